package grader.checks.lease;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import grader.check.Attempt;
import grader.check.db.Sqlite;
import grader.check.db.LockWaiters;

/**
 * Another worker inside its write transaction, played by the grader: it holds the write lock
 * (BEGIN IMMEDIATE) while calls of the submission start on threads of their own, waits until
 * they have reached the lock, may change the rows as that worker, and commits. Whatever a call
 * read before it waited is then out of date, so a check-then-act split over two transactions,
 * a read that upgrades to a write (SQLITE_BUSY), or a lock kept in Java only shows every time,
 * not by luck.
 */
final class WriteLockHold implements AutoCloseable {
    private static final long RETURN_SECONDS = 10;

    private final ThreadGroup group = new ThreadGroup("lease-lock-hold");
    private final Connection con;
    private final Statement st;
    private boolean released;

    private WriteLockHold(JobsDb db) throws SQLException {
        con = Sqlite.open(db.file, 1000);
        st = con.createStatement();
        st.execute("BEGIN IMMEDIATE");
    }

    /** Takes the write lock on {@code db} now. */
    static WriteLockHold on(JobsDb db) throws SQLException {
        return new WriteLockHold(db);
    }

    /** Starts {@code call} on a thread of its own; its outcome is a value or the exception thrown. */
    FutureTask<Object> start(Attempt.Call<?> call, String name) {
        return CallThread.start(group, call, name);
    }

    /** Waits until {@code wanted} threads of the calls (their pools included) wait for the lock; the most seen at once. */
    int awaitWaiting(int wanted, List<FutureTask<Object>> calls) throws InterruptedException {
        return LockWaiters.awaitWaiting(group, wanted, () -> calls.stream().allMatch(FutureTask::isDone));
    }

    /** Runs statements inside the held transaction, as the other worker. */
    void write(String... statements) throws SQLException {
        for (String sql : statements) {
            st.execute(sql);
        }
    }

    /** Commits the held transaction: the waiting calls go on. */
    void release() throws SQLException {
        if (!released) {
            released = true;
            st.execute("COMMIT");
        }
    }

    /** The outcome of a started call, or a note that it did not return in time. */
    static Object outcome(FutureTask<Object> call) throws InterruptedException {
        try {
            return call.get(RETURN_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            call.cancel(true);
            return "(no return within " + RETURN_SECONDS + " s after the lock was released)";
        } catch (ExecutionException e) {
            return e.getCause();
        }
    }

    @Override
    public void close() throws SQLException {
        try {
            if (!released) {
                released = true;
                st.execute("ROLLBACK");
            }
        } finally {
            st.close();
            con.close();
        }
    }
}
