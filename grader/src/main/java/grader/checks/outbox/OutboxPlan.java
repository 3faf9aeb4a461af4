package grader.checks.outbox;

import static grader.checks.outbox.GeneratedValues.pick;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import grader.check.explore.Op;

/** A sequence being drawn: its calls so far, the generator's own model of them, and how the next calls are drawn. */
final class OutboxPlan {
    private static final List<String> ENQUEUE_POINTS = OutboxOps.ENQUEUE_POINTS;
    private static final int[] LIMITS = {1, 2, 8, 16, 3};
    private static final int[] BAD_LIMITS = {0, 17, -1, Integer.MIN_VALUE};

    final SplittableRandom random;
    final int step;
    final List<Op<OutboxWorld, OutboxModel>> ops = new ArrayList<>();
    final OutboxModel model = new OutboxModel();

    OutboxPlan(SplittableRandom random, int step) {
        this.random = random;
        this.step = step;
    }

    void add(Op<OutboxWorld, OutboxModel> op) {
        ops.add(op);
        op.apply(model, op.expect(model).typical());
    }

    int instance() {
        return random.nextInt(4) == 0 ? 1 : 0;
    }

    boolean anyWritesFail() {
        return model.sourceWritesFail || model.sinkWritesFail;
    }

    /** Starts or ends a failure of the source's writes (or, from step 5 on, sometimes of the sink's). */
    Op<OutboxWorld, OutboxModel> toggleFailure() {
        boolean sink = model.sinkWritesFail || (step >= 5 && !model.sourceWritesFail && random.nextInt(3) == 0);
        boolean on = sink ? !model.sinkWritesFail : !model.sourceWritesFail;
        return new OutboxOps.FailWrites(sink, on, random.nextBoolean());
    }

    int limit() {
        return random.nextInt(8) == 0 ? BAD_LIMITS[random.nextInt(BAD_LIMITS.length)] : LIMITS[random.nextInt(LIMITS.length)];
    }

    /** kind 0: a new id, 1: a resend or a conflict of a stored one, 2: an invalid event; with a throwing hook in a quarter. */
    StoreOps.Write enqueue(int kind) {
        Map<String, Long> stored = new java.util.TreeMap<>();
        model.outbox.forEach(row -> stored.put(row.id, row.qty));
        return write(false, kind, stored, ENQUEUE_POINTS);
    }

    StoreOps.Write receive() {
        return write(true, random.nextInt(3), model.inbox, OutboxOps.RECEIVE_POINTS);
    }

    private StoreOps.Write write(boolean sink, int kind, Map<String, Long> stored, List<String> points) {
        String faultAt = random.nextInt(4) == 0 ? points.get(random.nextInt(points.size())) : null;
        RuntimeException injected = new IllegalStateException("the grader's hook fails at " + faultAt);
        GeneratedEvent event = kind == 2 ? GeneratedValues.invalid(random) : kind == 1 && !stored.isEmpty()
                ? known(stored, random.nextBoolean()) : fresh(stored);
        return new StoreOps.Write(sink, instance(), event, faultAt, injected);
    }

    /** A stored id with its qty as the other boxed type (a resend), or one off (a conflict). */
    private GeneratedEvent known(Map<String, Long> stored, boolean same) {
        List<Map.Entry<String, Long>> rows = new ArrayList<>(stored.entrySet());
        Map.Entry<String, Long> row = rows.get(random.nextInt(rows.size()));
        return GeneratedEvent.of(row.getKey(), same ? GeneratedValues.otherType(random, row.getValue())
                : GeneratedValues.oneOff(random, row.getValue()));
    }

    /** An id not stored yet: one of the families when one is left, so that neighbours of stored ids are new ids. */
    private GeneratedEvent fresh(Map<String, Long> stored) {
        List<Object> unused = new ArrayList<>(GeneratedValues.IDS);
        unused.removeAll(stored.keySet());
        Object id = unused.isEmpty() ? "item-" + (stored.size() + 1) : pick(random, unused);
        return GeneratedEvent.of(id, pick(random, GeneratedValues.QTYS));
    }

    /** A pending row, a sent one, a stored id with another qty, an id not stored (often a neighbour of one), or an invalid event. */
    StoreOps.MarkSent markSent() {
        Map<String, Long> stored = new java.util.TreeMap<>();
        model.outbox.forEach(row -> stored.put(row.id, row.qty));
        List<OutboxModel.Row> unsent = model.pending(16);
        GeneratedEvent event = switch (random.nextInt(6)) {
            case 0, 1 -> unsent.isEmpty() ? fresh(stored) : GeneratedEvent.of(unsent.get(0).id,
                    GeneratedValues.otherType(random, unsent.get(0).qty));
            case 2 -> stored.isEmpty() ? fresh(stored) : known(stored, true);
            case 3 -> stored.isEmpty() ? fresh(stored) : known(stored, false);
            case 4 -> fresh(stored);
            default -> GeneratedValues.invalid(random);
        };
        return new StoreOps.MarkSent(instance(), event);
    }

    /**
     * A dispatch, with the source's writes working again first: mostly ACKs, sometimes a
     * failing answer at one item, a hook that throws after one delivery, a limit of 1 to 16 or
     * (rarely) outside it. At step 8 the answers are the HTTP peer's.
     */
    Op<OutboxWorld, OutboxModel> dispatch(boolean http) {
        if (model.sourceWritesFail) {
            return new OutboxOps.FailWrites(false, false, false);
        }
        if (model.pending(1).isEmpty() || random.nextInt(4) == 0) {
            return enqueue(0);
        }
        List<DeliveryAnswer> answers = new ArrayList<>();
        int count = random.nextInt(4);
        for (int i = 0; i < count; i++) {
            answers.add(http ? DeliveryAnswers.peer(random, i == count - 1) : DeliveryAnswers.send(random, i == count - 1));
        }
        int faultItem = random.nextInt(5) == 0 ? random.nextInt(3) : -1;
        RuntimeException injected = new IllegalStateException("the grader's hook fails at after-delivery");
        int limit = random.nextInt(10) == 0 ? BAD_LIMITS[random.nextInt(BAD_LIMITS.length)] : LIMITS[random.nextInt(LIMITS.length)];
        return new DispatchOps(instance(), limit, answers, faultItem, injected, http);
    }
}
