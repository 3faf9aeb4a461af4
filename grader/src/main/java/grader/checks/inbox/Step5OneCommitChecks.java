package grader.checks.inbox;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.db.Sqlite;
import labs.FaultHook;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "inbox", step = 5, title = "the inbox row and the total commit together")
class Step5OneCommitChecks {
    private static final List<String> POINTS = List.of("after-inbox", "after-total", "after-commit");

    @TempDir
    Path dir;

    @Check(id = "hooks-called-in-order", happyPath = true,
            purpose = "a new event calls the fault hook at after-inbox, after-total, after-commit, once each and in order")
    void hooksCalledInOrder(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        List<String> calls = new ArrayList<>();
        String tried = "receive(con, {id=\"snack-7\", qty=7}, a hook that records its points and returns)";
        try (Connection con = Sqlite.open(db)) {
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            attempt.returns(true, () -> lab.receive(con, Sink.event("snack-7", 7), calls::add));
            attempt.holds(calls.equals(POINTS), "hook calls " + POINTS, calls);
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
        }
    }

    @Check(id = "hook-points-see-the-right-state",
            purpose = "at after-inbox and after-total another connection still sees nothing; at after-commit it sees the row and total 7")
    void hookPointsSeeTheRightState(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        List<String> seen = new ArrayList<>();
        FaultHook reader = point -> seen.add(point + ": " + Sink.inbox(db).size() + " inbox rows, total " + Sink.total(db));
        String tried = "receive(con, {id=\"snack-7\", qty=7}, a hook that reads the sink through its own connection)";
        List<String> expected = List.of("after-inbox: 0 inbox rows, total 0", "after-total: 0 inbox rows, total 0",
                "after-commit: 1 inbox rows, total 7");
        try (Connection con = Sqlite.open(db)) {
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            attempt.returns(true, () -> lab.receive(con, Sink.event("snack-7", 7), reader));
            attempt.holds(seen.equals(expected), "what the hook read: " + expected, seen);
        }
    }

    @Check(id = "fault-after-inbox-rolls-back",
            purpose = "a hook throwing at after-inbox rolls the inbox row back, and receive throws that very exception")
    void faultAfterInboxRollsBack(InboxLab lab) throws Exception {
        failBeforeCommit(lab, "after-inbox", new IllegalStateException("grader fault at after-inbox"));
    }

    @Check(id = "fault-after-total-rolls-back",
            purpose = "a hook throwing a checked exception at after-total rolls both writes back and is passed on unchanged")
    void faultAfterTotalRollsBack(InboxLab lab) throws Exception {
        failBeforeCommit(lab, "after-total", new IOException("grader fault at after-total"));
    }

    private void failBeforeCommit(InboxLab lab, String point, Exception fault) throws Exception {
        Path db = Sink.initialised(lab, dir);
        String tried = "receive(con, {id=\"snack-7\", qty=7}, a hook that throws new " + fault.getClass().getSimpleName()
                + "(\"" + fault.getMessage() + "\") at " + point + ")";
        try (Connection con = Sqlite.open(db)) {
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            Exception thrown = Sink.requireThrows(attempt, () -> lab.receive(con, Sink.event("snack-7", 7), failingAt(point, fault)));
            attempt.holds(thrown == fault, "the hook's own exception object, passed on unchanged", thrown);
            Sink.requireState(db, tried + " (nothing may stay: the commit never happened)", List.of(), 0);
            Sink.requireNoOpenTransaction(con, db, tried);
            resendAppliesOnce(lab, con, db, "after the failure at " + point);
        }
    }

    @Check(id = "fault-after-commit-keeps-commit",
            purpose = "a hook throwing at after-commit is passed on, and the committed row and total stay")
    void faultAfterCommitKeepsCommit(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        RuntimeException fault = new IllegalStateException("grader fault at after-commit");
        String tried = "receive(con, {id=\"snack-7\", qty=7}, a hook that throws at after-commit)";
        try (Connection con = Sqlite.open(db)) {
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            Exception thrown = Sink.requireThrows(attempt, () -> lab.receive(con, Sink.event("snack-7", 7), failingAt("after-commit", fault)));
            attempt.holds(thrown == fault, "the hook's own exception object, passed on unchanged", thrown);
            Sink.requireState(db, tried + " (the commit had happened, so it stays)", List.of(Sink.row("snack-7", 7)), 7);
            Sink.requireNoOpenTransaction(con, db, tried);
            String resend = "receive(con, {id=\"snack-7\", qty=7}, null) resent after the failure at after-commit";
            Expect.trying(resend).state(() -> Sink.dump(db)).returns(false, () -> lab.receive(con, Sink.event("snack-7", 7), null));
            Sink.requireState(db, resend, List.of(Sink.row("snack-7", 7)), 7);
        }
    }

    /** After a rolled-back attempt the resend is new work: applied exactly once. */
    private static void resendAppliesOnce(InboxLab lab, Connection con, Path db, String after) throws Exception {
        String first = "receive(con, {id=\"snack-7\", qty=7}, null) resent " + after;
        Expect.trying(first).state(() -> Sink.dump(db)).returns(true, () -> lab.receive(con, Sink.event("snack-7", 7), null));
        String second = "receive(con, {id=\"snack-7\", qty=7}, null) resent once more " + after;
        Expect.trying(second).state(() -> Sink.dump(db)).returns(false, () -> lab.receive(con, Sink.event("snack-7", 7), null));
        Sink.requireState(db, second, List.of(Sink.row("snack-7", 7)), 7);
    }

    private static FaultHook failingAt(String point, Exception fault) {
        return reached -> {
            if (reached.equals(point)) {
                throw fault;
            }
        };
    }

    @Check(id = "generated-receives-with-faults-and-failures",
            purpose = "generated receives whose hook throws at a fault point, or whose sink's writes fail for a while, pass the error on unchanged, roll back what came before the commit, keep what came after it, and otherwise keep to the contract's model")
    void generatedReceivesWithFaultsAndFailures(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new InboxExplored(instances, dir, context), new InboxGenerator(5, InboxGenerator.CALLS));
    }
}
