package grader.checks.lease;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import grader.check.Attempt;

/**
 * Runs a call on a thread of a given group and waits for it: the threads the call starts join
 * that group, so a check can tell them from the threads of anything else in the JVM.
 */
final class CallThread {
    private static final long RETURN_SECONDS = 10;

    private CallThread() {
    }

    /** The call's value, or the exception or error it ended with. */
    static Object run(ThreadGroup group, Attempt.Call<?> call) throws Exception {
        FutureTask<Object> task = start(group, call, group.getName() + "-call");
        return outcome(task);
    }

    /** The outcome of a started call, or a note that it did not return in time. */
    static Object outcome(FutureTask<Object> call) throws InterruptedException {
        try {
            return call.get(RETURN_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            call.cancel(true);
            return "(no return within " + RETURN_SECONDS + " s)";
        } catch (ExecutionException e) {
            return e.getCause();
        }
    }

    /** Starts the call; its outcome is a value or the exception thrown. */
    static FutureTask<Object> start(ThreadGroup group, Attempt.Call<?> call, String name) {
        FutureTask<Object> task = new FutureTask<>(() -> {
            try {
                return call.run();
            } catch (Exception | Error e) {
                return e;
            }
        });
        Thread thread = new Thread(group, task, name);
        thread.setDaemon(true);
        thread.start();
        return task;
    }
}
