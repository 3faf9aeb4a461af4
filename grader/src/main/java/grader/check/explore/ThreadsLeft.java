package grader.check.explore;

import java.util.List;
import java.util.Set;
import grader.check.db.ThreadSnapshot;

/**
 * The threads the code under test started and left running: those alive after a grace time
 * that were not alive when a sequence began (the JDK's common pool and the subject host's own
 * threads never count; a thread the host's report leaves out still does, seen from outside:
 * {@link ThreadSnapshot}). Polled, so that code that stops its pool costs one look.
 */
public final class ThreadsLeft {
    private static final long POLL_MILLIS = 10;

    private ThreadsLeft() {
    }

    /** The threads that could be the calls' now. */
    public static ThreadSnapshot snapshot() {
        return look();
    }

    /** The names of the threads started since {@code before} that are still alive after at most {@code graceMillis}. */
    public static List<String> since(ThreadSnapshot before, long graceMillis) throws InterruptedException {
        long deadline = System.nanoTime() + graceMillis * 1_000_000L;
        List<String> left = look().startedSince(before, Set.of());
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(POLL_MILLIS);
            left = look().startedSince(before, Set.of());
        }
        return left;
    }

    private static ThreadSnapshot look() {
        return ThreadSnapshot.now(new ThreadGroup("explore"));
    }
}
