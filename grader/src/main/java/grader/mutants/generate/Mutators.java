package grader.mutants.generate;

import java.util.List;

/** Every generated-mutant kind, in the order their mutants are numbered and reported. */
public final class Mutators {
    private Mutators() {
    }

    public static List<Mutator> all() {
        return List.of(
                new SqlComparisonFlip(),
                new SqlDropAndTerm(),
                new SqlInsertConflict(),
                new SqlIncrementDrop(),
                new SqlBeginImmediate(),
                new SqlDropOrderBy(),
                new SqlDropLimit(),
                new SqlDropIfNotExists(),
                new JavaEqualityFlip(),
                new JavaNegateIf(),
                new JavaBoundaryChange(),
                new JavaRemoveRollback(),
                new JavaSwallowException(),
                new JavaFaultAcrossCommit(),
                new JavaRemoveStatement());
    }
}
