package grader.coordinator.isolation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import grader.process.Folders;

/**
 * Everything a run has alive right now (worker processes, run folders), so that one
 * shutdown hook can end and remove it when the grader itself is interrupted (Ctrl-C).
 * Once the JVM shuts down, no new worker may start.
 */
final class Liveness {
    interface Make<T> {
        T make() throws IOException;
    }

    private static final Set<JudgeProcess> WORKERS = ConcurrentHashMap.newKeySet();
    private static final Set<Path> FOLDERS = ConcurrentHashMap.newKeySet();
    private static volatile boolean shuttingDown;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(Liveness::endEverything, "grader-cleanup"));
    }

    private Liveness() {
    }

    /**
     * Starts a worker (its folder, files and process) and tracks it, all under the lock the
     * shutdown hook takes: a worker is either tracked before the hook runs or never started.
     */
    static synchronized JudgeProcess startWorker(Make<JudgeProcess> start) throws IOException {
        refuseWhenShuttingDown();
        JudgeProcess worker = start.make();
        WORKERS.add(worker);
        return worker;
    }

    /** Makes a run folder and tracks it, under the same lock. */
    static synchronized Path makeFolder(Make<Path> make) throws IOException {
        refuseWhenShuttingDown();
        Path folder = make.make();
        FOLDERS.add(folder);
        return folder;
    }

    private static void refuseWhenShuttingDown() throws IOException {
        if (shuttingDown) {
            throw new IOException("the grader is shutting down");
        }
    }

    static void untrack(JudgeProcess worker) {
        WORKERS.remove(worker);
    }

    static void untrackFolder(Path folder) {
        FOLDERS.remove(folder);
    }

    private static void endEverything() {
        synchronized (Liveness.class) {
            shuttingDown = true;
        }
        for (JudgeProcess worker : Set.copyOf(WORKERS)) {
            worker.close();
        }
        for (Path folder : Set.copyOf(FOLDERS)) {
            Folders.deleteQuietly(folder);
        }
    }
}
