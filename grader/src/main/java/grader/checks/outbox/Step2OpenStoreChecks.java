package grader.checks.outbox;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.explore.ExceptionKinds;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.DbState;
import grader.check.db.OpenTransactions;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "outbox", step = 2, title = "open the source and sink stores")
class Step2OpenStoreChecks {
    @TempDir
    Path dir;

    @Check(id = "opens-both-roles", purpose = "source gets orders and outbox, sink gets inbox and the stock row (1, 0)",
            happyPath = true)
    void opensBothRoles(OutboxLab lab) throws Exception {
        Path source = dir.resolve("source.db");
        Path sink = dir.resolve("sink.db");
        open(lab, source, "source");
        open(lab, sink, "sink");
        Attempt attempt = Expect.trying("openStore(source.db, \"source\") and openStore(sink.db, \"sink\")")
                .state(() -> DbState.dump(source, "orders", "outbox") + "; " + DbState.dump(sink, "inbox", "stock"));
        for (String table : List.of("orders", "outbox")) {
            attempt.holds(OutboxFiles.tableExists(source, table), "table " + table + " in source.db", "no such table");
        }
        for (String table : List.of("inbox", "stock")) {
            attempt.holds(OutboxFiles.tableExists(sink, table), "table " + table + " in sink.db", "no such table");
        }
        attempt.holds(OutboxFiles.rows(sink, "SELECT id, total FROM stock").equals(List.of(Map.of("id", 1, "total", 0))),
                "stock holds exactly the row (1, 0)", DbState.dump(sink, "stock"));
    }

    @Check(id = "bad-role-before-connecting", purpose = "a role other than source or sink is rejected before any file is created")
    void badRoleBeforeConnecting(OutboxLab lab) {
        for (String role : new String[] {"Source", "SINK", "sinks", "", " source", "both", null}) {
            Path file = dir.resolve("role-" + (role == null ? "null" : Integer.toHexString(role.hashCode())) + ".db");
            Attempt attempt = Expect.trying("openStore(" + file.getFileName() + ", " + (role == null ? "null" : "\"" + role + "\"") + ")");
            attempt.throwsA(IllegalArgumentException.class, () -> closeIfOpened(lab.openStore(file.toString(), role)));
            attempt.holds(!Files.exists(file), "no database file created for a bad role", "the file " + file.getFileName() + " exists");
        }
    }

    @Check(id = "autocommit-and-busy-timeout", purpose = "the connection is in autocommit mode with a busy timeout of 1000 ms")
    void autocommitAndBusyTimeout(OutboxLab lab) throws Exception {
        for (String role : List.of("source", "sink")) {
            Path file = dir.resolve(role + ".db");
            Attempt attempt = Expect.trying("openStore(" + file.getFileName() + ", \"" + role + "\"), then PRAGMA busy_timeout");
            try (Connection con = attempt.returns(() -> lab.openStore(file.toString(), role))) {
                attempt.holds(con.getAutoCommit(), "autocommit on (explicit BEGIN/COMMIT only)", "autocommit off");
                attempt.returns(1000, () -> busyTimeout(con));
                OutboxFiles.requireNoOpenTransaction(attempt, con, file);
            }
        }
    }

    @Check(id = "schema-matches-contract", purpose = "the tables have the contract's columns and constraints")
    void schemaMatchesContract(OutboxLab lab) throws Exception {
        Path source = dir.resolve("source.db");
        Path sink = dir.resolve("sink.db");
        open(lab, source, "source");
        open(lab, sink, "sink");
        SchemaProbe.requireColumns(source, "orders", "id TEXT 0 1", "qty INTEGER 1 0");
        SchemaProbe.requireColumns(source, "outbox", "seq INTEGER 0 1", "id TEXT 1 0", "qty INTEGER 1 0", "sent INTEGER 1 0");
        SchemaProbe.requireColumns(sink, "inbox", "id TEXT 0 1", "qty INTEGER 1 0");
        SchemaProbe.requireColumns(sink, "stock", "id INTEGER 0 1", "total INTEGER 1 0");
        SchemaProbe.requireRejected(source, "INSERT INTO outbox (id, qty, sent) VALUES ('x', 1, 2)", "sent must be 0 or 1");
        SchemaProbe.requireRejected(source, "INSERT INTO outbox (id, qty, sent) VALUES ('x', 1, 0), ('x', 1, 0)",
                "outbox.id must be UNIQUE");
        SchemaProbe.requireRejected(sink, "INSERT INTO stock (id, total) VALUES (2, 0)", "stock.id must be 1");
        SchemaProbe.requireAutoincrement(source);
    }

