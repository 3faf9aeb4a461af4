package grader.process.cds;

import grader.process.ChildProcess;
import grader.process.JvmCommand;
import grader.process.Confinement;
import grader.process.ExitCleanup;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import grader.process.Folders;

/**
 * Class-data sharing for the grader's own JVMs: the coordinator, its workers and javac map
 * the classes they load from one archive in the cache instead of loading and verifying them
 * again, about a third of a one-step grade. {@code ./grade} names the archive
 * ({@value #ARCHIVE_PROPERTY}). When it exists, every child JVM with this JVM's class path
 * maps it too. When not, this run writes down which classes each of its JVMs loads
 * ({@value #LIST_PROPERTY}) and, after its report, a JVM of its own dumps the archive from
 * those names. That JVM runs no submission code, and a worker's list gives it only names of
 * classes, read from the grader's class path and the JDK: a submission cannot put code into
 * the archive. Whatever fails here only leaves the grade as slow as before, never wrong.
 */
public final class SharedClasses {
    /** The archive's path, set by ./grade; without it, no JVM of this grade shares classes. */
    public static final String ARCHIVE_PROPERTY = "idemlab.cds";
    /** Where this JVM writes the classes it loads (-XX:DumpLoadedClassList), set when the archive is missing. */
    public static final String LIST_PROPERTY = "idemlab.cds.list";

    /** Keeps a stale archive's warning off stdout, where reports and the student's output go. */
    private static final List<String> QUIET = List.of("-Xlog:disable", "-Xlog:all=warning:stderr");
    /** A list longer than this is not a JVM's: a submission wrote it. */
    private static final long MAX_LIST_BYTES = 4 << 20;
    private static final long DUMP_LIMIT_SECONDS = 120;

    private static final Set<String> COLLECTED = new LinkedHashSet<>();

    private SharedClasses() {
    }

    /**
     * The flags of a child JVM with {@code classpath}: map the archive, or write the classes
     * it loads to {@code list} while this run records one; none otherwise.
     */
    public static List<String> childFlags(List<Path> classpath, Path list) {
        Optional<Path> archive = archive();
        if (archive.isEmpty() || !classpath.equals(ownClassPath())) {
            return List.of();
        }
        if (Files.isRegularFile(archive.get())) {
            return mapping(archive.get());
        }
        return recording() ? List.of("-XX:DumpLoadedClassList=" + list) : List.of();
    }

    /**
     * The flags of another grader JVM on this class path (a class run's grade children): map
     * the archive, and pass it on to its own children; none while there is no archive.
     */
    public static List<String> graderFlags() {
        Optional<Path> archive = archive().filter(Files::isRegularFile);
        if (archive.isEmpty()) {
            return List.of();
        }
        List<String> flags = new ArrayList<>(mapping(archive.get()));
        flags.add("-D" + ARCHIVE_PROPERTY + "=" + archive.get());
        return flags;
    }

    private static List<String> mapping(Path archive) {
        List<String> flags = new ArrayList<>(List.of("-XX:SharedArchiveFile=" + archive));
        flags.addAll(QUIET);
        return flags;
    }

    /** What a sandboxed child must be able to read to map the archive. */
    public static List<Path> readable() {
        return archive().filter(Files::isRegularFile).map(List::of).orElse(List.of());
    }

    /**
     * A child that ended normally wrote {@code list}: its classes go into the archive.
     * {@code ranSubmission}: the child ran submission code, which could have written the
     * file, so only plain class names are taken from it.
     */
    public static void collect(Path list, boolean ranSubmission) {
        if (!recording() || !Files.isRegularFile(list)) {
            return;
        }
        try {
            if (Files.size(list) > MAX_LIST_BYTES) {
                return;
            }
            List<String> names = ClassList.clean(Files.readAllLines(list), ranSubmission);
            synchronized (COLLECTED) {
                COLLECTED.addAll(names);
            }
        } catch (IOException | RuntimeException unreadable) {
            // The archive is only smaller without it.
        }
    }

    /**
     * Makes the archive from the classes this JVM and its children loaded, when this run
     * records one; called after the report is out, since it takes a few seconds once.
     */
    public static void record() {
        if (!recording()) {
            return;
        }
        Path archive = archive().orElseThrow();
        collect(Path.of(System.getProperty(LIST_PROPERTY)), false);
        List<String> names;
        synchronized (COLLECTED) {
            names = new ArrayList<>(COLLECTED);
            COLLECTED.clear();
        }
        try {
            if (!dump(names, archive)) {
                // Not again at every run: ./grade records no more while this mark is there.
                Files.deleteIfExists(archive.resolveSibling(archive.getFileName() + ".failed"));
                Files.createFile(archive.resolveSibling(archive.getFileName() + ".failed"));
            }
        } catch (IOException e) {
            // An unwritable cache: the grade was done all the same.
        } finally {
            discard();
        }
    }

    /** Deletes this JVM's list of loaded classes (the JVM goes on writing to the unlinked file). */
    public static void discard() {
        String list = System.getProperty(LIST_PROPERTY);
        if (list != null) {
            try {
                Files.deleteIfExists(Path.of(list));
            } catch (IOException e) {
                // Left in the cache folder, which is always safe to delete.
            }
        }
    }

    private static boolean dump(List<String> names, Path archive) throws IOException {
        Path work = ExitCleanup.trackFolder(Files.createTempDirectory(archive.getParent(), "making-"));
        try {
            Path list = Files.write(work.resolve("classes.list"), names);
            Path made = work.resolve("grader.jsa");
            List<String> command = JvmCommand.with(JvmCommand.thisJava(), List.of("-Xshare:dump",
                    "-XX:SharedClassListFile=" + list, "-XX:SharedArchiveFile=" + made, "-XX:+UseSerialGC"))
                    .classpath(System.getProperty("java.class.path")).withoutMain().words();
            try (ChildProcess dumper = ChildProcess.start("cds", command, work, null, Confinement.NONE)) {
                Integer status = dumper.exitStatus(TimeUnit.SECONDS.toMillis(DUMP_LIMIT_SECONDS));
                if (status == null || status != 0 || !Files.isRegularFile(made)) {
                    return false;
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return true;
            }
            Files.move(made, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            ArchiveFolder.prune(archive.getParent(), archive);
            return true;
        } finally {
            Folders.deleteQuietly(work);
            ExitCleanup.forget(work);
        }
    }

    private static Optional<Path> archive() {
        return Optional.ofNullable(System.getProperty(ARCHIVE_PROPERTY)).map(Path::of);
    }

    private static boolean recording() {
        return System.getProperty(LIST_PROPERTY) != null && archive().filter(Files::isRegularFile).isEmpty();
    }

    /** This JVM's class path, entries made absolute: a child's must be the same to map the archive. */
    public static List<Path> ownClassPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty()).map(entry -> Path.of(entry).toAbsolutePath()).toList();
    }
}
