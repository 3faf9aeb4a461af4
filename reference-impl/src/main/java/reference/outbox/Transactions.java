package reference.outbox;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Write transactions as SQL statements on an autocommit connection: BEGIN IMMEDIATE takes the
 * write lock before the first read, and every error path ends with ROLLBACK, because a failed
 * statement alone does not end a transaction in SQLite.
 */
final class Transactions {
    /** The body of a transaction; it may throw anything the code it calls throws. */
    @FunctionalInterface
    interface Work<T> {
        T run() throws Exception;
    }

    private Transactions() {
    }

    static <T> T immediate(Connection con, Work<T> work) throws Exception {
        execute(con, "BEGIN IMMEDIATE");
        try {
            T result = work.run();
            execute(con, "COMMIT");
            return result;
        } catch (Exception | Error e) {
            rollback(con, e);
            throw e;
        }
    }

    /** Rolls back, keeping {@code cause} as the error the caller sees. */
    static void rollback(Connection con, Throwable cause) {
        try {
            execute(con, "ROLLBACK");
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    static void execute(Connection con, String sql) throws SQLException {
        try (Statement st = con.createStatement()) {
            st.execute(sql);
        }
    }
}
