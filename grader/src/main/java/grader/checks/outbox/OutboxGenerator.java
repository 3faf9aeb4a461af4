package grader.checks.outbox;

import static grader.checks.outbox.GeneratedValues.pick;

import java.util.List;
import java.util.SplittableRandom;
import grader.check.explore.Generator;
import grader.check.explore.Op;

/**
 * Draws sequences of outbox calls up to one step, about half of them that step's, and only
 * of the calls whose clauses the step has reached: enqueue from 3, pending from 4, receive
 * from 5, markSent from 6, dispatch from 7 (through the submission's sendHttp to the
 * grader's HTTP peer at 8). Events come from {@link GeneratedValues}; a hook throws at each
 * fault point; the grader makes a file's writes fail for a while (never during a dispatch:
 * the marking it would meet is step 6's clause); a second instance takes part.
 */
final class OutboxGenerator implements Generator<OutboxWorld, OutboxModel> {
    /** Calls per sequence, the set-up included: about 50 calls a check, so 100 ms a call still ends well inside its limit. */
    static final int CALLS = 14;
    /** Validation is cheap: step 1's sequences try more events. */
    static final int VALIDATIONS = 30;

    private final int step;
    private final int calls;

    OutboxGenerator(int step, int calls) {
        this.step = step;
        this.calls = calls;
    }

    @Override
    public List<Op<OutboxWorld, OutboxModel>> sequence(SplittableRandom random) {
        OutboxPlan plan = new OutboxPlan(random, step);
        if (step >= 4) {
            // Rows to read, mark and send from the start: the step's calls meet a store with pending rows.
            plan.add(plan.enqueue(0));
            plan.add(plan.enqueue(0));
        }
        while (plan.ops.size() < calls) {
            int chosen = random.nextBoolean() ? step : 1 + random.nextInt(step);
            Op<OutboxWorld, OutboxModel> op = next(plan, chosen);
            if (op != null) {
                plan.add(op);
            }
        }
        return plan.ops;
    }

    /** A call of step {@code chosen} (or the nearest earlier one the lab has), or null for none this time. */
    private Op<OutboxWorld, OutboxModel> next(OutboxPlan plan, int chosen) {
        SplittableRandom random = plan.random;
        if (step >= 3 && random.nextInt(plan.anyWritesFail() ? 3 : 10) == 0) {
            return plan.toggleFailure();
        }
        return switch (chosen) {
            case 1, 2 -> new OutboxOps.Validate(plan.instance(), random.nextInt(3) == 0 ? GeneratedValues.invalid(random)
                    : GeneratedEvent.of(pick(random, GeneratedValues.IDS), pick(random, GeneratedValues.QTYS)));
            case 3 -> plan.enqueue(random.nextInt(3));
            case 4 -> new StoreOps.Pending(plan.instance(), plan.limit(), random.nextInt(3) == 0 ? random.nextInt(3) : -1);
            case 5 -> plan.receive();
            case 6 -> plan.markSent();
            default -> plan.dispatch(chosen == 8);
        };
    }
}
