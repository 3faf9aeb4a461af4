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
            op.apply(model, actual);
            transcript.add(op.call() + " -> " + actual.brief());
            Optional<StateDifference> stored = lab.compare(world, model);
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
