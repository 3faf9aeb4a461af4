package grader.checks.lease;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.Values;
import grader.check.db.CallThreads;

/**
 * Runs a call on a thread of its own thread group, so every thread the call starts (a pool's
 * workers join their creator's group, or, in a subject process, appear there) can be counted
 * once the call has returned.
 */
final class PoolWatch {
    static final long GRACE_MILLIS = 2000;
    private static final long CALL_MILLIS = 10_000;
    private static final String CALLER = "lease-pool-watch-caller";

    private PoolWatch() {
    }

    /** The names of the threads {@code call} started that are still alive after the grace time. */
    static List<String> threadsLeftBy(Attempt.Call<?> call, Attempt attempt) throws InterruptedException {
        ThreadGroup group = new ThreadGroup("lease-pool-watch");
        Set<Long> before = CallThreads.mayBeStarted(group).keySet();
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread caller = new Thread(group, () -> outcome.set(run(call)), CALLER);
        caller.start();
        caller.join(CALL_MILLIS);
        attempt.holds(!caller.isAlive(), "a return within " + CALL_MILLIS + " ms", "the call did not return");
        Object result = outcome.get();
        Stubs.rethrowIfStub(result);
        attempt.holds(!(result instanceof Throwable), "a normal return", Values.show(result));
        long deadline = System.currentTimeMillis() + GRACE_MILLIS;
        List<String> left = startedAndAlive(group, before);
        while (!left.isEmpty() && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
            left = startedAndAlive(group, before);
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

    /**
     * The names of the threads alive now that were not before the call, the caller's own
     * thread and the JDK's common pool left out (see {@link CallThreads#mayBeStarted}).
     */
    private static List<String> startedAndAlive(ThreadGroup group, Set<Long> before) {
        List<String> names = new ArrayList<>();
        CallThreads.mayBeStarted(group).forEach((id, name) -> {
            if (!before.contains(id) && !name.equals(CALLER)) {
                names.add(name);
            }
        });
        return names;
    }
}
