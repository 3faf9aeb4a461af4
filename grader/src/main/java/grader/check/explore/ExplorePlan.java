package grader.check.explore;

import java.util.ArrayList;
import java.util.List;

/**
 * Which sequences one exploring check draws: {@code fixed} from seeds that depend only on the
 * check's id (every run tries them), then {@code drawn} from the check's seed in this run.
 */
public record ExplorePlan(String checkId, long runSeed, int fixed, int drawn) {

    /** The plan of a check with the default depth, times {@code depth} (the {@code --explore} factor). */
    public static ExplorePlan of(String checkId, long checkSeed, int fixed, int drawn, int depth) {
        return new ExplorePlan(checkId, checkSeed, fixed, drawn * Math.max(1, depth));
    }

    List<Long> seeds() {
        List<Long> seeds = new ArrayList<>();
        long base = checkId.hashCode();
        for (int i = 0; i < fixed; i++) {
            seeds.add(base * 1_000_003L + i);
        }
        for (int i = 0; i < drawn; i++) {
            seeds.add(runSeed * 31L + i);
        }
        return seeds;
    }

    /** The sequence at {@code index} as a failure names it. */
    public String describe(int index) {
        return index < fixed ? "fixed sequence " + (index + 1) + " of " + fixed
                : "sequence " + (index - fixed + 1) + " drawn from this run's seed";
    }
}
