package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.explore.Exploration;
import labs.ConflictException;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "outbox", step = 6, title = "mark only confirmed items sent")
class Step6MarkSentChecks {
    @TempDir
    Path dir;

    @Check(id = "marks-the-matching-row", purpose = "markSent sets sent = 1 on that row only and returns true", happyPath = true)
    void marksTheMatchingRow(OutboxLab lab) throws Exception {
        Path source = twoPending();
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("markSent(con, {id=\"snack-7\", qty=7}) with snack-7 and snack-8 pending")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(true, () -> lab.markSent(con, event("snack-7", 7)));
            attempt.returns(List.of(Map.of("id", "snack-7", "sent", 1), Map.of("id", "snack-8", "sent", 0)),
                    () -> OutboxFiles.rows(source, "SELECT id, sent FROM outbox ORDER BY seq"));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "already-marked-false", purpose = "marking an already sent row again returns false and changes nothing")
    void alreadyMarkedFalse(OutboxLab lab) throws Exception {
        Path source = twoPending();
        OutboxFiles.setup(source, "UPDATE outbox SET sent = 1 WHERE id = 'snack-7'");
        String before = OutboxFiles.dumpSource(source);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("markSent(con, {id=\"snack-7\", qty=7}) when snack-7 is already sent")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(false, () -> lab.markSent(con, event("snack-7", 7)));
            attempt.returns(before, () -> OutboxFiles.dumpSource(source));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "unknown-id-rejected", purpose = "an id with no outbox row is an IllegalArgumentException and changes nothing")
    void unknownIdRejected(OutboxLab lab) throws Exception {
        Path source = twoPending();
        refused(lab, source, event("snack-9", 7), IllegalArgumentException.class, "no outbox row snack-9");
    }

    @Check(id = "other-qty-conflict", purpose = "a known id with another qty is a Conflict and changes nothing")
    void otherQtyConflict(OutboxLab lab) throws Exception {
        Path source = twoPending();
        refused(lab, source, event("snack-7", 8), ConflictException.class, "snack-7 is stored with qty 7");
        OutboxFiles.setup(source, "UPDATE outbox SET sent = 1 WHERE id = 'snack-8'");
        refused(lab, source, event("snack-8", 7), ConflictException.class, "snack-8 is sent and stored with qty 8");
    }

    @Check(id = "invalid-event-marks-nothing", purpose = "an invalid event is an IllegalArgumentException and changes nothing")
    void invalidEventMarksNothing(OutboxLab lab) throws Exception {
        Path source = twoPending();
        refused(lab, source, event("snack-7", 0), IllegalArgumentException.class, "qty 0 is invalid");
        refused(lab, source, event("snack 7", 7), IllegalArgumentException.class, "the id has a space");
    }

