package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.explore.Exploration;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "outbox", step = 4, title = "read the pending batch in order")
class Step4PendingChecks {
    @TempDir
    Path dir;

    @Check(id = "pending-in-seq-order", purpose = "pending rows come back by seq ascending as maps of id and qty",
            happyPath = true)
    void pendingInSeqOrder(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        OutboxFiles.addOrder(source, "snack-1", 1, 0);
        OutboxFiles.addOrder(source, "snack-5", 5, 0);
        OutboxFiles.addOrder(source, "snack-9", 9, 0);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Expect.trying("pending(con, 8) after enqueueing snack-1, snack-5, snack-9 in that order")
                    .state(() -> OutboxFiles.dumpSource(source))
                    .returns(List.of(item("snack-1", 1), item("snack-5", 5), item("snack-9", 9)), () -> lab.pending(con, 8));
        }
    }

    @Check(id = "seq-not-id-or-insertion", purpose = "order follows seq even when rows were written out of seq order")
    void seqNotIdOrInsertion(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        OutboxFiles.setup(source, "INSERT INTO outbox (seq, id, qty, sent) VALUES (30, 'alpha', 3, 0)",
                "INSERT INTO outbox (seq, id, qty, sent) VALUES (10, 'zulu', 1, 0)",
                "INSERT INTO outbox (seq, id, qty, sent) VALUES (20, 'mike', 2, 0)");
        try (Connection con = OutboxFiles.borrowed(source)) {
            Expect.trying("pending(con, 8) with outbox seq 30 alpha, 10 zulu, 20 mike (written in that order)")
                    .state(() -> OutboxFiles.dumpSource(source))
                    .returns(List.of(item("zulu", 1), item("mike", 2), item("alpha", 3)), () -> lab.pending(con, 8));
        }
    }

    @Check(id = "sent-rows-skipped", purpose = "rows with sent = 1 are never returned")
    void sentRowsSkipped(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        OutboxFiles.addOrder(source, "done-1", 1, 1);
        OutboxFiles.addOrder(source, "open-2", 2, 0);
        OutboxFiles.addOrder(source, "done-3", 3, 1);
        OutboxFiles.addOrder(source, "open-4", 4, 0);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Expect.trying("pending(con, 8) with done-1 and done-3 already sent")
                    .state(() -> OutboxFiles.dumpSource(source))
                    .returns(List.of(item("open-2", 2), item("open-4", 4)), () -> lab.pending(con, 8));
            OutboxFiles.setup(source, "UPDATE outbox SET sent = 1");
            Expect.trying("pending(con, 8) with every row sent").returns(List.of(), () -> lab.pending(con, 8));
        }
    }

    @Check(id = "limit-caps-the-batch", purpose = "at most limit rows: 1, 3 and 16 of 17 pending, and the rows not returned hold no lock afterwards")
    void limitCapsTheBatch(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        List<Map<String, Object>> all = new ArrayList<>();
        for (int i = 1; i <= 17; i++) {
            OutboxFiles.addOrder(source, "item-" + i, i, 0);
            all.add(item("item-" + i, i));
        }
        try (Connection con = OutboxFiles.borrowed(source)) {
            for (int limit : new int[] {1, 3, 16}) {
                Attempt attempt = Expect.trying("pending(con, " + limit + ") with 17 pending rows")
                        .state(() -> OutboxFiles.dumpSource(source));
                attempt.returns(all.subList(0, limit), () -> lab.pending(con, limit));
                // Rows left unread are where a query that is not closed keeps its read lock.
                OutboxFiles.requireNoOpenTransaction(attempt, con, source);
            }
        }
    }

    @Check(id = "bad-limit-rejected", purpose = "a limit of 0, -1, 17 or Integer.MIN_VALUE is an IllegalArgumentException, with or without pending rows")
    void badLimitRejected(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        try (Connection con = OutboxFiles.borrowed(source)) {
            refusesEachLimit(lab, con, "on an empty outbox");
            OutboxFiles.addOrder(source, "snack-7", 7, 0);
            refusesEachLimit(lab, con, "with snack-7 pending");
        }
    }

    private static void refusesEachLimit(OutboxLab lab, Connection con, String when) {
        for (int limit : new int[] {0, -1, 17, 100, Integer.MIN_VALUE}) {
            Expect.trying("pending(con, " + limit + ") " + when).throwsA(IllegalArgumentException.class, () -> lab.pending(con, limit));
        }
    }

    @Check(id = "new-maps-of-id-and-qty", purpose = "each item is a new map with exactly id (String) and qty, not tied to the next read")
    void newMapsOfIdAndQty(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        OutboxFiles.addOrder(source, "snack-7", 7, 0);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("pending(con, 8) twice, changing the first result in between");
            List<Map<String, Object>> first = attempt.returns(() -> lab.pending(con, 8));
            attempt.holds(first.size() == 1 && first.get(0).keySet().equals(Set.of("id", "qty"))
                    && first.get(0).get("id") instanceof String, "one map with exactly the keys id (a String) and qty",
                    Values.show(first));
            changeIfModifiable(first.get(0));
            List<Map<String, Object>> second = attempt.returns(() -> lab.pending(con, 8));
            attempt.holds(second.size() == 1 && second.get(0) != first.get(0), "a new map on every call",
                    "the same map object again");
            attempt.returns(List.of(item("snack-7", 7)), () -> second);
        }
    }

    @Check(id = "reads-change-nothing", purpose = "pending changes no row and leaves no transaction open")
    void readsChangeNothing(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir);
        OutboxFiles.addOrder(source, "snack-7", 7, 0);
        OutboxFiles.addOrder(source, "snack-8", 8, 1);
        String before = OutboxFiles.dumpSource(source);
        try (Connection con = OutboxFiles.borrowed(source)) {
            Attempt attempt = Expect.trying("pending(con, 16)").state(() -> OutboxFiles.dumpSource(source));
            attempt.returns(List.of(item("snack-7", 7)), () -> lab.pending(con, 16));
            attempt.returns(before, () -> OutboxFiles.dumpSource(source));
            OutboxFiles.requireNoOpenTransaction(attempt, con, source);
        }
    }

    /** An item the caller cannot change (Map.of) is fine: it cannot be tied to the next read either. */
    private static void changeIfModifiable(Map<String, Object> item) {
        try {
            item.put("qty", 999);
        } catch (UnsupportedOperationException unmodifiable) {
            return;
        }
    }

    private static Map<String, Object> item(String id, int qty) {
        return Map.of("id", id, "qty", qty);
    }

    @Check(id = "generated-pending-reads",
            purpose = "generated pending calls between enqueues, with limits at and beyond 1 and 16 and results read only in part and then changed by the caller, return the unsent rows in seq order as the contract's model says and change nothing")
    void generatedPendingReads(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new OutboxExplored(instances, dir, false),
                new OutboxGenerator(4, OutboxGenerator.CALLS));
    }
}
