package grader.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import grader.check.db.OpenTransactions;
import grader.check.db.Sqlite;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The "no open transaction left" probe really sees a transaction left open, of either style. */
class OpenTransactionsTests {
    @TempDir
    Path dir;

    @Test
    void cleanConnectionShowsNothing() throws Exception {
        Path db = dir.resolve("clean.db");
        Sqlite.execute(db, "CREATE TABLE t(x)");
        try (Connection con = Sqlite.open(db)) {
            con.createStatement().execute("INSERT INTO t VALUES (1)");
            assertThat(OpenTransactions.find(con, db)).isEmpty();
        }
    }

    @Test
    void sqlBeginImmediateLeftOpenIsFound() throws Exception {
        Path db = dir.resolve("sql.db");
        Sqlite.execute(db, "CREATE TABLE t(x)");
        try (Connection con = Sqlite.open(db); Statement st = con.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            st.execute("INSERT INTO t VALUES (1)");
            assertThat(OpenTransactions.find(con, db)).get().asString().contains("write lock")
                    .doesNotContain("result set");
            st.execute("ROLLBACK");
            assertThat(OpenTransactions.find(con, db)).isEmpty();
        }
    }

    @Test
    void readTransactionLeftOpenIsFound() throws Exception {
        Path db = dir.resolve("read.db");
        Sqlite.execute(db, "CREATE TABLE t(x)", "INSERT INTO t VALUES (1)");
        try (Connection con = Sqlite.open(db); Statement st = con.createStatement()) {
            st.execute("BEGIN");
            st.executeQuery("SELECT * FROM t").close();
            assertThat(OpenTransactions.lockHeldOn(db)).get().asString().contains("read lock", "only read")
                    .doesNotContain("write lock (");
            st.execute("COMMIT");
        }
    }

    /** The student's case: every write committed, but a query's result set left open holds its read lock. */
    @Test
    void anUnclosedResultSetIsNamedNotATransaction() throws Exception {
        Path db = dir.resolve("open-query.db");
        Sqlite.execute(db, "CREATE TABLE t(x)", "INSERT INTO t VALUES (1)", "INSERT INTO t VALUES (2)");
        try (Connection con = Sqlite.open(db); Statement st = con.createStatement()) {
            java.sql.ResultSet rows = st.executeQuery("SELECT * FROM t");
            assertThat(rows.next()).isTrue();
            assertThat(OpenTransactions.find(con, db)).get().asString().contains("result set or statement was not closed")
                    .doesNotContain("write lock (");
            rows.close();
            assertThat(OpenTransactions.find(con, db)).isEmpty();
        }
    }

    @Test
    void autocommitOffIsFound() throws Exception {
        Path db = dir.resolve("jdbc.db");
        Sqlite.execute(db, "CREATE TABLE t(x)");
        try (Connection con = Sqlite.open(db)) {
            con.setAutoCommit(false);
            assertThat(OpenTransactions.find(con, db)).get().asString().contains("autocommit off");
            con.setAutoCommit(true);
        }
    }
}