    @Check(id = "rows-never-deleted", purpose = "marking every row keeps every order and outbox row")
    void rowsNeverDeleted(OutboxLab lab) throws Exception {
        Path source = twoPending();
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("markSent(con, snack-7/7) and markSent(con, snack-8/8)")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(true, () -> lab.markSent(con, event("snack-7", 7)));
            attempt.returns(true, () -> lab.markSent(con, event("snack-8", 8)));
            attempt.returns(2L, () -> DbState.count(source, "orders"));
            attempt.returns(List.of(Map.of("id", "snack-7", "qty", 7, "sent", 1), Map.of("id", "snack-8", "qty", 8, "sent", 1)),
                    () -> OutboxFiles.rows(source, "SELECT id, qty, sent FROM outbox ORDER BY seq"));
        }
    }

    @Check(id = "mark-duplicate-qty-by-value", purpose = "the stored qty matches by value: 500 as Long or Integer, any instance")
    void duplicateQtyComparedByValue(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        OutboxFiles.addOrder(source, "snack-500", 500, 0);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("markSent(con, {id=\"snack-500\", qty=500 (a Long)}), then with qty=500 (an Integer),"
                    + " with snack-500/500 pending").state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(true, () -> lab.markSent(con, event("snack-500", Long.valueOf(500))));
            attempt.returns(false, () -> lab.markSent(con, event("snack-500", Integer.valueOf(500))));
            attempt.returns(1, () -> OutboxFiles.sentFlag(source, "snack-500"));
        }
    }

    @Check(id = "mark-reads-stored-rows", purpose = "a fresh instance sees the mark another made, and a new file's row is unmarked again")
    void storedRowsDecideNotMemory(OutboxLab lab, OutboxLab fresh) throws Exception {
        Path first = twoPending();
        Path second = OutboxFiles.source(dir.resolve("second"));
        OutboxFiles.addOrder(second, "snack-7", 7, 0);
        try (Connection one = OutboxFiles.borrowed(first); Connection two = OutboxFiles.borrowed(second)) {
            Expect.trying("markSent(con, {id=\"snack-7\", qty=7}) on source.db")
                    .returns(true, () -> lab.markSent(one, event("snack-7", 7)));
            Expect.trying("markSent(con, {id=\"snack-7\", qty=7}) on source.db again, through a second, fresh instance")
                    .state(() -> OutboxFiles.dumpSource(first))
                    .returns(false, () -> fresh.markSent(one, event("snack-7", 7)));
            Attempt attempt = Expect.trying("markSent(con, {id=\"snack-7\", qty=7}) on second/source.db where snack-7 is pending"
                    + " (the first instance)").state(() -> OutboxFiles.dumpSource(second));
            attempt.returns(true, () -> lab.markSent(two, event("snack-7", 7)));
            attempt.returns(1, () -> OutboxFiles.sentFlag(second, "snack-7"));
        }
    }

    @Check(id = "mark-store-error-passes-on", purpose = "a database error (the update refused, the store locked) comes out as that SQLException; nothing changes")
    void storeErrorPassesOn(OutboxLab lab) throws Exception {
        Path source = twoPending();
        try (Connection con = OutboxFiles.borrowed(source)) {
            StoreErrors.refuseWrites(source, "outbox");
            Attempt attempt = Expect.trying("markSent(con, {id=\"snack-7\", qty=7}) where a trigger refuses every write to outbox")
                    .state(() -> OutboxFiles.dumpSource(source));
            StoreErrors.passedOn(attempt, con, source, () -> lab.markSent(con, event("snack-7", 7)));
            StoreErrors.allowWrites(source);
            StoreErrors.whileLocked(source, "markSent(con, {id=\"snack-8\", qty=8})", con,
                    () -> lab.markSent(con, event("snack-8", 8)));
        }
    }

    @Check(id = "racing-marks-one-true", purpose = "two connections marking the same pending row, their statements in every order that matters: one true, one false, no error")
    void racingMarksOneTrue(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        Race.inEveryOrder(source, run -> {
            OutboxFiles.addOrder(source, "race-" + run, 4, 0);
            Race.Call mark = con -> lab.markSent(con, event("race-" + run, 4));
            return List.of(mark, mark);
        }, (run, outcome, how) -> {
            String id = "race-" + run;
            Attempt attempt = Expect.trying("markSent(con, {id=\"" + id + "\", qty=4}) with " + id + " pending, " + how)
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.holds(outcome.oneTrueRestFalse(), "one true (newly marked) and one false (already marked)", outcome.toString());
            attempt.returns(1, () -> OutboxFiles.sentFlag(source, id));
        });
    }

    private Path twoPending() throws Exception {
        Path source = OutboxFiles.source(dir);
        OutboxFiles.addOrder(source, "snack-7", 7, 0);
        OutboxFiles.addOrder(source, "snack-8", 8, 0);
        return source;
    }

    private static void refused(OutboxLab lab, Path source, Map<String, Object> e, Class<? extends Exception> type,
            String why) throws Exception {
        String before = OutboxFiles.dumpSource(source);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("markSent(con, " + Values.show(e) + ") (" + why + ")")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.throwsA(type, () -> lab.markSent(con, e));
            attempt.returns(before, () -> OutboxFiles.dumpSource(source));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "generated-marks",
            purpose = "generated markSent calls of pending, sent, unknown (a neighbour in case or by a wildcard), conflicting and invalid events, with writes the grader makes fail for a while, return, throw and mark what the contract's model says after every call")
    void generatedMarks(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new OutboxExplored(instances, dir, false),
                new OutboxGenerator(6, OutboxGenerator.CALLS));
    }
}
