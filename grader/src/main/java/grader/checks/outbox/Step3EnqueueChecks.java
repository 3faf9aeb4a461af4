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

@LabStep(lab = "outbox", step = 3, title = "store the order and its intent to send together")
class Step3EnqueueChecks {
    @TempDir
    Path dir;

    @Check(id = "new-order-and-outbox-row", purpose = "a new event inserts its order and a pending outbox row, returns true",
            happyPath = true)
    void newOrderAndOutboxRow(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}, fault=null) on an empty source")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(true, () -> lab.enqueue(con, event("snack-7", 7), null));
            attempt.returns(List.of(Map.of("id", "snack-7", "qty", 7)), () -> DbState.rows(source, "SELECT id, qty FROM orders"));
            attempt.returns(List.of(Map.of("id", "snack-7", "qty", 7, "sent", 0)),
                    () -> DbState.rows(source, "SELECT id, qty, sent FROM outbox"));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "fault-points-in-order", purpose = "faults after-order, after-outbox, then after-commit, with the commit in between")
    void faultPointsInOrder(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        Map<String, Long> visibleRows = new LinkedHashMap<>();
        RecordingHook hook = RecordingHook.probing(point -> visibleRows.put(point, DbState.count(source, "outbox")
                + DbState.count(source, "orders")));
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}, a recording fault hook)")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(true, () -> lab.enqueue(con, event("snack-7", 7), hook));
            attempt.returns(List.of("after-order", "after-outbox", "after-commit"), hook::points);
            attempt.returns(Map.of("after-order", 0L, "after-outbox", 0L, "after-commit", 2L), () -> visibleRows);
        }
    }

    @Check(id = "duplicate-same-qty-no-change", purpose = "the same id and qty again returns false, changes nothing, calls no fault")
    void duplicateSameQtyNoChange(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Expect.trying("enqueue(con, {id=\"snack-7\", qty=7})").returns(true, () -> lab.enqueue(con, event("snack-7", 7), null));
            String before = OutboxFiles.dumpSource(source);
            RecordingHook hook = RecordingHook.recording();
            Attempt attempt = Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}) a second time")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(false, () -> lab.enqueue(con, event("snack-7", 7), hook));
            attempt.returns(before, () -> OutboxFiles.dumpSource(source));
            attempt.returns(List.of(), hook::points);
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "conflict-keeps-first", purpose = "the same id with another qty is a Conflict and the first order stays")
    void conflictKeepsFirst(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Expect.trying("enqueue(con, {id=\"snack-7\", qty=7})").returns(true, () -> lab.enqueue(con, event("snack-7", 7), null));
            String before = OutboxFiles.dumpSource(source);
            Attempt attempt = Expect.trying("enqueue(con, {id=\"snack-7\", qty=8}) after snack-7 was stored with qty 7")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.throwsA(ConflictException.class, () -> lab.enqueue(con, event("snack-7", 8), null));
            attempt.returns(before, () -> OutboxFiles.dumpSource(source));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "fault-before-commit-rolls-back", purpose = "a fault at after-order or after-outbox rolls everything back and comes out unchanged")
    void faultBeforeCommitRollsBack(OutboxLab lab) throws Exception {
        for (String point : List.of("after-order", "after-outbox")) {
            Path source = OutboxFiles.source(dir.resolve(point));
            try (Connection con = OutboxFiles.borrowed(source)) {
                InjectedFault fault = new InjectedFault(point);
                Attempt attempt = Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}) with a fault thrown at " + point)
                        .state(() -> OutboxFiles.dumpSource(source));
                InjectedFault thrown = attempt.throwsA(InjectedFault.class,
                        () -> lab.enqueue(con, event("snack-7", 7), RecordingHook.failingAt(point, fault)));
                attempt.holds(thrown == fault, "the hook's own exception, unchanged", thrown);
                attempt.returns(0L, () -> DbState.count(source, "orders") + DbState.count(source, "outbox"));
                OutboxFiles.requireNoOpenTransaction(attempt, con, source);
                Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}) again without a fault, after the rollback at " + point)
                        .state(() -> OutboxFiles.dumpSource(source))
                        .returns(true, () -> lab.enqueue(con, event("snack-7", 7), null));
            }
        }
    }

    @Check(id = "fault-after-commit-keeps-rows", purpose = "a fault at after-commit comes out unchanged and the committed rows stay")
    void faultAfterCommitKeepsRows(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            InjectedFault fault = new InjectedFault("after-commit");
            Attempt attempt = Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}) with a fault thrown at after-commit")
                    .state(() -> OutboxFiles.dumpSource(source));
            InjectedFault thrown = attempt.throwsA(InjectedFault.class,
                    () -> lab.enqueue(con, event("snack-7", 7), RecordingHook.failingAt("after-commit", fault)));
            attempt.holds(thrown == fault, "the hook's own exception, unchanged", thrown);
            attempt.returns(List.of(Map.of("id", "snack-7", "qty", 7, "sent", 0)),
                    () -> DbState.rows(source, "SELECT id, qty, sent FROM outbox"));
            attempt.returns(1L, () -> DbState.count(source, "orders"));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "invalid-event-writes-nothing", purpose = "an invalid event is rejected before anything is written")
    void invalidEventWritesNothing(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            for (Map<String, Object> bad : List.of(event("snack-7", 0), event("snack 7", 7), event("snack-7", true))) {
                RecordingHook hook = RecordingHook.recording();
                Attempt attempt = Expect.trying("enqueue(con, " + Values.show(bad) + ")")
                        .state(() -> OutboxFiles.dumpSource(source));
                attempt.throwsA(IllegalArgumentException.class, () -> lab.enqueue(con, bad, hook));
                attempt.returns(0L, () -> DbState.count(source, "orders") + DbState.count(source, "outbox"));
                attempt.returns(List.of(), hook::points);
                OutboxFiles.requireNoOpenTransaction(attempt, con, source);
            }
        }
    }

    @Check(id = "racing-enqueues-one-winner", purpose = "two connections enqueueing the same new id at once: one true, one false, no error")
    void racingEnqueuesOneWinner(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        for (int round = 1; round <= 40; round++) {
            String id = "race-" + round;
            boolean heldBack = round % 2 == 0;
            Race.Outcome outcome = Race.twice(source, con -> lab.enqueue(con, event(id, 3), null), heldBack);
            Expect.trying("enqueue(con, {id=\"" + id + "\", qty=3}) " + Race.how(heldBack))
                    .state(() -> OutboxFiles.dumpSource(source))
                    .holds(outcome.oneTrueOneFalse(), "one true and one false", outcome.toString());
        }
    }
}
