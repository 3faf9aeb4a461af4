package grader.mutants.generate;

import java.util.List;

/** One kind of generated wrong change; every mutator is listed in {@link Mutators}. */
public interface Mutator {
    /** The name used in reports and in the equivalence file, e.g. {@code sql-comparison-flip}. */
    String name();

    /** Every place this mutator can change {@code source}, each as one edit. */
    List<Edit> edits(JavaText source);
}
