package grader.checks.inbox;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import grader.check.explore.Generator;
import grader.check.explore.Op;
import grader.check.explore.Racing;

/**
 * Draws sequences of receives up to one step. Events are drawn at the edges of what is valid:
 * ids of 1 and 64 characters and one over, letter case, a space or a newline around them,
 * a character just outside the allowed class; qty 1 and 1000 and one beyond, an Integer or a
 * Long of the same value, a Long that wraps to a valid int, a Boolean, a Double, a String;
 * a key too many. Resends come as the other number type; conflicts one off. From step 5 the
 * grader prunes an inbox row now and then, as an operator would, so that a total rebuilt from
 * the inbox shows. From step 5 on, a hook throws at a fault point, and the grader makes the
 * writes of a sink fail for a while. Calls go to two sinks and through two instances; at step
 * 8, two receives at once on one sink, their statements in a forced order. Killing sequences
 * have one receive in a process of its own, SIGKILLed at a fault point.
 */
final class InboxGenerator implements Generator<InboxWorld, InboxModel> {
    private static final String LONGEST = "x".repeat(64);
    private static final List<Object> VALID_IDS = List.of("snack-7", "SNACK-7", "snack_7", "a", "Z9", LONGEST);
    private static final List<Object> BAD_IDS = List.of("snack 7", "snack-7\n", " snack-7", "", LONGEST + "x",
            "snack.7", "스낵-7", "snack-7$", 7);
    private static final List<Object> VALID_QTYS = List.of(7, 7L, 1, 1000L, 999, 2L);
    private static final List<Object> BAD_QTYS = List.of(0, 1001, -7, 4_294_967_303L, Long.MIN_VALUE, true, 7.0, "7");
    private static final List<String> POINTS = List.of("after-inbox", "after-total", "after-commit");

    /** Calls per sequence, the set-up included: about 50 calls a check, so 100 ms a call still ends well inside its limit. */
    static final int CALLS = 14;
    /** At step 8 (receives at once), one drawn call in this many is two receives at once instead (see {@link Racing}). */
    private static final int RACE_ONE_IN = 6;

    private final int step;
    private final int calls;
    /** Whether each sequence has one receive in a process of its own, killed at a fault point (see {@link KilledReceive}). */
    private final boolean kills;

    InboxGenerator(int step, int calls) {
        this(step, calls, false);
    }

    private InboxGenerator(int step, int calls, boolean kills) {
        this.step = step;
        this.calls = calls;
        this.kills = kills;
    }

    /**
     * Sequences of up to {@code step} with one receive in each killed at a drawn fault point,
     * half of the time resent at once by a live instance: the crash practice, amid everything
     * else the generator draws.
     */
    static InboxGenerator killing(int step, int calls) {
        return new InboxGenerator(step, calls, true);
    }

    @Override
    public List<Op<InboxWorld, InboxModel>> sequence(SplittableRandom random) {
        List<Op<InboxWorld, InboxModel>> ops = new ArrayList<>();
        InboxModel plan = new InboxModel(InboxExplored.DATABASES);
        for (int db = 0; db < InboxExplored.DATABASES; db++) {
            add(ops, plan, new InboxOps.InitSink(db));
        }
        int killAt = kills ? InboxExplored.DATABASES + random.nextInt(Math.max(1, calls - InboxExplored.DATABASES - 1)) : -1;
        while (ops.size() < calls) {
            int db = random.nextInt(3) == 0 ? 1 : 0;
            if (ops.size() >= killAt && killAt >= 0) {
                killAt = -1;
                kill(random, ops, plan, db);
            } else if (step >= 5 && random.nextInt(plan.store(db).writesFail ? 2 : 9) == 0) {
                add(ops, plan, new InboxOps.FailWrites(db, !plan.store(db).writesFail));
            } else if (step >= 8 && random.nextInt(RACE_ONE_IN) == 0) {
                add(ops, plan, race(random, plan, db));
            } else if (random.nextInt(12) == 0) {
                add(ops, plan, new InboxOps.InitAgain(instance(random), db));
            } else if (step >= 5 && !plan.store(db).writesFail && !plan.store(db).inbox.isEmpty()
                    && random.nextInt(8) == 0) {
                // From step 5 on, where what a process remembers is the crash checks' to judge: a
                // pruned id received again is new, and a total rebuilt from the inbox shows.
                List<String> ids = new ArrayList<>(plan.store(db).inbox.keySet());
                add(ops, plan, new InboxOps.Prune(db, ids.get(random.nextInt(ids.size()))));
                if (random.nextBoolean()) {
                    // A restart after the pruning: what initSink does with a sink it did not fill.
                    add(ops, plan, new InboxOps.InitAgain(instance(random), db));
                }
            } else {
                add(ops, plan, receive(random, plan, db, random.nextBoolean() ? step : 2 + random.nextInt(step - 1)));
            }
        }
        return ops;
    }

    /** A new event received in a process killed at a drawn point, then (half of the time) resent by a live instance. */
    private void kill(SplittableRandom random, List<Op<InboxWorld, InboxModel>> ops, InboxModel plan, int db) {
        if (plan.store(db).writesFail) {
            add(ops, plan, new InboxOps.FailWrites(db, false));
        }
        List<Object> event = fresh(random, plan.store(db).inbox, plan.store(1 - db).inbox);
        String id = (String) event.get(0);
        int qty = ((Number) event.get(1)).intValue();
        add(ops, plan, new KilledReceive(db, id, qty, POINTS.get(random.nextInt(POINTS.size()))));
        if (random.nextBoolean()) {
            Object resent = random.nextBoolean() ? (Object) qty : (Object) (long) qty;
            add(ops, plan, new InboxOps.Receive(instance(random), db, List.of(id, resent), false, null, null));
        }
    }

