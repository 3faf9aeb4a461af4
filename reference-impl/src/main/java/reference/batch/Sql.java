package reference.batch;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** The few JDBC moves the batch reference needs, each closing what it opens. */
final class Sql {
    private Sql() {
    }

    /** Work inside a transaction; true keeps (commits) it, false rolls it back. */
    @FunctionalInterface
    interface Work {
        boolean run() throws Exception;
    }

    /**
     * Runs {@code work} between {@code BEGIN IMMEDIATE} (sent as SQL, so the write lock is
     * taken before anything is read) and {@code COMMIT}, or {@code ROLLBACK} when it returns
     * false. On any error the transaction is rolled back and the original error passed on.
     */
    static boolean inTransaction(Connection con, Work work) throws Exception {
        execute(con, "BEGIN IMMEDIATE");
        try {
            boolean keep = work.run();
            execute(con, keep ? "COMMIT" : "ROLLBACK");
            return keep;
        } catch (Exception | Error problem) {
            rollbackAfter(con, problem);
            throw problem;
        }
    }

    /** A failed statement does not end a transaction: end it here, keeping the first error. */
    private static void rollbackAfter(Connection con, Throwable problem) {
        try {
            if (!con.isClosed()) {
                execute(con, "ROLLBACK");
            }
        } catch (SQLException rollbackFailed) {
            problem.addSuppressed(rollbackFailed);
        }
    }

    static void execute(Connection con, String sql) throws SQLException {
        try (Statement st = con.createStatement()) {
            st.execute(sql);
        }
    }

    /** Runs a write and returns how many rows it changed. */
    static int update(Connection con, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = prepare(con, sql, args)) {
            return st.executeUpdate();
        }
    }

    /** The first column of the first row as a long, or null when there is no row. */
    static Long firstLong(Connection con, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = prepare(con, sql, args); ResultSet rs = st.executeQuery()) {
            return rs.next() ? rs.getLong(1) : null;
        }
    }

    static PreparedStatement prepare(Connection con, String sql, Object... args) throws SQLException {
        PreparedStatement st = con.prepareStatement(sql);
        try {
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            return st;
        } catch (SQLException e) {
            st.close();
            throw e;
        }
    }
}
