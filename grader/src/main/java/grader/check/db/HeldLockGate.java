package grader.check.db;

import wire.StatementGate;

/**
 * The subject's waits for a write lock the grader holds for a known time, decided at once
 * instead of sat out. A statement that meets the held lock asks here (through its busy
 * handler): if its busy timeout is shorter than the hold, it would end busy before the lock is
 * let go, so it ends busy now; if not, the hold ends now and it tries again, as it would once
 * the hold was over. The outcome is the one the real wait gives, without its wall-clock time,
 * and it no longer depends on how fast a loaded machine reaches the statement. Once the lock is
 * let go, a wait is for someone else's lock (a pool's other connection) and keeps to the
 * submission's busy timeout, as it would without the grader.
 */
final class HeldLockGate implements StatementGate {
    private final long holdMillis;
    private final Runnable letGo;
    /** No lock taken here: the grader's thread that lets the lock go says so too ({@link #ended}). */
    private volatile boolean held = true;

    HeldLockGate(long holdMillis, Runnable letGo) {
        this.holdMillis = holdMillis;
        this.letGo = letGo;
    }

    @Override
    public void before(String call, long connection, String thread, String statement) {
        // Statements run as they come: only their waits are decided here.
    }

    @Override
    public boolean busy(String call, long connection, long waitedMillis, long limitMillis) {
        if (held) {
            if (limitMillis < holdMillis) {
                return false;
            }
            // Letting go is idempotent and returns once the lock is gone, so a retry finds it free.
            letGo.run();
            held = false;
            return true;
        }
        try {
            Thread.sleep(1);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
        return waitedMillis < limitMillis;
    }

    /** The hold ended on its own (the call returned, or its bound passed). */
    void ended() {
        held = false;
    }

    @Override
    public void after(String call, long connection) {
    }

    @Override
    public void closed(String call, long connection) {
    }
}
