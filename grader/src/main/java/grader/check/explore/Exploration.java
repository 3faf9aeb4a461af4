package grader.check.explore;

import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import grader.check.CheckContext;
import grader.check.CheckFailure;
import grader.check.Progress;

/**
 * A check that generates sequences of calls, runs each on the code under test beside the
 * lab's model, and fails with the shortest sequence that still differs. Some sequences come
 * from seeds fixed by the check's id, so that every run tries them and a bug they find is
 * found every time; the rest come from the run's seed, so that other runs look elsewhere,
 * and the reproduce command (which carries that seed) draws them again.
 */
public final class Exploration<W, M> {
    /** Runs a shrink may take, and how long: it only shapes the report. */
    private static final int SHRINK_RUNS = 80;
    private static final long SHRINK_MILLIS = 3000;
    /** Sequences of every exploring check that every run tries, and those drawn from the run's seed. */
    public static final int FIXED = 3;
    public static final int DRAWN = 1;
    /** How exploring checks are named: {@code LAB.STEP.generated-...}. */
    public static final String ID_MARK = "generated-";

    /**
     * How many times a check's time limit an exploring check {@code id} gets at {@code --explore
     * depth}: it runs {@code FIXED + DRAWN * depth} sequences, not {@code FIXED + DRAWN}, so a slow
     * but correct answer that fits the limit at depth 1 still fits it deeper. 1 for other checks.
     */
    public static double limitFactor(String id, int depth) {
        return id.contains(ID_MARK) && depth > 1 ? (FIXED + DRAWN * (double) depth) / (FIXED + DRAWN) : 1;
    }

    private final ExploredLab<W, M> lab;
    private final Generator<W, M> generator;

    public Exploration(ExploredLab<W, M> lab, Generator<W, M> generator) {
        this.lab = lab;
        this.generator = generator;
    }

    /**
     * The exploring check as every lab runs it: {@link #FIXED} sequences every run tries and
     * {@link #DRAWN} from the run's seed, times the {@code --explore} factor.
     */
    public static <W, M> void check(CheckContext context, ExploredLab<W, M> lab, Generator<W, M> generator)
            throws Exception {
        new Exploration<>(lab, generator)
                .run(ExplorePlan.of(context.checkId(), context.seed(), FIXED, DRAWN, context.exploreDepth()));
    }

    /** Runs {@code plan}'s sequences; throws a {@link CheckFailure} at the first one that differs. */
    public void run(ExplorePlan plan) throws Exception {
        List<Long> seeds = plan.seeds();
        for (int i = 0; i < seeds.size(); i++) {
            List<Op<W, M>> ops = generator.sequence(new SplittableRandom(seeds.get(i)));
            Optional<Difference> difference = SequenceRun.firstDifference(lab, ops, i);
            if (difference.isPresent()) {
                Shrinker.Shrunk<W, M> shrunk = new Shrinker<>(lab, SHRINK_RUNS, SHRINK_MILLIS)
                        .shrink(ops, difference.get());
                throw shrunk.difference().failure(plan.describe(i), ops.size());
            }
            Progress.report();
        }
    }

}
