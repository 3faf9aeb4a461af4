package grader.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import grader.checks.batch.MemoryTempDirs;

/**
 * What checks run in this JVM may leave behind: threads, temp entries and child processes,
 * taken before and compared after.
 */
final class InProcessLeftovers {
    private final Set<Thread> threads;
    private final Set<Path> temp;

    private InProcessLeftovers() throws IOException {
        threads = Thread.getAllStackTraces().keySet();
        temp = tempEntries();
    }

    /** Take the snapshot after sqlite-jdbc has extracted its library (it removes it at exit). */
    static InProcessLeftovers before() throws IOException {
        return new InProcessLeftovers();
    }

    void assertNoneLeft() throws IOException, InterruptedException {
        assertThat(newThreadsAfterGrace()).as("threads left running").isEmpty();
        Set<Path> after = tempEntries();
        after.removeAll(temp);
        assertThat(after).as("temp entries left behind").isEmpty();
        assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive).count())
                .as("child processes left running").isZero();
    }

    /** Pool threads may take a moment to end after shutdown; wait a little before judging. */
    private List<String> newThreadsAfterGrace() throws InterruptedException {
        List<String> left = List.of();
        for (int i = 0; i < 50; i++) {
            left = Thread.getAllStackTraces().keySet().stream()
                    .filter(t -> !threads.contains(t) && t.isAlive())
                    .map(Thread::getName).filter(name -> !isSharedForTheJvm(name))
                    .sorted().collect(Collectors.toList());
            if (left.isEmpty()) {
                return left;
            }
            Thread.sleep(100);
        }
        return left;
    }

    /**
     * The JDK's own process reaper, the thread that forks every child and lives as long as the
     * JVM (LauncherThread: it may first start during these grades), and the one HttpClient the inbox checks share for the
     * whole JVM (JDK 17's client cannot be closed; one shared client keeps its threads from
     * piling up per check). Any second client would show as {@code HttpClient-2-...}.
     */
    private static boolean isSharedForTheJvm(String threadName) {
        return threadName.equals("process reaper") || threadName.equals("idemlab-child-launcher")
                || threadName.startsWith("HttpClient-1-");
    }

    /**
     * The test JVM's own temp folder (the build gives it one), and this JVM's batch check
     * folders in /dev/shm, which other programs on the machine share.
     */
    private static Set<Path> tempEntries() throws IOException {
        Set<Path> all = new HashSet<>(entries(Path.of(System.getProperty("java.io.tmpdir"))));
        entries(Path.of("/dev/shm")).stream()
                .filter(p -> p.getFileName().toString().startsWith(MemoryTempDirs.PREFIX)).forEach(all::add);
        return all;
    }

    private static Set<Path> entries(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return Set.of();
        }
        try (Stream<Path> list = Files.list(dir)) {
            return list.collect(Collectors.toSet());
        }
    }
}
