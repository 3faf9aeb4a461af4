package grader.checks.outbox;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Values;
import grader.check.db.WriteFailures;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import labs.ConflictException;

/** The generated calls of lab outbox's steps 1, 3, 5 and 6, and the grader's own doings between them. */
final class OutboxOps {
    static final List<String> ENQUEUE_POINTS = List.of("after-order", "after-outbox", "after-commit");
    static final List<String> RECEIVE_POINTS = List.of("after-inbox", "after-total", "after-commit");

    private OutboxOps() {
    }

    static String on(int which, String call) {
        return which == 0 ? call : "(second instance) " + call;
    }

    /** A refusal that writes nothing need not meet a write failure, one that writes a no-op does: either is allowed. */
    static Expected refusal(Expected usual, boolean writesFail) {
        return Expected.underWriteFailure(writesFail, usual, false);
    }

    /** What a call whose hook throws {@code injected} at a point before the end must do: throw it, unchanged. */
    static Expected hookThrows(RuntimeException injected) {
        return Expected.of("throws the hook's own exception, unchanged (" + injected + ")", o -> o.thrown() == injected,
                new Outcome(null, injected));
    }

    /**
     * The hook's calls must fit the outcome: all of {@code points} for a new id, none for a
     * refusal, those up to the failing one when the hook threw. A call that does not fit is
     * reported as its outcome and the points it reached, which no expectation accepts.
     */
    static Outcome fitHook(Outcome outcome, List<String> reached, List<String> points, String faultAt, RuntimeException injected) {
        List<String> fitting;
        if (outcome.threw() && outcome.thrown() == injected) {
            fitting = points.subList(0, points.indexOf(faultAt) + 1);
        } else if (Boolean.TRUE.equals(outcome.value())) {
            fitting = points;
        } else if (!outcome.threw() || outcome.thrown() instanceof IllegalArgumentException
                || outcome.thrown() instanceof ConflictException) {
            fitting = List.of();
        } else {
            return outcome;
        }
        return fitting.equals(reached) ? outcome
                : Outcome.returned("(" + outcome.brief() + ", but the hook was called at " + reached + ", not " + fitting + ")");
    }

    /** validateEvent of a generated event: a new equal map, or an IllegalArgumentException; the input never changes. */
    record Validate(int which, GeneratedEvent event) implements Op<OutboxWorld, OutboxModel> {
        public String call() {
            return on(which, "validateEvent(" + event.show() + "), then the input changed to qty 999");
        }

        public Outcome perform(OutboxWorld world) {
            Map<String, Object> input = event.build();
            Outcome outcome = Outcome.of(() -> world.instance(which).validateEvent(input));
            if (input != null && !Values.same(event.build(), input)) {
                return Outcome.returned("(the input was changed to " + Values.show(input) + ")");
            }
            if (outcome.threw() || input == null) {
                return outcome;
            }
            if (outcome.value() == input) {
                return Outcome.returned("(the input map itself)");
            }
            if (!(outcome.value() instanceof Map<?, ?> result)) {
                return outcome;
            }
            Map<Object, Object> before = new LinkedHashMap<>(result);
            changeIfModifiable(input);
            return Values.same(before, result) ? outcome
                    : Outcome.returned("(a result that changed with its input: " + Values.show(outcome.value()) + ")");
        }

        public Expected expect(OutboxModel model) {
            Map<String, Object> built = event.build();
            if (!event.valid()) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            Map<String, Object> copy = Map.of("id", built.get("id"), "qty", built.get("qty"));
            return Expected.matching("returns a new map equal to " + Values.show(copy),
                    v -> Values.same(copy, v) && ((Map<?, ?>) v).get("id") instanceof String, copy);
        }

        public void apply(OutboxModel model, Outcome actual) {
        }

        public List<Op<OutboxWorld, OutboxModel>> simpler() {
            return event.plainer().stream().<Op<OutboxWorld, OutboxModel>>map(e -> new Validate(0, e)).toList();
        }
    }

    /**
     * The grader makes the writes of the source (the outbox insert and update, and the orders
     * insert too when {@code ordersToo}) or of the sink fail, or (not {@code on}) stops all of them.
     */
    record FailWrites(boolean sink, boolean on, boolean ordersToo) implements Op<OutboxWorld, OutboxModel> {
        List<WriteFailures.Write> writes() {
            if (sink) {
                return List.of(WriteFailures.insertsInto("inbox"), WriteFailures.updatesOf("stock"));
            }
            List<WriteFailures.Write> outbox = List.of(WriteFailures.insertsInto("outbox"), WriteFailures.updatesOf("outbox"));
            return ordersToo || !on ? List.of(WriteFailures.insertsInto("orders"), outbox.get(0), outbox.get(1)) : outbox;
        }

        public String call() {
            String file = sink ? "sink.db" : "source.db";
            String writes = String.join(", ", writes().stream().map(w -> w.kind() + " " + w.table()).toList());
            return on ? "the grader makes every " + writes + " of " + file + " fail (a trigger raises an error)"
                    : "the grader drops its failing triggers on " + file;
        }

        public Outcome perform(OutboxWorld world) {
            return Outcome.of(() -> {
                if (on) {
                    WriteFailures.start(sink ? world.sink() : world.source(), writes());
                } else {
                    WriteFailures.stop(sink ? world.sink() : world.source(), writes());
                }
                return null;
            });
        }

        public Expected expect(OutboxModel model) {
            return Expected.value(null);
        }

        public void apply(OutboxModel model, Outcome actual) {
            if (sink) {
                model.sinkWritesFail = on;
            } else {
                model.sourceWritesFail = on;
                model.ordersFail = on && ordersToo;
            }
        }

    }

    /** The caller changes its event after the call returned: a Map.of input cannot be changed, and need not be. */
    static void changeIfModifiable(Map<String, Object> input) {
        try {
            input.put("qty", 999);
        } catch (UnsupportedOperationException unmodifiable) {
            return;
        }
    }
}
