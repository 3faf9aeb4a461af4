package grader.check.db;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * The grader's own connection holding a database's write lock (BEGIN IMMEDIATE) while a call
 * of the code under test runs: until {@link #close()} (the call returned) or for at most a
 * bound, whichever comes first. Code whose busy timeout ends inside the bound meets a real
 * SQLITE_BUSY, which the contracts say is passed on; more patient code gets the lock once the
 * bound is over and goes through. Either way the verdict needs no knowledge of that timeout.
 */
public final class WriteLockHolder implements AutoCloseable {
    private final CountDownLatch callReturned = new CountDownLatch(1);
    private final Thread releaser;

    private WriteLockHolder(Connection holder, Statement st, long atMostMillis) {
        releaser = new Thread(() -> {
            try (holder; st) {
                callReturned.await(atMostMillis, TimeUnit.MILLISECONDS);
                st.execute("ROLLBACK");
            } catch (Exception ignored) {
                // Closing the connection (the try's end) lets the lock go as well.
            }
        }, "grader-write-lock-holder");
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
            return new WriteLockHolder(holder, st, atMostMillis);
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
    public void close() throws InterruptedException {
        callReturned.countDown();
        releaser.join();
    }
}
