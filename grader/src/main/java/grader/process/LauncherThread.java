package grader.process;

import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The one thread that forks every child of this JVM, and that lives as long as the JVM.
 *
 * <p>Linux sends a child's parent-death signal (bubblewrap's {@code --die-with-parent},
 * {@code setpriv --pdeathsig}) when the <em>thread</em> that forked it ends, not the process
 * (prctl(2), PR_SET_PDEATHSIG). A child forked on a short-lived thread, such as the one
 * {@code CompletableFuture.supplyAsync} makes per task where the common pool has fewer than two
 * threads (every 2-core machine), was SIGKILLed the moment that thread ended: the judge's spare
 * subject, whose loss then read as a crash of the first check. Forked here, a child lives as
 * long as its owner intends, whichever thread asked for it and whichever thread ends.
 */
final class LauncherThread {
    private static final ExecutorService LAUNCHER = Executors.newSingleThreadExecutor(task -> {
        Thread thread = new Thread(task, "idemlab-child-launcher");
        thread.setDaemon(true);
        return thread;
    });

    private LauncherThread() {
    }

    /**
     * Starts {@code builder}'s process on the launcher thread and waits for it. An interrupt
     * while waiting does not abandon the start (that would leave a child nobody owns): it is
     * kept for the caller, who gets the process all the same.
     */
    static Process start(ProcessBuilder builder) throws IOException {
        Future<Process> started = LAUNCHER.submit(builder::start);
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return started.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    throw rethrown(e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static IOException rethrown(Throwable cause) {
        if (cause instanceof IOException io) {
            return io;
        }
        if (cause instanceof RuntimeException runtime) {
            throw runtime;
        }
        if (cause instanceof Error error) {
            throw error;
        }
        return new IOException(cause);
    }
}
