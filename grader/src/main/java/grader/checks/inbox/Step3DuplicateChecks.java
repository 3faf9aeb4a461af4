package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "inbox", step = 3, title = "a resend changes nothing; another id is separate work")
class Step3DuplicateChecks {
    @TempDir
    Path dir;

    @Check(id = "resend-returns-false", happyPath = true,
            purpose = "receiving snack-7/7 again returns false (a valid duplicate, not an error) and keeps one inbox row")
    void resendReturnsFalse(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Expect.trying("receive(con, {id=\"snack-7\", qty=7}, null) the first time").state(() -> Sink.dump(db))
                    .returns(true, () -> lab.receive(con, Sink.event("snack-7", 7), null));
            String tried = "receive(con, {id=\"snack-7\", qty=7}, null) again";
            Expect.trying(tried).state(() -> Sink.dump(db))
                    .returns(false, () -> lab.receive(con, Sink.event("snack-7", 7), null));
            List<Map<String, Object>> rows = Sink.inbox(db);
            Expect.trying(tried).state(() -> Sink.dump(db))
                    .holds(rows.size() == 1, "one inbox row", rows);
        }
    }

    @Check(id = "duplicate-changes-nothing",
            purpose = "resending snack-7/7 three times leaves one inbox row, the total at 7 and no open transaction")
    void duplicateChangesNothing(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Sink.applyNew(lab, con, db, "snack-7", 7);
            for (int resend = 1; resend <= 3; resend++) {
                String tried = "receive(con, {id=\"snack-7\", qty=7}, null), resend " + resend + " after it was applied";
                Expect.trying(tried).state(() -> Sink.dump(db))
                        .returns(false, () -> lab.receive(con, Sink.event("snack-7", 7L), null));
                Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
                Sink.requireNoOpenTransaction(con, db, tried);
            }
        }
    }

    @Check(id = "large-qty-resent-as-other-number-type",
            purpose = "snack-7/300 sent as an Integer and resent as a Long (and again as an Integer) is a duplicate: false, total 300")
    void largeQtyResentAsOtherNumberType(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Expect.trying("receive(con, {id=\"snack-7\", qty=300 (an Integer)}, null) the first time").state(() -> Sink.dump(db))
                    .returns(true, () -> lab.receive(con, Sink.event("snack-7", Integer.valueOf(300)), null));
            for (Object qty : new Object[] {Long.valueOf(300), Integer.valueOf(300)}) {
                String tried = "receive(con, {id=\"snack-7\", qty=300 (a " + qty.getClass().getSimpleName()
                        + ")}, null) again: qty compared by value, not by boxed identity or type";
                Expect.trying(tried).state(() -> Sink.dump(db)).returns(false, () -> lab.receive(con, Sink.event("snack-7", qty), null));
                Sink.requireState(db, tried, List.of(Sink.row("snack-7", 300)), 300);
            }
        }
    }

    @Check(id = "new-instance-sees-stored-id",
            purpose = "snack-7/7 applied by one instance and resent to a new instance (a restarted receiver) is a duplicate: the ids live in the database")
    void newInstanceSeesStoredId(InboxLab lab, InboxLab restarted) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Sink.applyNew(lab, con, db, "snack-7", 7);
        }
        String tried = "receive(new connection, {id=\"snack-7\", qty=7}, null) on a new instance of the submission's class, "
                + "after another instance applied it";
        try (Connection con = Sqlite.open(db)) {
            Expect.trying(tried).state(() -> Sink.dump(db)).returns(false, () -> restarted.receive(con, Sink.event("snack-7", 7), null));
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
        }
    }

    @Check(id = "same-qty-other-id-is-separate-work",
            purpose = "snack-8/7 after snack-7/7 is separate work: true, two inbox rows, total 14")
    void sameQtyOtherIdIsSeparateWork(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Sink.applyNew(lab, con, db, "snack-7", 7);
            String tried = "receive(con, {id=\"snack-8\", qty=7}, null) after snack-7/7";
            Expect.trying(tried).state(() -> Sink.dump(db))
                    .returns(true, () -> lab.receive(con, Sink.event("snack-8", 7), null));
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7), Sink.row("snack-8", 7)), 14);
        }
    }

    @Check(id = "seed-sequence-without-conflict",
            purpose = "the seed's calls snack-7/7, snack-7/7 again, snack-8/7 give true/1/7, false/1/7, true/2/14 row by row")
    void seedSequenceWithoutConflict(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            step(lab, con, db, "snack-7", true, List.of(Sink.row("snack-7", 7)), 7);
            step(lab, con, db, "snack-7", false, List.of(Sink.row("snack-7", 7)), 7);
            step(lab, con, db, "snack-8", true, List.of(Sink.row("snack-7", 7), Sink.row("snack-8", 7)), 14);
        }
    }

    private static void step(InboxLab lab, Connection con, Path db, String id, boolean applied,
            List<Map<String, Object>> rows, long total) throws Exception {
        String tried = "in the seed's sequence, receive(con, {id=\"" + id + "\", qty=7}, null)";
        Expect.trying(tried).state(() -> Sink.dump(db)).returns(applied, () -> lab.receive(con, Sink.event(id, 7), null));
        Sink.requireState(db, tried, rows, total);
    }

    @Check(id = "generated-receives-with-resends",
            purpose = "generated receives with resends (the same qty as the other number type) on two sinks return false for a resend, change nothing, and otherwise keep to the contract's model after every call")
    void generatedReceivesWithResends(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new InboxExplored(instances, dir, context), new InboxGenerator(3, InboxGenerator.CALLS));
    }
}
