package grader.engine.isolation;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import grader.submission.Folders;

/**
 * Everything a run has alive right now (worker processes, run folders), so that one
 * shutdown hook can end and remove it when the grader itself is interrupted (Ctrl-C).
 * Once the JVM shuts down, no new worker may start.
 */
final class Liveness {
    interface Start {
        Process start() throws IOException;
    }

    private static final Set<WorkerProcess> WORKERS = ConcurrentHashMap.newKeySet();
    private static final Set<Path> FOLDERS = ConcurrentHashMap.newKeySet();
    private static volatile boolean shuttingDown;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(Liveness::endEverything, "grader-cleanup"));
    }

    private Liveness() {
    }

    /** Starts a process unless the JVM is shutting down. */
    static synchronized Process register(Start start) throws IOException {
        if (shuttingDown) {
            throw new IOException("the grader is shutting down");
        }
        return start.start();
    }

    static void track(WorkerProcess worker) {
        WORKERS.add(worker);
    }

    static void untrack(WorkerProcess worker) {
        WORKERS.remove(worker);
    }

    static void trackFolder(Path folder) {
        FOLDERS.add(folder);
    }

    static void untrackFolder(Path folder) {
        FOLDERS.remove(folder);
    }

    private static void endEverything() {
        synchronized (Liveness.class) {
            shuttingDown = true;
        }
        for (WorkerProcess worker : Set.copyOf(WORKERS)) {
            worker.close();
        }
        for (Path folder : Set.copyOf(FOLDERS)) {
            Folders.deleteQuietly(folder);
        }
    }
}
