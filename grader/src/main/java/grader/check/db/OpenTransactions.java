package grader.check.db;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * Finds a transaction the code under test left open. Two probes: the borrowed connection
 * must be back in autocommit mode (sqlite-jdbc keeps a transaction, and in IMMEDIATE mode
 * the write lock, whenever autocommit is off), and a fresh connection must get an exclusive
 * lock at once (any reader or writer still inside a transaction on the file prevents it in
 * rollback-journal mode).
 */
public final class OpenTransactions {
    private OpenTransactions() {
    }

    /** A description of the open transaction found, or empty when there is none. */
    public static Optional<String> find(Connection borrowed, Path file) {
        try {
            if (borrowed != null && !borrowed.isClosed() && !borrowed.getAutoCommit()) {
                return Optional.of("the connection was handed back with autocommit off, so a transaction is still open");
            }
        } catch (SQLException e) {
            return Optional.of("the connection could not be asked about its transaction: " + e.getMessage());
        }
        return lockHeldOn(file);
    }

    /**
     * Empty when a new connection can take an exclusive lock on {@code file} at once; else what
     * was seen, told apart by the lock held: another connection's write lock (a write, or
     * BEGIN IMMEDIATE, not committed) refuses even BEGIN IMMEDIATE; a read lock only (a query
     * whose result set or statement is still open, or a read transaction) refuses only
     * BEGIN EXCLUSIVE. The two need different fixes, so the message names the one seen.
     */
    public static Optional<String> lockHeldOn(Path file) {
        try (Connection probe = Sqlite.open(file, 0); Statement st = probe.createStatement()) {
            try {
                st.execute("BEGIN IMMEDIATE");
                st.execute("ROLLBACK");
            } catch (SQLException writeLock) {
                return Optional.of("another connection holds the write lock of the database (" + writeLock.getMessage()
                        + "): a transaction that wrote, or began with BEGIN IMMEDIATE, was left open without COMMIT"
                        + " or ROLLBACK");
            }
            try {
                st.execute("BEGIN EXCLUSIVE");
                st.execute("ROLLBACK");
                return Optional.empty();
            } catch (SQLException readLock) {
                return Optional.of("another connection still holds a read lock on the database ("
                        + readLock.getMessage() + "), though no write lock: a query whose result set or statement was"
                        + " not closed, or a transaction that only read, was left open");
            }
        } catch (SQLException e) {
            return Optional.of("the database could not be opened to look for a lock left held: " + e.getMessage());
        }
    }
}
