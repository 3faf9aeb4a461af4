package grader.check.explore;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Runs one sequence of calls on a fresh world and its model side by side, comparing after
 * every call the outcome with what the model allows and the stored state with the model's.
 */
public final class SequenceRun {
    private SequenceRun() {
    }

    /** Runs numbered from here on are a shrinker's: a world may check more briefly in them (they only shape the report). */
    public static final int FIRST_SHRINK_RUN = 1000;

    /** The first difference, or empty when the code under test kept to the model all the way. */
    public static <W, M> Optional<Difference> firstDifference(ExploredLab<W, M> lab, List<Op<W, M>> ops, int run)
            throws Exception {
        W world = lab.open(run);
        try {
            return walk(lab, world, ops);
        } finally {
            lab.close(world);
        }
    }

    /** The model the stored state turned out to be, or the first one and how the state differs from it. */
    private record Settled<M>(M model, Optional<StateDifference> difference) {
    }

    /** The first of {@code possible} whose state is the stored one; none: the first, and what differs from each. */
    private static <W, M> Settled<M> settle(ExploredLab<W, M> lab, W world, List<M> possible) throws Exception {
        List<StateDifference> differences = new ArrayList<>();
        for (M candidate : possible) {
            Optional<StateDifference> differs = lab.compare(world, candidate);
            if (differs.isEmpty()) {
                return new Settled<>(candidate, Optional.empty());
            }
            differences.add(differs.get());
        }
        String expected = String.join(", or ", differences.stream().map(StateDifference::expected).toList());
        return new Settled<>(possible.get(0), Optional.of(new StateDifference("(one of the states the call may leave) " + expected,
                differences.get(0).actual())));
    }

    private static <W, M> Optional<Difference> walk(ExploredLab<W, M> lab, W world, List<Op<W, M>> ops)
            throws Exception {
        M model = lab.model();
        List<String> transcript = new ArrayList<>();
        for (int i = 0; i < ops.size(); i++) {
            Op<W, M> op = ops.get(i);
            Expected expected = op.expect(model);
            Outcome actual = op.perform(world);
            if (!expected.accepts(actual)) {
                transcript.add(op.call());
                return Optional.of(new Difference(i, false, List.copyOf(transcript), expected.description(), actual.show(),
                        lab.state(world)));
            }
            transcript.add(op.call() + " -> " + actual.brief());
            List<M> possible = op.possibleAfter(model, actual);
            Optional<StateDifference> stored;
            if (possible.isEmpty()) {
                op.apply(model, actual);
                stored = lab.compare(world, model);
            } else {
                Settled<M> settled = settle(lab, world, possible);
                model = settled.model();
                stored = settled.difference();
            }
            if (stored.isPresent()) {
                return Optional.of(new Difference(i, false, List.copyOf(transcript), "afterwards " + stored.get().expected(),
                        stored.get().actual(), lab.state(world)));
            }
        }
        Optional<StateDifference> left = lab.afterSequence(world);
        if (left.isPresent()) {
            return Optional.of(new Difference(ops.size() - 1, true, List.copyOf(transcript),
                    left.get().expected(), left.get().actual(), lab.state(world)));
        }
        return Optional.empty();
    }
}
