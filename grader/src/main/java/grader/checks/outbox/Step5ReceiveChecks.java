package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.db.DbState;
import labs.ConflictException;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "outbox", step = 5, title = "apply a received event once")
class Step5ReceiveChecks {
    @TempDir
    Path dir;

    @Check(id = "new-event-applied", purpose = "a new id inserts its inbox row, adds qty to the total, returns true",
            happyPath = true)
    void newEventApplied(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        try (Connection con = OutboxFiles.borrowed(sink)) {
            Attempt attempt = Expect.trying("receive(con, {id=\"snack-7\", qty=7}, fault=null) on an empty sink")
                    .state(() -> OutboxFiles.dumpSink(sink));
            attempt.returns(true, () -> lab.receive(con, event("snack-7", 7), null));
            attempt.returns(List.of(Map.of("id", "snack-7", "qty", 7)), () -> DbState.rows(sink, "SELECT id, qty FROM inbox"));
            attempt.returns(7L, () -> OutboxFiles.total(sink));
            OutboxFiles.requireNoOpenTransaction(attempt, con, sink);
        }
    }

    @Check(id = "seed-table-holds", purpose = "snack-7/7 true, again false, snack-7/8 Conflict, snack-8/7 true: totals 7, 7, 7, 14")
    void seedTableHolds(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        try (Connection con = OutboxFiles.borrowed(sink)) {
            step(lab, con, sink, "snack-7", 7, true, 1, 7);
            step(lab, con, sink, "snack-7", 7, false, 1, 7);
            step(lab, con, sink, "snack-7", 8, null, 1, 7);
            step(lab, con, sink, "snack-8", 7, true, 2, 14);
        }
    }

    @Check(id = "receive-fault-points-in-order", purpose = "faults after-inbox, after-total, then after-commit, with the commit in between")
    void receiveFaultPointsInOrder(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        Map<String, String> seen = new LinkedHashMap<>();
        RecordingHook hook = RecordingHook.probing(point -> seen.put(point,
                DbState.count(sink, "inbox") + " inbox row(s), total " + OutboxFiles.total(sink)));
        try (Connection con = OutboxFiles.borrowed(sink)) {
            Attempt attempt = Expect.trying("receive(con, {id=\"snack-7\", qty=7}, a recording fault hook), reading the sink at each point")
                    .state(() -> OutboxFiles.dumpSink(sink));
            attempt.returns(true, () -> lab.receive(con, event("snack-7", 7), hook));
            attempt.returns(List.of("after-inbox", "after-total", "after-commit"), hook::points);
            attempt.returns(Map.of("after-inbox", "0 inbox row(s), total 0", "after-total", "0 inbox row(s), total 0",
                    "after-commit", "1 inbox row(s), total 7"), () -> seen);
        }
    }

    @Check(id = "receive-fault-before-commit-rolls-back", purpose = "a fault at after-inbox or after-total applies nothing and comes out unchanged")
    void receiveFaultBeforeCommitRollsBack(OutboxLab lab) throws Exception {
        for (String point : List.of("after-inbox", "after-total")) {
            Path sink = OutboxFiles.sink(dir.resolve(point));
            try (Connection con = OutboxFiles.borrowed(sink)) {
                InjectedFault fault = new InjectedFault(point);
                Attempt attempt = Expect.trying("receive(con, {id=\"snack-7\", qty=7}) with a fault thrown at " + point)
                        .state(() -> OutboxFiles.dumpSink(sink));
                InjectedFault thrown = attempt.throwsA(InjectedFault.class,
                        () -> lab.receive(con, event("snack-7", 7), RecordingHook.failingAt(point, fault)));
                attempt.holds(thrown == fault, "the hook's own exception, unchanged", thrown);
                attempt.returns(0L, () -> DbState.count(sink, "inbox"));
                attempt.returns(0L, () -> OutboxFiles.total(sink));
                OutboxFiles.requireNoOpenTransaction(attempt, con, sink);
                Expect.trying("receive(con, {id=\"snack-7\", qty=7}) again without a fault, after the rollback at " + point)
                        .state(() -> OutboxFiles.dumpSink(sink))
                        .returns(true, () -> lab.receive(con, event("snack-7", 7), null));
            }
        }
    }

    @Check(id = "receive-fault-after-commit-keeps-effect", purpose = "a fault at after-commit comes out unchanged and the effect stays, once")
    void receiveFaultAfterCommitKeepsEffect(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        try (Connection con = OutboxFiles.borrowed(sink)) {
            InjectedFault fault = new InjectedFault("after-commit");
            Attempt attempt = Expect.trying("receive(con, {id=\"snack-7\", qty=7}) with a fault at after-commit, then a resend")
                    .state(() -> OutboxFiles.dumpSink(sink));
            InjectedFault thrown = attempt.throwsA(InjectedFault.class,
                    () -> lab.receive(con, event("snack-7", 7), RecordingHook.failingAt("after-commit", fault)));
            attempt.holds(thrown == fault, "the hook's own exception, unchanged", thrown);
            attempt.returns(7L, () -> OutboxFiles.total(sink));
            OutboxFiles.requireNoOpenTransaction(attempt, con, sink);
            attempt.returns(false, () -> lab.receive(con, event("snack-7", 7), null));
            attempt.returns(7L, () -> OutboxFiles.total(sink));
        }
    }

    @Check(id = "invalid-event-applies-nothing", purpose = "an invalid event is rejected before anything is written")
    void invalidEventAppliesNothing(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        try (Connection con = OutboxFiles.borrowed(sink)) {
            for (Map<String, Object> bad : List.of(event("snack-7", 1001), event("", 7), event("snack-7", 7.0))) {
                Attempt attempt = Expect.trying("receive(con, " + Values.show(bad) + ")")
                        .state(() -> OutboxFiles.dumpSink(sink));
                attempt.throwsA(IllegalArgumentException.class, () -> lab.receive(con, bad, null));
                attempt.returns(0L, () -> DbState.count(sink, "inbox"));
                attempt.returns(0L, () -> OutboxFiles.total(sink));
            }
        }
    }

    @Check(id = "racing-receives-apply-once", purpose = "two connections receiving the same new id at once apply it once")
    void racingReceivesApplyOnce(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        for (int round = 1; round <= 40; round++) {
            String id = "race-" + round;
            boolean heldBack = round % 2 == 0;
            Race.Outcome outcome = Race.twice(sink, con -> lab.receive(con, event(id, 2), null), heldBack);
            long expected = 2L * round;
            Attempt attempt = Expect.trying("receive(con, {id=\"" + id + "\", qty=2}) " + Race.how(heldBack))
                    .state(() -> OutboxFiles.dumpSink(sink));
            attempt.holds(outcome.oneTrueOneFalse(), "one true and one false", outcome.toString());
            attempt.returns(expected, () -> OutboxFiles.total(sink));
        }
    }

    private static void step(OutboxLab lab, Connection con, Path sink, String id, int qty, Boolean applied,
            long rows, long total) throws Exception {
        Attempt attempt = Expect.trying("receive(con, {id=\"" + id + "\", qty=" + qty + "}) in the seed's sequence")
                .state(() -> OutboxFiles.dumpSink(sink));
        if (applied == null) {
            attempt.throwsA(ConflictException.class, () -> lab.receive(con, event(id, qty), null));
        } else {
            attempt.returns(applied, () -> lab.receive(con, event(id, qty), null));
        }
        attempt.returns(rows, () -> DbState.count(sink, "inbox"));
        attempt.returns(total, () -> OutboxFiles.total(sink));
        OutboxFiles.requireNoOpenTransaction(attempt, con, sink);
    }
}
