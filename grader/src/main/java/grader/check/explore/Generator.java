package grader.check.explore;

import java.util.List;
import java.util.SplittableRandom;

/** Draws one sequence of calls from {@code random}: the same random source gives the same sequence. */
@FunctionalInterface
public interface Generator<W, M> {
    List<Op<W, M>> sequence(SplittableRandom random);
}
