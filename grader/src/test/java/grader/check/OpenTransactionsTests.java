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
            assertThat(OpenTransactions.find(con, db)).isPresent();
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
            assertThat(OpenTransactions.lockHeldOn(db)).isPresent();
            st.execute("COMMIT");
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
