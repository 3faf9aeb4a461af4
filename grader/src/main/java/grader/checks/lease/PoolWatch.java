package grader.checks.lease;

import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.SubjectSide;
import grader.check.Values;
import grader.check.db.ThreadSnapshot;

/**
 * Runs a call on a thread of its own thread group, so every thread the call starts (a pool's
 * workers join their creator's group, or, in a subject process, appear there and in the
 * kernel's list of its threads) can be counted once the call has returned.
 */
final class PoolWatch {
    static final long GRACE_MILLIS = 2000;
    private static final long CALL_MILLIS = 10_000;

    private PoolWatch() {
    }

    /** The names of the threads {@code call} started that are still alive after the grace time. */
    static List<String> threadsLeftBy(Attempt.Call<?> call, Attempt attempt) throws InterruptedException {
        ThreadGroup group = new ThreadGroup("lease-pool-watch");
        ThreadSnapshot before = ThreadSnapshot.now(group);
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread caller = new Thread(group, () -> outcome.set(run(call)), "lease-pool-watch-caller");
        caller.start();
        caller.join(CALL_MILLIS);
        attempt.holds(!caller.isAlive(), "a return within " + CALL_MILLIS + " ms", "the call did not return");
        Object result = outcome.get();
        Stubs.rethrowIfStub(result);
        attempt.holds(!(result instanceof Throwable), "a normal return", Values.show(result));
        // The caller is left out by its id where the calls run in this JVM, never by its name,
        // which code in a subject could give a thread of its own (and a subject's thread ids
        // are another JVM's numbers: one may equal the caller's).
        Set<Long> callerOnly = SubjectSide.current().isPresent() ? Set.of() : Set.of(caller.getId());
        long deadline = System.currentTimeMillis() + GRACE_MILLIS;
        List<String> left = ThreadSnapshot.now(group).startedSince(before, callerOnly);
        while (!left.isEmpty() && System.currentTimeMillis() < deadline) {
            Thread.sleep(10);
            left = ThreadSnapshot.now(group).startedSince(before, callerOnly);
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
}
