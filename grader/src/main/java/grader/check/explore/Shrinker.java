package grader.check.explore;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Makes a failing sequence as short and plain as it will go while it still fails: calls after
 * the failing one are dropped, then each call that can be left out is, then each call is
 * replaced by a simpler form, for as long as a pass changes something. Shrinking only shapes
 * the report (the verdict was taken from the first failing run), so it stops at a time limit
 * as well as at a number of runs.
 */
public final class Shrinker<W, M> {
    private final ExploredLab<W, M> lab;
    private final long deadlineNanos;
    private int runsLeft;
    private int runs;

    public Shrinker(ExploredLab<W, M> lab, int maxRuns, long maxMillis) {
        this.lab = lab;
        this.runsLeft = maxRuns;
        this.deadlineNanos = System.nanoTime() + maxMillis * 1_000_000L;
    }

    /** The shortest form found, with its difference. */
    public Shrunk<W, M> shrink(List<Op<W, M>> ops, Difference first) throws Exception {
        List<Op<W, M>> best = new ArrayList<>(ops.subList(0, first.index() + 1));
        Difference difference = first;
        boolean changed = true;
        while (changed && canRun()) {
            changed = false;
            for (int i = best.size() - 1; i >= 0 && canRun(); i--) {
                if (!best.get(i).removable()) {
                    continue;
                }
                List<Op<W, M>> without = new ArrayList<>(best);
                without.remove(i);
                Optional<Difference> still = tryRun(without);
                if (still.isPresent()) {
                    best = new ArrayList<>(without.subList(0, still.get().index() + 1));
                    difference = still.get();
                    changed = true;
                    i = Math.min(i, best.size());
                }
            }
            for (int i = 0; i < best.size() && canRun(); i++) {
                for (Op<W, M> plainer : best.get(i).simpler()) {
                    List<Op<W, M>> replaced = new ArrayList<>(best);
                    replaced.set(i, plainer);
                    Optional<Difference> still = tryRun(replaced);
                    if (still.isPresent() && still.get().index() >= i) {
                        best = new ArrayList<>(replaced.subList(0, still.get().index() + 1));
                        difference = still.get();
                        changed = true;
                        break;
                    }
                }
            }
        }
        return new Shrunk<>(best, difference, runs);
    }

    private boolean canRun() {
        return runsLeft > 0 && System.nanoTime() < deadlineNanos;
    }

    private Optional<Difference> tryRun(List<Op<W, M>> ops) throws Exception {
        runsLeft--;
        runs++;
        return SequenceRun.firstDifference(lab, ops, SequenceRun.FIRST_SHRINK_RUN + runs);
    }

    /** A shrunk sequence, the difference it still shows, and how many runs shrinking took. */
    public record Shrunk<W, M>(List<Op<W, M>> ops, Difference difference, int runs) {
    }
}
