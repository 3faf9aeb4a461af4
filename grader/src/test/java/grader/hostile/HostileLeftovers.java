package grader.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import grader.ProjectPaths;

/**
 * What a hostile grade could leave behind or change, seen from outside the sandbox: processes
 * that carry the fixtures' survivor mark or descend from this JVM, cgroups, entries in the
 * run's temp root and in this JVM's temp folder (sqlite libraries, attach sockets), files in
 * the cache besides its entries, and the grader's own classes.
 */
final class HostileLeftovers {
    /** A file in the cache the delete-outside-temp fixture tries to remove. */
    static final String CANARY = "canary-hostile";
    /** What the survivor fixtures' processes carry in their command lines. */
    private static final String SURVIVOR_MARK = "idemlab-hostile-survivor";
    /** Files the fixtures try to write after the grade, or from a shutdown hook. */
    private static final List<String> LATE_WRITES = List.of("late-write-hostile", "hook-write-hostile");

    /** The state compared before and after one grade. */
    record Snapshot(Set<Long> descendants, Set<String> tmpEntries, String graderClasses) {
    }

    private final Path cache;

    private HostileLeftovers(Path cache) {
        this.cache = cache;
    }

    static HostileLeftovers before(Path cache) {
        return new HostileLeftovers(cache);
    }

    Snapshot snapshot() throws IOException {
        Set<Long> pids = new HashSet<>();
        ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).forEach(p -> pids.add(p.pid()));
        return new Snapshot(pids, names(Path.of(System.getProperty("java.io.tmpdir"))), graderClasses());
    }

    void assertNoneLeft(Snapshot before, Path tempRoot) throws IOException {
        Snapshot after = snapshot();
        Set<Long> children = new HashSet<>(after.descendants());
        children.removeAll(before.descendants());
        assertThat(children).as("child processes left running").isEmpty();
        assertThat(survivors()).as("processes that outlived their grade").isEmpty();
        assertThat(cgroups()).as("cgroups left").isEmpty();
        assertThat(names(tempRoot)).as("files left in the run's temp root").isEmpty();
        Set<String> newTmp = new HashSet<>(after.tmpEntries());
        newTmp.removeAll(before.tmpEntries());
        assertThat(newTmp).as("new entries in this JVM's temp folder (sqlite libraries, attach sockets)")
                .allMatch(name -> !name.startsWith(".java_pid") && !name.startsWith("sqlite-")
                        && !name.startsWith("idemlab-hostile"));
        assertThat(after.graderClasses()).as("the grader's own classes").isEqualTo(before.graderClasses());
        assertThat(cache.resolve(CANARY)).as("a file in the cache outside any temp folder").exists();
        assertThat(strangersInCache()).as("files in the cache that are not cache entries").isEmpty();
        assertThat(strangersBesideJars()).as("files written beside the jars of the class path").isEmpty();
    }

    /** The survivors' last chance: a nohup'ed loop would write a few seconds after its grade. */
    void assertNoLateWrites() throws InterruptedException {
        Thread.sleep(4_000);
        assertThat(survivors()).as("processes that outlived their grade").isEmpty();
        for (String name : LATE_WRITES) {
            assertThat(cache.resolve(name)).as("written after its grade, or by a shutdown hook").doesNotExist();
        }
    }

    private static List<String> survivors() {
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().map(c -> c.contains(SURVIVOR_MARK)).orElse(false))
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("")).toList();
    }

    private static Set<String> cgroups() throws IOException {
        String mine = "idemlab-" + ProcessHandle.current().pid() + "-";
        Set<String> left = new HashSet<>();
        for (String controller : List.of("pids", "memory")) {
            names(Path.of("/sys/fs/cgroup", controller)).stream().filter(n -> n.startsWith(mine)).forEach(left::add);
        }
        return left;
    }

    /** Top-level cache files other than entries (hex hashes), the shared folders and the canary. */
    private List<String> strangersInCache() throws IOException {
        return names(cache).stream().filter(n -> !n.matches("[0-9a-f]{64}") && !n.equals(CANARY)
                && !n.equals("host") && !n.equals("sqlite-native")).toList();
    }

    private static List<String> strangersBesideJars() throws IOException {
        List<String> found = new ArrayList<>();
        for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
            Path parent = Path.of(entry).toAbsolutePath().getParent();
            if (entry.endsWith(".jar") && parent != null) {
                names(parent).stream().filter(n -> n.startsWith("idemlab-hostile")).forEach(found::add);
            }
        }
        return found;
    }

    /** Names, sizes and times of every file under grader/target/classes. */
    private static String graderClasses() throws IOException {
        Path classes = ProjectPaths.root().resolve("grader/target/classes");
        StringBuilder all = new StringBuilder();
        try (Stream<Path> walk = Files.walk(classes)) {
            for (Path file : walk.sorted().toList()) {
                all.append(classes.relativize(file)).append(' ').append(Files.size(file)).append(' ')
                        .append(Files.getLastModifiedTime(file)).append('\n');
            }
        }
        return all.toString();
    }

    private static Set<String> names(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return Set.of();
        }
        Set<String> names = new HashSet<>();
        try (Stream<Path> list = Files.list(folder)) {
            list.forEach(p -> names.add(p.getFileName().toString()));
        }
        return names;
    }
}
