package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.FreshInstances;
import grader.check.InjectedFault;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.explore.Exploration;
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
            attempt.returns(List.of(Map.of("id", "snack-7", "qty", 7)), () -> OutboxFiles.rows(source, "SELECT id, qty FROM orders"));
            attempt.returns(List.of(Map.of("id", "snack-7", "qty", 7, "sent", 0)),
                    () -> OutboxFiles.rows(source, "SELECT id, qty, sent FROM outbox"));
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
                    () -> OutboxFiles.rows(source, "SELECT id, qty, sent FROM outbox"));
            attempt.returns(1L, () -> DbState.count(source, "orders"));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "invalid-event-writes-nothing", purpose = "an invalid event is rejected before anything is written, whether its id is new or stored")
    void invalidEventWritesNothing(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            rejectsEach(lab, con, source, "on an empty source");
            Expect.trying("enqueue(con, {id=\"snack-7\", qty=7})").returns(true, () -> lab.enqueue(con, event("snack-7", 7), null));
            rejectsEach(lab, con, source, "after snack-7/7 was stored");
        }
    }

    @Check(id = "enqueue-duplicate-qty-by-value", purpose = "a duplicate is recognised by the qty's value: 500 as Integer or Long, any instance")
    void duplicateQtyComparedByValue(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            QtyByValue.repeatsAreDuplicates("enqueue(con, {id=\"snack-500\", ...})",
                    qty -> lab.enqueue(con, event("snack-500", qty), null), () -> OutboxFiles.dumpSource(source));
        }
    }

    @Check(id = "enqueue-reads-stored-rows", purpose = "a fresh instance sees what another stored, and the same id in a new file is new again")
    void storedRowsDecideNotMemory(OutboxLab lab, OutboxLab fresh) throws Exception {
        Path first = OutboxFiles.source(dir.resolve("first"));
        Path second = OutboxFiles.source(dir.resolve("second"));
        try (Connection one = OutboxFiles.borrowed(first); Connection two = OutboxFiles.borrowed(second)) {
            Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}) on first/source.db")
                    .returns(true, () -> lab.enqueue(one, event("snack-7", 7), null));
            Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}) on first/source.db through a second, fresh instance")
                    .state(() -> OutboxFiles.dumpSource(first))
                    .returns(false, () -> fresh.enqueue(one, event("snack-7", 7), null));
            Expect.trying("enqueue(con, {id=\"snack-7\", qty=8}) on first/source.db through a second, fresh instance")
                    .state(() -> OutboxFiles.dumpSource(first))
                    .throwsA(ConflictException.class, () -> fresh.enqueue(one, event("snack-7", 8), null));
            Attempt attempt = Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}) on an empty second/source.db (the first instance)")
                    .state(() -> OutboxFiles.dumpSource(second));
            attempt.returns(true, () -> lab.enqueue(two, event("snack-7", 7), null));
            attempt.returns(1L, () -> DbState.count(second, "outbox"));
        }
    }

    @Check(id = "enqueue-store-error-passes-on", purpose = "a database error (the outbox insert refused, the store locked) comes out as that SQLException; nothing is kept")
    void storeErrorPassesOn(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            StoreErrors.refuseWrites(source, "outbox");
            Attempt attempt = Expect.trying("enqueue(con, {id=\"snack-7\", qty=7}) where a trigger refuses every outbox insert,"
                    + " after the order insert").state(() -> OutboxFiles.dumpSource(source));
            StoreErrors.passedOn(attempt, con, source, () -> lab.enqueue(con, event("snack-7", 7), null));
            StoreErrors.allowWrites(source);
            StoreErrors.whileLocked(source, "enqueue(con, {id=\"snack-8\", qty=8})", con,
                    () -> lab.enqueue(con, event("snack-8", 8), null));
        }
    }

    @Check(id = "racing-enqueues-one-winner", purpose = "two connections enqueueing the same new id, their statements in every order that matters: one true, one false, no error")
    void racingEnqueuesOneWinner(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        Race.twice(source, run -> con -> lab.enqueue(con, event("race-" + run, 3), null), (run, outcome, how) -> {
            String id = "race-" + run;
            Attempt attempt = Expect.trying("enqueue(con, {id=\"" + id + "\", qty=3}) " + how)
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.holds(outcome.oneTrueRestFalse(), "one true and one false", outcome.toString());
            attempt.returns(List.of(Map.of("id", id, "qty", 3)), () -> OutboxFiles.rows(source, "SELECT id, qty FROM outbox WHERE id = ?", id));
        });
    }

    private static void rejectsEach(OutboxLab lab, Connection con, Path source, String when) throws Exception {
        String before = OutboxFiles.dumpSource(source);
        for (Map<String, Object> bad : List.of(event("snack-7", 0), event("snack 7", 7), event("snack-7", true),
                event("snack-7", 7.0), event("snack-7", 4_294_967_303L))) {
            RecordingHook hook = RecordingHook.recording();
            Attempt attempt = Expect.trying("enqueue(con, " + Values.show(bad) + ") " + when)
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.throwsA(IllegalArgumentException.class, () -> lab.enqueue(con, bad, hook));
            attempt.returns(before, () -> OutboxFiles.dumpSource(source));
            attempt.returns(List.of(), hook::points);
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "generated-enqueues-with-faults-and-failures",
            purpose = "generated enqueues of new, resent, conflicting and invalid events, with a hook that throws at each fault point and source writes the grader makes fail for a while, return, throw and store what the contract's model says after every call, call the hook at exactly the points reached, and never leave a transaction open")
    void generatedEnqueuesWithFaultsAndFailures(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new OutboxExplored(instances, dir, false),
                new OutboxGenerator(3, OutboxGenerator.CALLS));
    }
}