    /**
     * Two receives on one sink at once, each through its own instance and connection: the same
     * event half of the time (a resend that meets its first delivery), else another one drawn
     * from the same state (new ids that both add to the total, a conflict, a resend).
     */
    private Op<InboxWorld, InboxModel> race(SplittableRandom random, InboxModel plan, int db) {
        InboxOps.Receive a = receive(random, plan, db, 2);
        InboxOps.Receive drawn = random.nextBoolean() ? a : receive(random, plan, db, 2 + random.nextInt(4));
        InboxOps.Receive b = new InboxOps.Receive(1 - a.which(), db, drawn.idAndQty(), drawn.extraKey(), drawn.faultAt(),
                drawn.injected());
        return new Racing<>(a, new InboxOps.OnSecondConnection(b), random.nextLong(), races(db));
    }

    /** Racing receives share sink {@code db}'s file; an order is tried on a copy of the model. */
    private static Racing.Support<InboxWorld, InboxModel> races(int db) {
        return Racing.support(world -> world.files().get(db), InboxModel::copy);
    }

    private static void add(List<Op<InboxWorld, InboxModel>> ops, InboxModel plan, Op<InboxWorld, InboxModel> op) {
        ops.add(op);
        op.apply(plan, op.expect(plan).typical());
    }

    private InboxOps.Receive receive(SplittableRandom random, InboxModel plan, int db, int kind) {
        String faultAt = step >= 5 && random.nextInt(4) == 0 ? POINTS.get(random.nextInt(POINTS.size())) : null;
        RuntimeException injected = new IllegalStateException("the grader's hook fails at " + faultAt);
        Map<String, Long> here = plan.store(db).inbox;
        Map<String, Long> there = plan.store(1 - db).inbox;
        List<Object> event = switch (kind) {
            case 3 -> here.isEmpty() ? fresh(random, here, there) : resend(random, here);
            case 4 -> here.isEmpty() ? fresh(random, here, there) : conflicting(random, here);
            case 5 -> random.nextBoolean() || here.isEmpty() ? fresh(random, here, there) : resend(random, here);
            default -> random.nextInt(3) == 0 ? invalid(random) : fresh(random, here, there);
        };
        boolean extraKey = kind == 2 && random.nextInt(10) == 0;
        return new InboxOps.Receive(instance(random), db, event, extraKey, faultAt, injected);
    }

    private static int instance(SplittableRandom random) {
        return random.nextInt(4) == 0 ? 1 : 0;
    }

    /**
     * An id this sink has not applied (so that a step's sequence stays within its step's
     * clauses), often one the other sink has (from step 3 on, where ids live in the database):
     * what one database applied says nothing of another.
     */
    private List<Object> fresh(SplittableRandom random, Map<String, Long> here, Map<String, Long> there) {
        List<Object> elsewhere = new ArrayList<>(step >= 3 ? there.keySet() : List.of());
        elsewhere.removeAll(here.keySet());
        List<Object> unused = new ArrayList<>(VALID_IDS);
        unused.removeAll(here.keySet());
        if (step < 3) {
            // New to both sinks: an id one sink applied is new to the other, but that is step 3's clause.
            unused.removeAll(there.keySet());
        }
        Object id = !elsewhere.isEmpty() && random.nextBoolean() ? pick(random, elsewhere)
                : unused.isEmpty() ? "snack-" + (10 + here.size() + there.size()) : pick(random, unused);
        // Before step 3 a qty this sink holds for no other id: another id with the same qty is step 3's clause.
        List<Object> qtys = new ArrayList<>(VALID_QTYS);
        if (step < 3) {
            qtys.removeIf(qty -> here.containsValue(((Number) qty).longValue()));
        }
        return List.of(id, qtys.isEmpty() ? (Object) (long) (10 + here.size()) : pick(random, qtys));
    }

    /** Invalid whatever is stored: the id may be a known one, the qty is what is wrong (or the reverse). */
    private static List<Object> invalid(SplittableRandom random) {
        return random.nextBoolean() ? List.of(pick(random, BAD_IDS), pick(random, VALID_QTYS))
                : List.of(pick(random, VALID_IDS), pick(random, BAD_QTYS));
    }

    /** The same id and qty again, as the other number type half of the time. */
    private static List<Object> resend(SplittableRandom random, Map<String, Long> here) {
        List<Map.Entry<String, Long>> known = new ArrayList<>(here.entrySet());
        Map.Entry<String, Long> row = known.get(random.nextInt(known.size()));
        long qty = row.getValue();
        return List.of(row.getKey(), random.nextBoolean() ? (Object) qty : (Object) (int) qty);
    }

    private static List<Object> conflicting(SplittableRandom random, Map<String, Long> here) {
        List<Map.Entry<String, Long>> known = new ArrayList<>(here.entrySet());
        Map.Entry<String, Long> row = known.get(random.nextInt(known.size()));
        long other = row.getValue() == 1000 ? 999 : row.getValue() + 1;
        return List.of(row.getKey(), random.nextBoolean() ? (Object) other : (Object) (int) other);
    }

    private static Object pick(SplittableRandom random, List<Object> values) {
        return values.get(random.nextInt(values.size()));
    }
}
