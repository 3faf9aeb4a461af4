package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import grader.check.Attempt;
import grader.check.explore.ExceptionKinds;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.DbState;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "inbox", step = 1, title = "create the sink schema and the stock row once")
class Step1InitSinkChecks {
    @TempDir
    Path dir;

    @Check(id = "creates-schema-and-stock-row", happyPath = true,
            purpose = "initSink on a new file creates inbox and stock with the single row (1, 0)")
    void createsSchemaAndStockRow(InboxLab lab) throws Exception {
        Path db = dir.resolve("sink.db");
        try (Connection con = Sqlite.open(db)) {
            Expect.trying("initSink(con) on a new file").state(() -> Sink.dump(db)).returns(() -> {
                lab.initSink(con);
                return null;
            });
            Attempt read = Expect.trying("initSink(con) on a new file, then reading it back").state(() -> Sink.dump(db));
            read.holds(Sink.tableExists(db, "inbox") && Sink.tableExists(db, "stock"),
                    "tables inbox and stock", "inbox exists: " + Sink.tableExists(db, "inbox")
                            + ", stock exists: " + Sink.tableExists(db, "stock"));
            Sink.requireState(db, "initSink(con) on a new file", List.of(), 0);
            read.holds(DbState.count(db, "stock") == 1, "exactly one stock row", DbState.count(db, "stock") + " rows");
            Sink.requireNoOpenTransaction(con, db, "initSink(con) on a new file");
        }
    }

    @Check(id = "borrowed-connection-stays-open",
            purpose = "initSink leaves the borrowed connection open, in autocommit and usable: only its owner closes it")
    void borrowedConnectionStaysOpen(InboxLab lab) throws Exception {
        Path db = dir.resolve("sink.db");
        try (Connection con = Sqlite.open(db)) {
            String tried = "initSink(con), then using con again";
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            attempt.returns(() -> {
                lab.initSink(con);
                return null;
            });
            attempt.holds(!con.isClosed(), "the connection still open", "it was closed");
            attempt.holds(con.getAutoCommit(), "autocommit on, as the connection was handed over", "autocommit off");
            attempt.returns(1L, () -> {
                try (Statement st = con.createStatement(); ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM stock")) {
                    rs.next();
                    return rs.getLong(1);
                }
            });
        }
    }

    @Check(id = "rerun-keeps-rows-and-total",
            purpose = "calling initSink again keeps every inbox row and the total (no reset on restart)")
    void rerunKeepsRowsAndTotal(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        // The total is the stock, not the sum of the inbox: ids kept only for a while (the lab
        // leaves how long to the receiver) leave a total no inbox rows add up to. An init that
        // rebuilds the total from the inbox passes a state where the two agree, so this one differs.
        Sqlite.execute(db, "INSERT INTO inbox(id, qty) VALUES ('snack-8', 5)", "UPDATE stock SET total = 12 WHERE id = 1");
        String tried = "initSink(con) again (a restart) after snack-7/7 and snack-8/5 were stored (total 12)"
                + " and snack-7's inbox row was since pruned";
        for (int restart = 1; restart <= 2; restart++) {
            try (Connection con = Sqlite.open(db)) {
                Expect.trying(tried + ", restart " + restart).state(() -> Sink.dump(db)).returns(() -> {
                    lab.initSink(con);
                    return null;
                });
                Sink.requireNoOpenTransaction(con, db, tried);
            }
            Sink.requireState(db, tried + ", restart " + restart, List.of(Sink.row("snack-8", 5)), 12);
        }
    }

    @Check(id = "schema-enforces-keys",
            purpose = "inbox.id is the primary key, qty is NOT NULL, and stock only admits the row id 1")
    void schemaEnforcesKeys(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        Sqlite.execute(db, "INSERT INTO inbox(id, qty) VALUES ('snack-7', 7)");
        rejects(db, "INSERT INTO inbox(id, qty) VALUES ('snack-7', 8)", "a second inbox row with id snack-7");
        rejects(db, "INSERT INTO inbox(id, qty) VALUES ('snack-9', NULL)", "an inbox row with qty NULL");
        rejects(db, "INSERT INTO stock(id, total) VALUES (2, 0)", "a stock row with id 2");
        rejects(db, "UPDATE stock SET total = NULL WHERE id = 1", "a stock total of NULL");
    }

    private static void rejects(Path db, String sql, String what) throws Exception {
        Attempt attempt = Expect.trying("after initSink, the grader inserts " + what + ": " + sql)
                .state(() -> Sink.dump(db));
        attempt.throwsA(java.sql.SQLException.class, () -> {
            Sqlite.execute(db, sql);
            return "the statement was accepted";
        });
    }

    @Check(id = "one-transaction",
            purpose = "initSink is one transaction: when the stock row cannot be written, no table is left behind")
    void oneTransaction(InboxLab lab) throws Exception {
        Path db = dir.resolve("sink.db");
        // A view named stock: CREATE TABLE IF NOT EXISTS skips it and the stock row cannot be written.
        Sqlite.execute(db, "CREATE VIEW stock AS SELECT 1 AS id, 0 AS total WHERE 0");
        String tried = "initSink(con) on a file where the grader made stock a view, so the stock row cannot be inserted";
        try (Connection con = Sqlite.open(db)) {
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            Exception thrown = Sink.requireThrows(attempt, () -> {
                lab.initSink(con);
                return "initSink finished";
            });
            ExceptionKinds.requireDatabaseError(attempt, thrown);
            attempt.holds(!Sink.tableExists(db, "inbox"),
                    "initSink fails and its transaction is rolled back, so no inbox table exists",
                    "an inbox table was left behind: the schema was not created in one transaction");
            Sink.requireNoOpenTransaction(con, db, tried);
        }
    }
}
