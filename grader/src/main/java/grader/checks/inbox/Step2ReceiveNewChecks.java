package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.Values;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "inbox", step = 2, title = "receive a new event, reject an invalid one")
class Step2ReceiveNewChecks {
    @TempDir
    Path dir;

    @Check(id = "new-id-applied", happyPath = true,
            purpose = "a new id snack-7 with qty 7 returns true, stores one inbox row and raises the total to 7")
    void newIdApplied(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        String tried = "receive(con, {id=\"snack-7\", qty=7}, null) on an empty sink";
        try (Connection con = Sqlite.open(db)) {
            Expect.trying(tried).state(() -> Sink.dump(db)).returns(true, () -> lab.receive(con, Sink.event("snack-7", 7), null));
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
            Sink.requireNoOpenTransaction(con, db, tried);
        }
    }

    @Check(id = "invalid-events-rejected",
            purpose = "an event with a missing or extra key, a qty that is not an Integer or Long from 1 to 1000 (a Long beyond the int range included), or an id that is not exactly 1-64 of A-Z a-z 0-9 _ - (no surrounding space or newline) is an IllegalArgumentException and writes nothing")
    void invalidEventsRejected(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            for (Map<String, Object> event : invalidEvents()) {
                Map<String, Object> before = new LinkedHashMap<>(event);
                String tried = "receive(con, " + Values.show(event) + ", null)";
                Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
                attempt.throwsA(IllegalArgumentException.class, () -> lab.receive(con, event, null));
                Sink.requireState(db, tried + " (nothing may be written)", List.of(), 0);
                Sink.requireNoOpenTransaction(con, db, tried);
                attempt.holds(Values.same(before, event) && sameTypes(before, event),
                        "the event map left as it was: " + typed(before), typed(event));
            }
        }
    }

    @Check(id = "invalid-events-rejected-for-stored-id",
            purpose = "an invalid event whose id is already stored (qty 7.0, \"7\", true, 4294967303, an extra key) is still an IllegalArgumentException, not a duplicate or a conflict")
    void invalidEventsRejectedForStoredId(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            Sink.applyNew(lab, con, db, "snack-7", 7);
            Map<String, Object> extra = Sink.event("snack-7", 7);
            extra.put("note", "x");
            for (Map<String, Object> event : List.of(Sink.event("snack-7", 7.0), Sink.event("snack-7", "7"),
                    Sink.event("snack-7", true), Sink.event("snack-7", 4294967303L), extra)) {
                String tried = "receive(con, " + Values.show(event) + ", null) after snack-7/7 was stored";
                Expect.trying(tried).state(() -> Sink.dump(db))
                        .throwsA(IllegalArgumentException.class, () -> lab.receive(con, event, null));
                Sink.requireState(db, tried + " (nothing may change)", List.of(Sink.row("snack-7", 7)), 7);
                Sink.requireNoOpenTransaction(con, db, tried);
            }
        }
    }

    @Check(id = "null-event-rejected", purpose = "a null event is an IllegalArgumentException and writes nothing")
    void nullEventRejected(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (Connection con = Sqlite.open(db)) {
            String tried = "receive(con, null, null)";
            Expect.trying(tried).state(() -> Sink.dump(db))
                    .throwsA(IllegalArgumentException.class, () -> lab.receive(con, null, null));
            Sink.requireState(db, tried + " (nothing may be written)", List.of(), 0);
            Sink.requireNoOpenTransaction(con, db, tried);
        }
    }

    private static List<Map<String, Object>> invalidEvents() {
        List<Map<String, Object>> events = new ArrayList<>();
        Map<String, Object> noQty = new LinkedHashMap<>();
        noQty.put("id", "snack-7");
        events.add(noQty);
        Map<String, Object> noId = new LinkedHashMap<>();
        noId.put("qty", 7);
        events.add(noId);
        Map<String, Object> extra = Sink.event("snack-7", 7);
        extra.put("note", "x");
        events.add(extra);
        // 4294967303 and -4294967289 narrow to the int 7: a Long must be range-checked as a long.
        for (Object qty : new Object[] {true, 7.0, 7.5, "7", null, 0, 1001, -7, 0L, 1001L, 4294967303L, -4294967289L,
            Long.MIN_VALUE}) {
            events.add(Sink.event("snack-7", qty));
        }
        for (Object id : new Object[] {"", "s".repeat(65), "snack-7é", "스낵-7", "snack 7", "snack.7", null, 7,
            " snack-7", "snack-7 ", "snack-7\n", "\tsnack-7", "snack-7\r\n", "snack\u00a07"}) {
            events.add(Sink.event(id, 7));
        }
        return events;
    }

    /** The map with each value's Java type, so that Integer 7 and Long 7 look different. */
    private static String typed(Map<String, Object> event) {
        StringBuilder out = new StringBuilder("{");
        event.forEach((key, value) -> out.append(out.length() > 1 ? ", " : "").append(key).append('=')
                .append(Values.show(value)).append(value == null ? "" : " (" + value.getClass().getSimpleName() + ")"));
        return out.append('}').toString();
    }

    /** Integer 7 replaced by Long 7 counts as a change: the caller's map must not be rewritten. */
    private static boolean sameTypes(Map<String, Object> before, Map<String, Object> after) {
        for (Map.Entry<String, Object> e : before.entrySet()) {
            Object now = after.get(e.getKey());
            if (e.getValue() != null && (now == null || now.getClass() != e.getValue().getClass())) {
                return false;
            }
        }
        return true;
    }

    @Check(id = "boundaries-accepted",
            purpose = "qty from 1 to 1000, as Integer or Long, and ids of 1 and 64 letters, digits, _ and - are valid")
    void boundariesAccepted(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        String longId = "Ab_-9".repeat(12) + "Zz0_";
        List<Map<String, Object>> events = List.of(Sink.event("x", 1), Sink.event(longId, 1000L),
                Sink.event("snack_8-B", 2L), Sink.event("9", 999L));
        List<Map<String, Object>> expectedRows = new ArrayList<>();
        long total = 0;
        try (Connection con = Sqlite.open(db)) {
            for (Map<String, Object> event : events) {
                String tried = "receive(con, " + Values.show(event) + ", null)";
                Expect.trying(tried).state(() -> Sink.dump(db)).returns(true, () -> lab.receive(con, event, null));
                expectedRows.add(Sink.row((String) event.get("id"), ((Number) event.get("qty")).longValue()));
                total += ((Number) event.get("qty")).longValue();
            }
        }
        expectedRows.sort((a, b) -> ((String) a.get("id")).compareTo((String) b.get("id")));
        Sink.requireState(db, "receiving " + events.size() + " valid boundary events", expectedRows, total);
    }

    @Check(id = "input-not-mutated",
            purpose = "receive only reads the event: the caller's map keeps its keys, values and value types")
    void inputNotMutated(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        Map<String, Object> event = Sink.event("snack-7", Integer.valueOf(7));
        Map<String, Object> before = new LinkedHashMap<>(event);
        String tried = "receive(con, {id=\"snack-7\", qty=7 (an Integer)}, null)";
        try (Connection con = Sqlite.open(db)) {
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            attempt.returns(true, () -> lab.receive(con, event, null));
            attempt.holds(Values.same(before, event) && sameTypes(before, event)
                            && new ArrayList<>(before.keySet()).equals(new ArrayList<>(event.keySet())),
                    "the map unchanged: " + typed(before), typed(event));
        }
    }

    @Check(id = "generated-receives-of-new-and-invalid-events",
            purpose = "generated receives of valid and invalid events (ids and qty at the edges of what is valid, Integer or Long) on two sinks through two instances return, throw and store what the contract's model says after every call, and never leave a transaction open")
    void generatedReceivesOfNewAndInvalidEvents(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new InboxExplored(instances, dir, context), new InboxGenerator(2, InboxGenerator.CALLS));
    }
}
