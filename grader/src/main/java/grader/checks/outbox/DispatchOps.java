package grader.checks.outbox;

import static grader.checks.outbox.OutboxOps.on;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.db.Sqlite;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import labs.outbox.Sender;

/**
 * One generated dispatch: its limit, how each delivery is answered (by the grader's callback,
 * or from step 8 by the grader's HTTP peer through the submission's own sendHttp), and at
 * which item's {@code after-delivery} the hook throws ({@code -1}: never). The model walks
 * the pending batch: an ACK, then the hook, then the mark; the first failure ends the walk
 * with the earlier marks kept.
 */
record DispatchOps(int which, int limit, List<DeliveryAnswer> answers, int faultItem, RuntimeException injected,
        boolean http) implements Op<OutboxWorld, OutboxModel> {

    /** The timeout each sendHttp gets: the longest the contract allows, so that a loaded machine never times out a peer's answer. */
    private static final double PATIENT = HttpAttempts.PATIENT;

    DeliveryAnswer answer(int item) {
        return DeliveryAnswer.orAck(answers, item, http ? PeerAnswer.ACK : SendAnswer.ACK);
    }

    public String call() {
        List<String> shown = answers.stream().map(DeliveryAnswer::show).toList();
        String send = http ? "e -> sendHttp(<peer>, e, " + PATIENT + ") to a peer answering " + shown
                : "send answering " + shown;
        return on(which, "dispatch(con of source.db, " + send + " then true, limit " + limit + ", "
                + (faultItem < 0 ? "a hook that records its points" : "a hook that throws at after-delivery of item " + (faultItem + 1))
                + ")");
    }

    public Outcome perform(OutboxWorld world) throws Exception {
        List<Map<String, Object>> before = unsent(world);
        List<Map<String, Object>> given = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        Sender send = http ? viaPeer(world, given, problems) : event -> {
            given.add(new LinkedHashMap<>(event));
            probeWriteLock(world, problems);
            String otherId = before.size() > 1 ? (String) before.get(before.size() - 1).get("id") : "changed-id";
            return ((SendAnswer) answer(given.size() - 1)).answer(event, otherId);
        };
        int[] deliveries = {0};
        Outcome outcome = Outcome.of(() -> world.instance(which).dispatch(world.sourceCon(), send, limit, point -> {
            if (point.equals("after-delivery") && deliveries[0]++ == faultItem) {
                throw injected;
            }
        }));
        int marked = before.size() - unsent(world).size();
        return DispatchFit.check(outcome, before, given, marked, problems);
    }

    /** Each delivery is the submission's own sendHttp, which must POST exactly once: no silent resend, no redirect followed. */
    private Sender viaPeer(OutboxWorld world, List<Map<String, Object>> given, List<String> problems) {
        world.peer().script(answers.stream().map(a -> (PeerAnswer) a).toList());
        return event -> {
            given.add(new LinkedHashMap<>(event));
            int before = world.peer().requests();
            try {
                return world.instance(which).sendHttp(world.peer().url(), event, PATIENT);
            } finally {
                int seen = world.peer().requests() - before;
                if (seen != 1) {
                    problems.add("sendHttp of " + event.get("id") + " made " + seen + " request(s) to the peer, not 1");
                }
            }
        };
    }

    /** The stored unsent rows in seq order, read through the grader's own connection. */
    private static List<Map<String, Object>> unsent(OutboxWorld world) throws SQLException {
        return OutboxFiles.rows(world.source(), "SELECT id, qty FROM outbox WHERE sent = 0 ORDER BY seq");
    }

    /** While send runs, another connection must get the write lock at once (a reader may still be inside its read). */
    private static void probeWriteLock(OutboxWorld world, List<String> problems) {
        try (Connection other = Sqlite.open(world.source(), 0); Statement st = other.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            st.execute("ROLLBACK");
        } catch (SQLException e) {
            problems.add("another connection could not BEGIN IMMEDIATE while send ran: " + e.getMessage());
        }
    }

    public Expected expect(OutboxModel model) {
        if (!OutboxModel.validLimit(limit)) {
            return Expected.thrown(IllegalArgumentException.class);
        }
        List<OutboxModel.Row> batch = model.pending(limit);
        for (int i = 0; i < batch.size(); i++) {
            Expected failed = answer(i).failure();
            if (failed != null) {
                return failed;
            }
            if (i == faultItem) {
                return OutboxOps.hookThrows(injected);
            }
        }
        return Expected.value(batch.size());
    }

    /** The model marks what the walk acknowledged and passed the hook: the rows before the first failure. */
    public void apply(OutboxModel model, Outcome actual) {
        if (!OutboxModel.validLimit(limit)) {
            return;
        }
        List<OutboxModel.Row> batch = model.pending(limit);
        for (int i = 0; i < batch.size() && answer(i).failure() == null && i != faultItem; i++) {
            batch.get(i).sent = true;
        }
    }

    public List<Op<OutboxWorld, OutboxModel>> simpler() {
        List<Op<OutboxWorld, OutboxModel>> plainer = new ArrayList<>();
        // Fewer scripted answers first: the ones after the answer that shows a bug only lengthen the report.
        for (int kept = 0; kept < answers.size(); kept++) {
            plainer.add(new DispatchOps(which, limit, answers.subList(0, kept), faultItem, injected, http));
        }
        if (faultItem >= 0) {
            plainer.add(new DispatchOps(which, limit, answers, -1, injected, http));
        }
        if (which == 1) {
            plainer.add(new DispatchOps(0, limit, answers, faultItem, injected, http));
        }
        return plainer;
    }
}
