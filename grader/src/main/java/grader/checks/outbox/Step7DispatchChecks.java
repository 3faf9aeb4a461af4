package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.db.DbState;
import grader.check.db.Sqlite;
import grader.check.explore.Exploration;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "outbox", step = 7, title = "mark after the ACK, stop at the first failure")
class Step7DispatchChecks {
    @TempDir
    Path dir;

    @Check(id = "delivers-batch-in-order", purpose = "every pending item is sent in seq order, acknowledged, marked; returns the count",
            happyPath = true)
    void deliversBatchInOrder(OutboxLab lab) throws Exception {
        Path source = Pending.items(dir, 3);
        List<Map<String, Object>> sent = new ArrayList<>();
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("dispatch(con, send that answers true, limit 8, fault null) with item-1..item-3 pending")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(3, () -> lab.dispatch(con, e -> sent.add(new LinkedHashMap<>(e)), 8, null));
            attempt.returns(Pending.expected(1, 3), () -> sent);
            attempt.returns(0L, () -> Pending.countPending(source));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    @Check(id = "limit-bounds-the-batch", purpose = "limit 2 of 10 pending sends and marks 2; the default limit is 8")
    void limitBoundsTheBatch(OutboxLab lab) throws Exception {
        Path source = Pending.items(dir, 10);
        try (Connection con = OutboxFiles.borrowed(source)) {
            List<Map<String, Object>> sent = new ArrayList<>();
            Attempt attempt = Expect.trying("dispatch(con, send answering true, limit 2, null) with 10 pending")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(2, () -> lab.dispatch(con, e -> sent.add(e), 2, null));
            attempt.returns(Pending.expected(1, 2), () -> sent);
            attempt.returns(8L, () -> Pending.countPending(source));
            Expect.trying("dispatch(con, send answering true) with the default limit, 8 pending")
                    .state(() -> OutboxFiles.dumpSource(source))
                    .returns(8, () -> lab.dispatch(con, e -> true));
        }
    }

    @Check(id = "batch-is-finite", purpose = "items that become pending while sending wait for the next dispatch")
    void batchIsFinite(OutboxLab lab) throws Exception {
        Path source = Pending.items(dir, 3);
        int[] added = {0};
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("dispatch(con, send that enqueues one more item each time, limit 8) with 3 pending")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(3, () -> lab.dispatch(con, e -> {
                added[0]++;
                OutboxFiles.addOrder(source, "late-" + added[0], 1, 0);
                return true;
            }, 8, null));
            attempt.returns(3L, () -> Pending.countPending(source));
        }
    }

    @Check(id = "marks-each-item-after-its-ack", purpose = "each item is still pending at after-delivery and marked before the next send")
    void marksEachItemAfterItsAck(OutboxLab lab) throws Exception {
        Path source = Pending.items(dir, 2);
        List<String> seen = new ArrayList<>();
        RecordingHook hook = RecordingHook.probing(point -> seen.add(point + ": " + Pending.sentFlags(source)));
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("dispatch(con, send, 8, a fault hook), reading the sent flags in send and at each point")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(2, () -> lab.dispatch(con, e -> seen.add("send " + e.get("id") + ": " + Pending.sentFlags(source)),
                    8, hook));
            attempt.returns(List.of("send item-1: [0, 0]", "after-delivery: [0, 0]", "send item-2: [1, 0]",
                    "after-delivery: [1, 0]"), () -> seen);
        }
    }

    @Check(id = "no-write-lock-while-sending", purpose = "while send runs, another connection can BEGIN IMMEDIATE at once and commit")
    void noWriteLockWhileSending(OutboxLab lab) throws Exception {
        Path source = Pending.items(dir, 2);
        List<String> problems = new ArrayList<>();
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("dispatch(con, send that writes through another connection with busy timeout 0)")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(2, () -> lab.dispatch(con, e -> {
                writeFromOutside(source, "probe-" + e.get("id"), problems);
                return true;
            }, 8, null));
            attempt.holds(problems.isEmpty(), "no write lock held during send", String.join("; ", problems));
            attempt.returns(2L, () -> DbState.count(source, "orders") - 2);
        }
    }

    @Check(id = "send-gets-a-copy", purpose = "send may change its argument; only the selected item is marked")
    void sendGetsACopy(OutboxLab lab) throws Exception {
        Path source = Pending.items(dir, 2);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("dispatch(con, send that changes its argument to {id=\"item-2\", qty=999}, limit 1) with item-1"
                    + " and item-2 pending; dispatch must mark the item it selected (item-1), not what send left in its argument")
                    .state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(1, () -> lab.dispatch(con, e -> {
                e.put("id", "item-2");
                e.put("qty", 999);
                return true;
            }, 1, null));
            attempt.returns("[1, 0]", () -> Pending.sentFlags(source));
        }
    }

    private static void writeFromOutside(Path source, String id, List<String> problems) {
        try (Connection other = Sqlite.open(source, 0); Statement st = other.createStatement()) {
            st.execute("PRAGMA synchronous = OFF");
            st.execute("BEGIN IMMEDIATE");
            st.execute("INSERT INTO orders (id, qty) VALUES ('" + id + "', 1)");
            st.execute("COMMIT");
        } catch (Exception e) {
            problems.add("another connection could not write during send(" + id.substring(6) + "): " + e.getMessage());
        }
    }

    @Check(id = "generated-dispatches",
            purpose = "generated dispatches whose send answers true (changing its argument or not), false, null, 1, a string or throws, with a hook that throws after a delivery and limits at and beyond 1 and 16, send the pending rows in order without holding the write lock, stop at the first failure, pass exceptions through unchanged and mark what the contract's model says")
    void generatedDispatches(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new OutboxExplored(instances, dir, false),
                new OutboxGenerator(7, OutboxGenerator.CALLS));
    }
}
