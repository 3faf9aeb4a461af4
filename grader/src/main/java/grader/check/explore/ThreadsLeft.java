package grader.check.explore;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.check.db.CallThreads;

/**
 * The threads the code under test started and left running: those alive after a grace time
 * that were not alive when a sequence began (the JDK's common pool and the subject host's own
 * threads never count). Polled, so that code that stops its pool costs one look.
 */
public final class ThreadsLeft {
    private static final long POLL_MILLIS = 10;

    private ThreadsLeft() {
    }

    /** The ids of the threads that could be the calls' now. */
    public static Set<Long> snapshot() {
        return Set.copyOf(CallThreads.mayBeStarted(new ThreadGroup("explore")).keySet());
    }

    /** The names of the threads started since {@code before} that are still alive after at most {@code graceMillis}. */
    public static List<String> since(Set<Long> before, long graceMillis) throws InterruptedException {
        long deadline = System.nanoTime() + graceMillis * 1_000_000L;
        List<String> left = alive(before);
        while (!left.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(POLL_MILLIS);
            left = alive(before);
        }
        return left;
    }

    private static List<String> alive(Set<Long> before) {
        List<String> names = new ArrayList<>();
        for (Map.Entry<Long, String> thread : CallThreads.mayBeStarted(new ThreadGroup("explore")).entrySet()) {
            if (!before.contains(thread.getKey())) {
                names.add(thread.getValue());
            }
        }
        return names;
    }
}
