package grader.checks.outbox;

import static grader.checks.outbox.OutboxOps.on;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Values;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import labs.ConflictException;

/** The generated calls of lab outbox that read or write a store: enqueue, pending, receive and markSent. */
final class StoreOps {
    private StoreOps() {
    }

    private static String hook(String faultAt) {
        return faultAt == null ? "a hook that records its points" : "a hook that throws at " + faultAt;
    }

    /**
     * One enqueue or receive (their contracts are one shape on two tables): validate; the same
     * id and qty is false, another qty a conflict; a new id commits its rows, passes a hook's
     * exception on unchanged, and keeps the rows only when the hook threw after the commit.
     */
    record Write(boolean sink, int which, GeneratedEvent event, String faultAt, RuntimeException injected)
            implements Op<OutboxWorld, OutboxModel> {

        List<String> points() {
            return sink ? OutboxOps.RECEIVE_POINTS : OutboxOps.ENQUEUE_POINTS;
        }

        public String call() {
            return on(which, (sink ? "receive(con of sink.db, " : "enqueue(con of source.db, ") + event.show() + ", "
                    + hook(faultAt) + ")");
        }

        public Outcome perform(OutboxWorld world) {
            Map<String, Object> input = event.build();
            RecordingHook hook = faultAt == null ? RecordingHook.recording() : RecordingHook.failingAt(faultAt, injected);
            Outcome outcome = Outcome.of(() -> sink ? world.instance(which).receive(world.sinkCon(), input, hook)
                    : world.instance(which).enqueue(world.sourceCon(), input, hook));
            if (input != null && !Values.same(event.build(), input)) {
                return Outcome.returned("(the event was changed to " + Values.show(input) + ")");
            }
            return OutboxOps.fitHook(outcome, hook.points(), points(), faultAt, injected);
        }

        public Expected expect(OutboxModel model) {
            if (!event.valid()) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            Map<String, Object> e = event.build();
            Long known = stored(model, (String) e.get("id"));
            boolean writesFail = sink ? model.sinkWritesFail : model.sourceWritesFail;
            if (known != null) {
                Expected usual = known == OutboxModel.qty(e) ? Expected.value(false) : Expected.thrown(ConflictException.class);
                return OutboxOps.refusal(usual, writesFail);
            }
            if (writesFail) {
                // While only the outbox table fails, the order's insert succeeds and a hook at
                // after-order may throw before the outbox insert meets the failure (the reference's
                // order of writes); code that writes the outbox row first meets it at once. Every
                // other fault point comes after a write that fails.
                boolean hookFirst = !sink && "after-order".equals(faultAt) && !model.ordersFail;
                return hookFirst ? Expected.orThrown(OutboxOps.hookThrows(injected), SQLException.class)
                        : Expected.thrown(SQLException.class);
            }
            return faultAt == null ? Expected.value(true) : OutboxOps.hookThrows(injected);
        }

        private Long stored(OutboxModel model, String id) {
            if (sink) {
                return model.inbox.get(id);
            }
            OutboxModel.Row row = model.row(id);
            return row == null ? null : row.qty;
        }

        public void apply(OutboxModel model, Outcome actual) {
            if (!event.valid() || (sink ? model.sinkWritesFail : model.sourceWritesFail)) {
                return;
            }
            Map<String, Object> e = event.build();
            String id = (String) e.get("id");
            if (stored(model, id) != null || !(faultAt == null || faultAt.equals("after-commit"))) {
                return;
            }
            long qty = OutboxModel.qty(e);
            if (sink) {
                model.inbox.put(id, qty);
                model.total += qty;
            } else {
                model.outbox.add(new OutboxModel.Row(id, qty));
            }
        }

        public List<Op<OutboxWorld, OutboxModel>> simpler() {
            List<Op<OutboxWorld, OutboxModel>> plainer = new ArrayList<>();
            event.plainer().forEach(p -> plainer.add(new Write(sink, which, p, faultAt, injected)));
            if (which == 1) {
                plainer.add(new Write(sink, 0, event, faultAt, injected));
            }
            return plainer;
        }
    }

