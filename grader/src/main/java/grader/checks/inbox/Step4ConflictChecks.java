package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.Values;
import grader.check.db.Sqlite;
import labs.ConflictException;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "inbox", step = 4, title = "the same id with another qty is a conflict")
class Step4ConflictChecks {
    private static final String CONFLICT = "receive(con, {id=\"snack-7\", qty=8}, null) after snack-7/7";

    @TempDir
    Path dir;

    @Check(id = "conflict-keeps-first", happyPath = true,
            purpose = "snack-7/8 after snack-7/7 is not applied: the record snack-7/7 and the total 7 are kept")
    void conflictKeepsFirst(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Sink.applyNew(lab, con, db, "snack-7", 7);
            Object outcome;
            try {
                outcome = lab.receive(con, Sink.event("snack-7", 8), null);
            } catch (Exception refused) {
                Stubs.rethrowIfStub(refused);
                outcome = refused;
            }
            Expect.trying(CONFLICT).state(() -> Sink.dump(db)).holds(!Boolean.TRUE.equals(outcome),
                    "not applied (a ConflictException)", outcome);
            Sink.requireState(db, CONFLICT, List.of(Sink.row("snack-7", 7)), 7);
        }
    }

    @Check(id = "conflict-is-conflict-exception",
            purpose = "a conflicting resend throws labs.ConflictException, not false (false means a valid duplicate)")
    void conflictIsConflictException(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Sink.applyNew(lab, con, db, "snack-7", 7);
            Expect.trying(CONFLICT).state(() -> Sink.dump(db))
                    .throwsA(ConflictException.class, () -> lab.receive(con, Sink.event("snack-7", 8L), null));
        }
    }

    @Check(id = "new-instance-sees-conflict",
            purpose = "snack-7/8 sent to a new instance after another instance applied snack-7/7 is a ConflictException; record and total kept")
    void newInstanceSeesConflict(InboxLab lab, InboxLab restarted) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Sink.applyNew(lab, con, db, "snack-7", 7);
        }
        String tried = CONFLICT + ", sent on a new connection to a new instance of the submission's class";
        try (Connection con = Sqlite.open(db)) {
            Expect.trying(tried).state(() -> Sink.dump(db))
                    .throwsA(ConflictException.class, () -> restarted.receive(con, Sink.event("snack-7", 8), null));
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
            Sink.requireNoOpenTransaction(con, db, tried);
        }
    }

    @Check(id = "conflict-leaves-no-transaction",
            purpose = "after a conflict no transaction is left open and the same connection goes on receiving")
    void conflictLeavesNoTransaction(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Sink.applyNew(lab, con, db, "snack-7", 7);
            Sink.requireThrows(Expect.trying(CONFLICT).state(() -> Sink.dump(db)),
                    () -> lab.receive(con, Sink.event("snack-7", 8), null));
            Sink.requireNoOpenTransaction(con, db, CONFLICT);
            String next = "receive(con, {id=\"snack-8\", qty=7}, null) on the same connection after the conflict";
            Expect.trying(next).state(() -> Sink.dump(db)).returns(true, () -> lab.receive(con, Sink.event("snack-8", 7), null));
            Sink.requireState(db, next, List.of(Sink.row("snack-7", 7), Sink.row("snack-8", 7)), 14);
        }
    }

    @Check(id = "seed-table-row-by-row",
            purpose = "the seed's table holds exactly: snack-7/7 true, again false, snack-7/8 conflict, snack-8/7 true; rows 1,1,1,2; total 7,7,7,14")
    void seedTableRowByRow(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        List<Map<String, Object>> one = List.of(Sink.row("snack-7", 7));
        try (Connection con = Sqlite.open(db)) {
            row(lab, con, db, "snack-7", 7, true, one, 7);
            row(lab, con, db, "snack-7", 7, false, one, 7);
            row(lab, con, db, "snack-7", 8, ConflictException.class, one, 7);
            row(lab, con, db, "snack-8", 7, true, List.of(Sink.row("snack-7", 7), Sink.row("snack-8", 7)), 14);
            Sink.requireNoOpenTransaction(con, db, "the seed's four calls");
        }
    }

    private static void row(InboxLab lab, Connection con, Path db, String id, long qty, Object outcome,
            List<Map<String, Object>> rows, long total) throws Exception {
        String tried = "in the seed's table, receive(con, {id=\"" + id + "\", qty=" + qty + "}, null)";
        Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
        if (outcome instanceof Class) {
            attempt.throwsA(ConflictException.class, () -> lab.receive(con, Sink.event(id, qty), null));
        } else {
            attempt.returns(outcome, () -> lab.receive(con, Sink.event(id, qty), null));
        }
        Sink.requireState(db, tried + " (expected " + (outcome instanceof Class ? "Conflict" : Values.show(outcome))
                + ", " + rows.size() + " inbox rows, total " + total + ")", rows, total);
    }

    @Check(id = "generated-receives-with-conflicts",
            purpose = "generated receives with conflicting resends (another qty) throw ConflictException and keep the earlier record and total, and otherwise keep to the contract's model after every call")
    void generatedReceivesWithConflicts(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new InboxExplored(instances, dir, context), new InboxGenerator(4, InboxGenerator.CALLS));
    }
}
