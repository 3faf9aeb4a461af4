package grader.check.db;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** Opens the grader's own connections, independent of anything the code under test holds. */
public final class Sqlite {
    private Sqlite() {
    }

    /** An autocommit connection with the given busy timeout, as the labs hand them out. */
    public static Connection open(Path file, int busyTimeoutMillis) throws SQLException {
        Connection con = DriverManager.getConnection("jdbc:sqlite:" + file.toAbsolutePath());
        try (Statement st = con.createStatement()) {
            st.execute("PRAGMA busy_timeout = " + busyTimeoutMillis);
        } catch (SQLException e) {
            con.close();
            throw e;
        }
        return con;
    }

    /** An autocommit connection with a 1 second busy timeout. */
    public static Connection open(Path file) throws SQLException {
        return open(file, 1000);
    }

    /** Runs statements on a fresh connection and closes it: for setting up a scenario. */
    public static void execute(Path file, String... statements) throws SQLException {
        try (Connection con = open(file); Statement st = con.createStatement()) {
            for (String sql : statements) {
                st.execute(sql);
            }
        }
    }
}
