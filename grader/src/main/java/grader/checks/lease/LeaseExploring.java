package grader.checks.lease;

import java.nio.file.Path;
import grader.check.CheckContext;
import grader.check.explore.ExplorePlan;
import grader.check.explore.Exploration;
import labs.lease.LeaseLab;

/**
 * The exploring check of each lease step: generated sequences of the calls of steps 1 to N,
 * run on two instances of the code under test beside the model of the contract.
 */
final class LeaseExploring {
    /** Calls per sequence, initDb included. */
    static final int CALLS = 12;
    /** Sequences every run tries, and sequences drawn from the run's seed. */
    static final int FIXED = 3;
    static final int DRAWN = 1;

    private LeaseExploring() {
    }

    static void explore(LeaseLab lab, LeaseLab other, Path dir, CheckContext context, int step) throws Exception {
        new Exploration<>(new LeaseExplored(lab, other, dir), new LeaseGenerator(step, CALLS))
                .run(ExplorePlan.of(context.checkId(), context.seed(), FIXED, DRAWN, context.exploreDepth()));
    }
}
