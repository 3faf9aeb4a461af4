package grader.checks.lease;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ForkJoinPool;
import java.util.concurrent.ForkJoinWorkerThread;
import java.util.concurrent.atomic.AtomicReference;
import grader.check.Attempt;
import grader.check.Values;

/**
 * Runs a call on a thread of its own thread group, so every thread the call starts (a pool's
 * workers join their creator's group) can be counted once the call has returned.
 */
final class PoolWatch {
    static final long GRACE_MILLIS = 2000;
    private static final long CALL_MILLIS = 10_000;

    private PoolWatch() {
    }

    /** The names of the threads {@code call} started that are still alive after the grace time. */
    static List<String> threadsLeftBy(Attempt.Call<?> call, Attempt attempt) throws InterruptedException {
        ThreadGroup group = new ThreadGroup("lease-pool-watch");
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread caller = new Thread(group, () -> outcome.set(run(call)), "lease-pool-watch-caller");
        caller.start();
        caller.join(CALL_MILLIS);
        attempt.holds(!caller.isAlive(), "a return within " + CALL_MILLIS + " ms", "the call did not return");
        Object result = outcome.get();
        if (result instanceof UnsupportedOperationException) {
            throw (UnsupportedOperationException) result;
        }
        attempt.holds(!(result instanceof Throwable), "a normal return", Values.show(result));
        long deadline = System.currentTimeMillis() + GRACE_MILLIS;
        List<String> left = names(group);
        while (!left.isEmpty() && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
            left = names(group);
        }
        return left;
    }

    private static Object run(Attempt.Call<?> call) {
        try {
            return call.run();
        } catch (Exception | Error e) {
            return e;
        }
    }

    private static List<String> names(ThreadGroup group) {
        Thread[] threads = new Thread[group.activeCount() + 8];
        int found = group.enumerate(threads);
        List<String> names = new ArrayList<>();
        for (Thread thread : Arrays.copyOf(threads, found)) {
            if (!ofCommonPool(thread)) {
                names.add(thread.getName());
            }
        }
        return names;
    }

    /**
     * A worker of the JVM-wide common pool (a parallel stream, say) is not the call's to shut
     * down: the pool is shared, its daemon workers keep no JVM alive, and whether the call
     * happens to start one depends on what ran before it.
     */
    private static boolean ofCommonPool(Thread thread) {
        return thread instanceof ForkJoinWorkerThread
                && ((ForkJoinWorkerThread) thread).getPool() == ForkJoinPool.commonPool();
    }
}