    /**
     * pending(con, limit), its result read only as far as {@code read} items (all when
     * negative) the way a caller that stops early reads it, then each item read changed by
     * the caller when it can be: neither may reach the stored rows or a later result.
     */
    record Pending(int which, int limit, int read) implements Op<OutboxWorld, OutboxModel> {
        public String call() {
            return on(which, "pending(con of source.db, " + limit + ")" + (read < 0 ? "" : ", reading only the first "
                    + read + " item(s)") + ", then changing the items read");
        }

        public Outcome perform(OutboxWorld world) {
            Outcome outcome = Outcome.of(() -> world.instance(which).pending(world.sourceCon(), limit));
            if (outcome.threw() || !(outcome.value() instanceof List<?> items)) {
                return outcome;
            }
            List<Object> seen = new ArrayList<>();
            Iterator<?> it = items.iterator();
            while (it.hasNext() && (read < 0 || seen.size() < read)) {
                Object item = it.next();
                seen.add(item instanceof Map<?, ?> map ? new LinkedHashMap<>(map) : item);
                changeIfModifiable(item);
            }
            return Outcome.returned(seen);
        }

        @SuppressWarnings("unchecked")
        private static void changeIfModifiable(Object item) {
            try {
                if (item instanceof Map<?, ?> map) {
                    ((Map<String, Object>) map).put("qty", 999);
                }
            } catch (UnsupportedOperationException unmodifiable) {
                return;
            }
        }

        public Expected expect(OutboxModel model) {
            if (!OutboxModel.validLimit(limit)) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            List<Object> items = new ArrayList<>();
            for (OutboxModel.Row row : model.pending(limit)) {
                if (read < 0 || items.size() < read) {
                    items.add(Map.of("id", row.id, "qty", row.qty));
                }
            }
            return Expected.matching((read < 0 ? "returns " : "returns, as far as read, ") + Values.show(items),
                    v -> Values.same(items, v) && ((List<?>) v).stream().allMatch(i -> ((Map<?, ?>) i).get("id") instanceof String),
                    items);
        }

        public void apply(OutboxModel model, Outcome actual) {
        }

        public List<Op<OutboxWorld, OutboxModel>> simpler() {
            return read < 0 && which == 0 ? List.of() : List.of(new Pending(0, limit, -1));
        }
    }

    /** markSent(con, event): true for a pending row, false for a sent one; unknown ids, other qty and bad events refused. */
    record MarkSent(int which, GeneratedEvent event) implements Op<OutboxWorld, OutboxModel> {
        public String call() {
            return on(which, "markSent(con of source.db, " + event.show() + ")");
        }

        public Outcome perform(OutboxWorld world) {
            Map<String, Object> input = event.build();
            Outcome outcome = Outcome.of(() -> world.instance(which).markSent(world.sourceCon(), input));
            if (input != null && !Values.same(event.build(), input)) {
                return Outcome.returned("(the event was changed to " + Values.show(input) + ")");
            }
            return outcome;
        }

        public Expected expect(OutboxModel model) {
            if (!event.valid()) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            Map<String, Object> e = event.build();
            OutboxModel.Row row = model.row((String) e.get("id"));
            if (row == null) {
                return OutboxOps.refusal(Expected.thrown(IllegalArgumentException.class), model.sourceWritesFail);
            }
            if (row.qty != OutboxModel.qty(e)) {
                return OutboxOps.refusal(Expected.thrown(ConflictException.class), model.sourceWritesFail);
            }
            if (row.sent) {
                return OutboxOps.refusal(Expected.value(false), model.sourceWritesFail);
            }
            return Expected.underWriteFailure(model.sourceWritesFail, Expected.value(true), true);
        }

        public void apply(OutboxModel model, Outcome actual) {
            if (!event.valid() || model.sourceWritesFail) {
                return;
            }
            Map<String, Object> e = event.build();
            OutboxModel.Row row = model.row((String) e.get("id"));
            if (row != null && row.qty == OutboxModel.qty(e)) {
                row.sent = true;
            }
        }

        public List<Op<OutboxWorld, OutboxModel>> simpler() {
            return event.plainer().stream().<Op<OutboxWorld, OutboxModel>>map(p -> new MarkSent(0, p)).toList();
        }
    }
}
