package grader.check.db;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import grader.check.SubjectSide;

/**
 * The grader's own connection holding a database's write lock (BEGIN IMMEDIATE) while a call
 * of the code under test runs: until {@link #close()} (the call returned) or for at most a
 * bound, whichever comes first. Code whose busy timeout ends inside the bound meets a real
 * SQLITE_BUSY, which the contracts say is passed on; more patient code gets the lock once the
 * bound is over and goes through. Either way the verdict needs no knowledge of that timeout.
 *
 * <p>Where the code runs in a subject, its waits for this lock are decided at once by the
 * subject's busy handler ({@link HeldLockGate}): the same outcome as sitting the wait out, in
 * no time. A statement the submission runs around the gate (its own native handle) still waits
 * for real, so the bound stays.
 */
public final class WriteLockHolder implements AutoCloseable {
    /** A bound no call reaches: the lock is held until the call returns (the check's limit ends a call that never does). */
    public static final long WHOLE_CALL = Long.MAX_VALUE;

    private final CountDownLatch callReturned = new CountDownLatch(1);
    private final Thread releaser;
    private final Path file;
    private final HeldLockGate gate;
    private final Optional<SubjectSide.Hooks> subject;

    private WriteLockHolder(Path file, Connection holder, Statement st, long atMostMillis) {
        this.file = file;
        this.gate = new HeldLockGate(atMostMillis, this::letGo);
        this.releaser = new Thread(() -> {
            try (holder; st) {
                callReturned.await(atMostMillis, TimeUnit.MILLISECONDS);
                st.execute("ROLLBACK");
            } catch (Exception ignored) {
                // Closing the connection (the try's end) lets the lock go as well.
            }
            gate.ended();
        }, "grader-write-lock-holder");
        // The gate first: if the subject cannot take it, take() closes the lock with no thread started.
        this.subject = SubjectSide.current();
        subject.ifPresent(hooks -> hooks.schedule(file, gate));
        releaser.setDaemon(true);
        releaser.start();
    }

    /** Takes the write lock of {@code file} now; it is let go after {@code atMostMillis} at the latest. */
    public static WriteLockHolder take(Path file, long atMostMillis) throws SQLException {
        Connection holder = Sqlite.open(file);
        Statement st = null;
        try {
            st = holder.createStatement();
            st.execute("BEGIN IMMEDIATE");
            return new WriteLockHolder(file, holder, st, atMostMillis);
        } catch (SQLException | RuntimeException e) {
            if (st != null) {
                st.close();
            }
            holder.close();
            throw e;
        }
    }

    /** Lets the lock go now (if the bound has not already) and waits until it is gone. */
    @Override
    public void close() {
        try {
            subject.ifPresent(hooks -> hooks.schedule(file, null));
        } finally {
            letGo();
        }
    }

    private void letGo() {
        callReturned.countDown();
        try {
            releaser.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
