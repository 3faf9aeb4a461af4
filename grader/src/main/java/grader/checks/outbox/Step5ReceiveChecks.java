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
            attempt.returns(List.of(Map.of("id", "snack-7", "qty", 7)), () -> OutboxFiles.rows(sink, "SELECT id, qty FROM inbox"));
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

    @Check(id = "invalid-event-applies-nothing", purpose = "an invalid event is rejected before anything is written, whether its id is new or stored")
    void invalidEventAppliesNothing(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        try (Connection con = OutboxFiles.borrowed(sink)) {
            rejectsEach(lab, con, sink, "on an empty sink");
            Expect.trying("receive(con, {id=\"snack-7\", qty=7})").returns(true, () -> lab.receive(con, event("snack-7", 7), null));
            rejectsEach(lab, con, sink, "after snack-7/7 was applied");
        }
    }

    @Check(id = "receive-duplicate-qty-by-value", purpose = "a duplicate is recognised by the qty's value: 500 as Integer or Long, any instance")
    void duplicateQtyComparedByValue(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        try (Connection con = OutboxFiles.borrowed(sink)) {
            QtyByValue.repeatsAreDuplicates("receive(con, {id=\"snack-500\", ...})",
                    qty -> lab.receive(con, event("snack-500", qty), null), () -> OutboxFiles.dumpSink(sink));
            Expect.trying("the stock total after receiving snack-500 three times").state(() -> OutboxFiles.dumpSink(sink))
                    .returns(500L, () -> OutboxFiles.total(sink));
        }
    }

    @Check(id = "receive-reads-stored-rows", purpose = "a fresh instance sees what another applied, and the same id in a new sink is new again")
    void storedRowsDecideNotMemory(OutboxLab lab, OutboxLab fresh) throws Exception {
        Path first = OutboxFiles.sink(dir.resolve("first"));
        Path second = OutboxFiles.sink(dir.resolve("second"));
        try (Connection one = OutboxFiles.borrowed(first); Connection two = OutboxFiles.borrowed(second)) {
            Expect.trying("receive(con, {id=\"snack-7\", qty=7}) on first/sink.db")
                    .returns(true, () -> lab.receive(one, event("snack-7", 7), null));
            Attempt again = Expect.trying("receive(con, {id=\"snack-7\", qty=7}) on first/sink.db through a second, fresh instance")
                    .state(() -> OutboxFiles.dumpSink(first));
            again.returns(false, () -> fresh.receive(one, event("snack-7", 7), null));
            again.returns(7L, () -> OutboxFiles.total(first));
            Attempt attempt = Expect.trying("receive(con, {id=\"snack-7\", qty=7}) on an empty second/sink.db (the first instance)")
                    .state(() -> OutboxFiles.dumpSink(second));
            attempt.returns(true, () -> lab.receive(two, event("snack-7", 7), null));
            attempt.returns(7L, () -> OutboxFiles.total(second));
        }
    }

    @Check(id = "receive-store-error-passes-on", purpose = "a database error (the stock update refused, the store locked) comes out as that SQLException; nothing is kept")
    void storeErrorPassesOn(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        try (Connection con = OutboxFiles.borrowed(sink)) {
            StoreErrors.refuseWrites(sink, "stock");
            Attempt attempt = Expect.trying("receive(con, {id=\"snack-7\", qty=7}) where a trigger refuses every write to stock,"
                    + " after the inbox insert").state(() -> OutboxFiles.dumpSink(sink));
            StoreErrors.passedOn(attempt, con, sink, () -> lab.receive(con, event("snack-7", 7), null));
            StoreErrors.allowWrites(sink);
            StoreErrors.whileLocked(sink, "receive(con, {id=\"snack-8\", qty=8})", con,
                    () -> lab.receive(con, event("snack-8", 8), null));
        }
    }

    @Check(id = "racing-receives-apply-once", purpose = "two connections receiving the same new id, their statements in every order that matters, apply it once")
    void racingReceivesApplyOnce(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        Race.twice(sink, run -> con -> lab.receive(con, event("race-" + run, 2), null), (run, outcome, how) -> {
            long expected = 2L * run;
            Attempt attempt = Expect.trying("receive(con, {id=\"race-" + run + "\", qty=2}) " + how)
                    .state(() -> OutboxFiles.dumpSink(sink));
            attempt.holds(outcome.oneTrueRestFalse(), "one true and one false", outcome.toString());
            attempt.returns(expected, () -> OutboxFiles.total(sink));
        });
    }

    @Check(id = "racing-other-ids-add-up", purpose = "two connections receiving different new ids, their statements in every order that matters: both true, the total rises by both")
    void racingOtherIdsAddUp(OutboxLab lab) throws Exception {
        Path sink = OutboxFiles.sink(dir);
        Race.inEveryOrder(sink, run -> List.of(con -> lab.receive(con, event("left-" + run, 3), null),
                con -> lab.receive(con, event("right-" + run, 5), null)), (run, outcome, how) -> {
                    long expected = 8L * run;
                    Attempt attempt = Expect.trying("receive(con, {id=\"left-" + run + "\", qty=3}) and receive(con,"
                            + " {id=\"right-" + run + "\", qty=5}) " + how).state(() -> OutboxFiles.dumpSink(sink));
                    attempt.holds(outcome.allTrue(), "true from both: they are separate pieces of work",
                            outcome.toString());
                    long total = OutboxFiles.total(sink);
                    attempt.holds(total == expected, "the total " + expected + " (+3 and +5): the total is read"
                            + " and written inside each call's BEGIN IMMEDIATE", "total " + total + (total < expected
                            ? ": an update was lost, a total read before the lock was written back" : ""));
                });
    }

    private static void rejectsEach(OutboxLab lab, Connection con, Path sink, String when) throws Exception {
        String before = OutboxFiles.dumpSink(sink);
        for (Map<String, Object> bad : List.of(event("snack-7", 1001), event("", 7), event("snack-7", 7.0),
                event("snack-7", 4_294_967_303L), event("snack-7", false))) {
            Attempt attempt = Expect.trying("receive(con, " + Values.show(bad) + ") " + when)
                    .state(() -> OutboxFiles.dumpSink(sink));
            attempt.throwsA(IllegalArgumentException.class, () -> lab.receive(con, bad, null));
            attempt.returns(before, () -> OutboxFiles.dumpSink(sink));
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

    @Check(id = "generated-receives-with-faults-and-failures",
            purpose = "generated receives of new, resent, conflicting and invalid events on the sink, with a hook that throws at each fault point and sink writes the grader makes fail for a while, pass errors on unchanged, keep only what committed, and otherwise keep to the contract's model after every call")
    void generatedReceivesWithFaultsAndFailures(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new OutboxExplored(instances, dir, false),
                new OutboxGenerator(5, OutboxGenerator.CALLS));
    }
}
