package grader.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/**
 * The threads of a process and its descendants as the kernel lists them
 * ({@code /proc/<pid>/task/<tid>/comm}), read from outside: a submission sharing the subject's
 * JVM can make the host misreport its threads, but not hide a thread from the kernel. HotSpot
 * names a Java thread's native thread after its Java name (the first 15 bytes).
 */
public final class OsThreads {
    /**
     * Native names of threads that the JVM itself or the subject host starts and ends as it
     * likes (compiler and GC threads come and go; the common pool is shared; the host serves
     * the judge's calls on threads of its own): none of them is a thread a submission left.
     */
    private static final List<String> NOT_THE_SUBMISSIONS = List.of("C1 CompilerThre", "C2 CompilerThre",
            "GC Thread#", "G1 ", "VM Thread", "VM Periodic Tas", "Reference Handl", "Finalizer", "Signal Dispatch",
            "Service Thread", "Monitor Deflati", "Sweeper thread", "Common-Cleaner", "Notification Th",
            "Attach Listener", "ForkJoinPool.co", "judge-call-");

    private OsThreads() {
    }

    /** Thread id to native name, for {@code pid} and its descendants; empty once they are gone. */
    public static Map<Long, String> of(long pid) throws IOException {
        Map<Long, String> threads = new LinkedHashMap<>();
        for (Path tasks : taskFolders(pid)) {
            addTasks(tasks, threads);
        }
        return threads;
    }

    /** The task folders ({@code /proc/<pid>/task}) of {@code pid} and its descendants. */
    public static List<Path> taskFolders(long pid) {
        LongStream pids = LongStream.concat(LongStream.of(pid),
                ProcessHandle.of(pid).map(p -> p.descendants().mapToLong(ProcessHandle::pid)).orElse(LongStream.empty()));
        return pids.mapToObj(each -> Path.of("/proc", Long.toString(each), "task")).toList();
    }

    /** Whether a thread of this native name may be one the submission started (see {@link #NOT_THE_SUBMISSIONS}). */
    public static boolean maybeTheSubmissions(String nativeName) {
        return NOT_THE_SUBMISSIONS.stream().noneMatch(nativeName::startsWith);
    }

    private static void addTasks(Path tasks, Map<Long, String> into) throws IOException {
        if (!Files.isDirectory(tasks)) {
            return;
        }
        try (Stream<Path> all = Files.list(tasks)) {
            for (Path task : (Iterable<Path>) all::iterator) {
                String name = nameOf(task);
                if (name != null) {
                    into.put(Long.parseLong(task.getFileName().toString()), name);
                }
            }
        } catch (java.io.UncheckedIOException goneWhileListed) {
            // The process ended while its tasks were listed: what was read so far stands.
        }
    }

    private static String nameOf(Path task) {
        try {
            return Files.readString(task.resolve("comm")).strip();
        } catch (IOException goneThreadOrProcess) {
            return null;
        }
    }
}
