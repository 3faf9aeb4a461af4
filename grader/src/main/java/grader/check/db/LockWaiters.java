package grader.check.db;

import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;

/**
 * Tells when the threads of a call have reached the database lock the grader holds: a thread
 * waiting for SQLite's lock sits in sqlite-jdbc's native code (the busy handler sleeps there),
 * or is parked behind a lock of the submission's own. Waiting for that, instead of for a fixed
 * time, makes the interleaving certain on a fast machine and on a loaded one alike.
 */
public final class LockWaiters {
    /**
     * Longest wait for the threads to settle; a call that never blocks is released after it.
     * It stays below sqlite-jdbc's default busy timeout (3 s), so that a correct answer that
     * never set its own still gets the lock.
     */
    public static final long SETTLE_LIMIT_MILLIS = 2000;
    /** A count of waiting threads that has not grown for this long is all there will be. */
    private static final long STEADY_MILLIS = 400;
    private static final long POLL_MILLIS = 10;

    private LockWaiters() {
    }

    /**
     * Waits until {@code wanted} threads wait for the lock (or the calls have finished, or the
     * count has stayed the same for a while, or the limit is reached); returns the most seen
     * waiting at once. The calls' threads are those of {@code group}, which the threads of a
     * pool they create join, and the workers of the common pool (a parallel stream).
     */
    public static int awaitWaiting(ThreadGroup group, int wanted, BooleanSupplier finished) throws InterruptedException {
        return awaitSettled(group, wanted, finished, LockWaiters::waitsForLock);
    }

    /**
     * Like {@link #awaitWaiting}, but counts only threads that sleep in SQLite's busy wait: in
     * its native code and using no CPU between two polls. A thread parked on a latch or a
     * future, or one that reads in a loop, is not waiting for the write lock.
     */
    public static int awaitSqliteWriters(ThreadGroup group, int wanted, BooleanSupplier finished)
            throws InterruptedException {
        return awaitSqliteWriters(group, wanted, finished, SETTLE_LIMIT_MILLIS);
    }

    /** {@link #awaitSqliteWriters(ThreadGroup, int, BooleanSupplier)}, waiting at most {@code limitMillis}. */
    public static int awaitSqliteWriters(ThreadGroup group, int wanted, BooleanSupplier finished, long limitMillis)
            throws InterruptedException {
        CpuIdle idle = new CpuIdle();
        // Threads a call starts together reach the lock together: a shorter wait for stragglers
        // keeps the hold well inside a one-second busy timeout.
        return awaitSettled(group, wanted, finished, fact -> fact.sqliteNative() && idle.since(fact),
                STEADY_MILLIS / 2, limitMillis);
    }

    /** Every thread of this JVM: the group for waiting on threads a submission started anywhere. */
    public static ThreadGroup everyThread() {
        ThreadGroup group = Thread.currentThread().getThreadGroup();
        while (group.getParent() != null) {
            group = group.getParent();
        }
        return group;
    }

    private static int awaitSettled(ThreadGroup group, int wanted, BooleanSupplier finished, Waiting waiting)
            throws InterruptedException {
        return awaitSettled(group, wanted, finished, waiting, STEADY_MILLIS, SETTLE_LIMIT_MILLIS);
    }

    private static int awaitSettled(ThreadGroup group, int wanted, BooleanSupplier finished, Waiting waiting,
            long steadyMillis, long limitMillis) throws InterruptedException {
        long start = System.nanoTime();
        long steadySince = start;
        int last = -1;
        int most = 0;
        Set<Long> before = Set.of();
        while (!finished.getAsBoolean() && millisSince(start) < limitMillis) {
            // Seen waiting in two polls in a row: a quick read also passes through native code.
            Set<Long> now = waitingIn(group, waiting);
            int count = (int) now.stream().filter(before::contains).count();
            before = now;
            most = Math.max(most, count);
            if (count >= wanted) {
                return most;
            }
            if (count != last) {
                last = count;
                steadySince = System.nanoTime();
            } else if (count > 0 && millisSince(steadySince) >= steadyMillis) {
                return most;
            }
            Thread.sleep(POLL_MILLIS);
        }
        return most;
    }

    /**
     * Waits (at most the settle limit) until no other thread runs SQLite code: claims that a
     * pool still runs after the call threw must end before the check reads the file and its
     * folder goes away.
     */
    public static void awaitQuiet(ThreadGroup group) throws InterruptedException {
        long start = System.nanoTime();
        int quietPolls = 0;
        while (quietPolls < 3 && millisSince(start) < SETTLE_LIMIT_MILLIS) {
            quietPolls = anyInSqlite(group) ? 0 : quietPolls + 1;
            Thread.sleep(POLL_MILLIS);
        }
    }

    private static boolean anyInSqlite(ThreadGroup group) {
        return CallThreads.facts(group).stream().anyMatch(ThreadFact::inSqlite);
    }

    private static long millisSince(long nanos) {
        return (System.nanoTime() - nanos) / 1_000_000;
    }

    /** Whether a thread, seen as {@code fact}, waits for a lock. */
    private interface Waiting {
        boolean test(ThreadFact fact);
    }

    private static Set<Long> waitingIn(ThreadGroup group, Waiting waiting) {
        Set<Long> found = new HashSet<>();
        for (ThreadFact fact : CallThreads.facts(group)) {
            if (waiting.test(fact)) {
                found.add(fact.id());
            }
        }
        return found;
    }

    /** Tells a thread that slept since the last poll (under a millisecond of CPU) from one that ran. */
    private static final class CpuIdle {
        private static final long IDLE_NANOS = 1_000_000;
        private final Map<Long, Long> lastCpu = new HashMap<>();

        boolean since(ThreadFact fact) {
            Long before = lastCpu.put(fact.id(), fact.cpuNanos());
            return before != null && fact.cpuNanos() >= 0 && fact.cpuNanos() - before < IDLE_NANOS;
        }
    }

    /**
     * In SQLite's native code (the busy wait), blocked on a monitor of the submission, or
     * parked acquiring a lock of java.util.concurrent (a ReentrantLock, a Semaphore); an idle
     * pool thread parks too, but in a condition's await, not in an acquire.
     */
    private static boolean waitsForLock(ThreadFact fact) {
        return fact.blocked() || fact.sqliteNative() || fact.acquiring();
    }
}