    @Check(id = "roles-stay-separate", purpose = "a source file gets no sink tables and a sink file no source tables")
    void rolesStaySeparate(OutboxLab lab) throws Exception {
        Path source = dir.resolve("source.db");
        Path sink = dir.resolve("sink.db");
        open(lab, source, "source");
        open(lab, sink, "sink");
        Attempt attempt = Expect.trying("openStore(source.db, \"source\") and openStore(sink.db, \"sink\")");
        for (String table : List.of("inbox", "stock")) {
            attempt.holds(!OutboxFiles.tableExists(source, table), "no table " + table + " in the source", "it exists");
        }
        for (String table : List.of("orders", "outbox")) {
            attempt.holds(!OutboxFiles.tableExists(sink, table), "no table " + table + " in the sink", "it exists");
        }
    }

    @Check(id = "existing-records-kept", purpose = "opening an existing store again keeps every row and the stock total")
    void existingRecordsKept(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        Path sink = OutboxFiles.sink(dir);
        OutboxFiles.addOrder(source, "snack-7", 7, 1);
        OutboxFiles.addOrder(source, "snack-8", 8, 0);
        OutboxFiles.setup(sink, "INSERT INTO inbox VALUES ('snack-7', 7)", "UPDATE stock SET total = 42");
        String sourceBefore = OutboxFiles.dumpSource(source);
        String sinkBefore = OutboxFiles.dumpSink(sink);
        for (int round = 1; round <= 2; round++) {
            open(lab, source, "source");
            open(lab, sink, "sink");
            Expect.trying("openStore on an existing source and sink (round " + round + ")")
                    .holds(sourceBefore.equals(OutboxFiles.dumpSource(source)) && sinkBefore.equals(OutboxFiles.dumpSink(sink)),
                            "unchanged: " + sourceBefore + "; " + sinkBefore,
                            OutboxFiles.dumpSource(source) + "; " + OutboxFiles.dumpSink(sink));
        }
    }

    @Check(id = "missing-stock-row-added", purpose = "a sink whose stock table is empty gets the row (1, 0)")
    void missingStockRowAdded(OutboxLab lab) throws Exception {
        Path sink = dir.resolve("sink.db");
        OutboxFiles.setup(sink, OutboxFiles.SINK_SCHEMA_INBOX, OutboxFiles.SINK_SCHEMA_STOCK);
        open(lab, sink, "sink");
        Expect.trying("openStore(sink.db, \"sink\") with tables but no stock row").state(() -> OutboxFiles.dumpSink(sink))
                .returns(List.of(Map.of("id", 1, "total", 0)), () -> OutboxFiles.rows(sink, "SELECT id, total FROM stock"));
    }

    @Check(id = "failed-init-closes-and-rolls-back", purpose = "a failing initialisation creates nothing and closes its connection")
    void failedInitClosesAndRollsBack(OutboxLab lab) throws Exception {
        Path sink = dir.resolve("sink.db");
        OutboxFiles.setup(sink, OutboxFiles.SINK_SCHEMA_STOCK,
                "CREATE TRIGGER refuse BEFORE INSERT ON stock BEGIN SELECT RAISE(ABORT, 'grader refuses the stock row'); END");
        Attempt attempt = Expect.trying("openStore(sink.db, \"sink\") where inserting the stock row fails (a trigger refuses it)")
                .state(() -> DbState.dump(sink, "inbox", "stock"));
        Exception thrown = attempt.throwsA(Exception.class, () -> closeIfOpened(lab.openStore(sink.toString(), "sink")));
        Stubs.rethrowIfStub(thrown);
        ExceptionKinds.requireDatabaseError(attempt, thrown);
        attempt.holds(!OutboxFiles.tableExists(sink, "inbox"), "no inbox table: initialisation is one transaction, rolled back",
                "the inbox table was created and kept");
        OpenFiles.requireNoneOn(attempt, sink);
        OpenTransactions.lockHeldOn(sink).ifPresent(problem -> {
            throw attempt.fail("no lock left on sink.db", problem);
        });
    }

    private static void open(OutboxLab lab, Path file, String role) throws Exception {
        Attempt attempt = Expect.trying("openStore(" + file.getFileName() + ", \"" + role + "\")");
        try (Connection con = attempt.returns(() -> lab.openStore(file.toString(), role))) {
            attempt.holds(con != null, "a connection", "null");
            OutboxFiles.requireNoOpenTransaction(attempt, con, file);
        }
    }

    private static Object closeIfOpened(Connection con) throws Exception {
        if (con != null) {
            con.close();
        }
        return con;
    }

    private static int busyTimeout(Connection con) throws Exception {
        try (Statement st = con.createStatement(); ResultSet rs = st.executeQuery("PRAGMA busy_timeout")) {
            return rs.next() ? rs.getInt(1) : -1;
        }
    }
}
