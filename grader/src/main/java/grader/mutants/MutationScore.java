package grader.mutants;

import java.util.List;

/**
 * Killed over the mutants that could have been killed: equivalent, not applicable and
 * non-compiling ones are left out. Timed out and crashed mutants were rejected (by a limit)
 * and count as killed, as Stryker counts them as detected; {@code limited} says how many.
 */
public record MutationScore(int total, int killed, int survived, int excluded, int limited) {

    public static MutationScore of(List<MutantOutcome> outcomes) {
        int killed = 0;
        int survived = 0;
        int excluded = 0;
        int limited = 0;
        for (MutantOutcome o : outcomes) {
            switch (o.verdict()) {
                case EQUIVALENT, NOT_APPLICABLE, COMPILE_ERROR -> excluded++;
                case SURVIVED -> survived++;
                case TIMED_OUT, CRASHED -> {
                    limited++;
                    killed++;
                }
                default -> killed++;
            }
        }
        return new MutationScore(outcomes.size(), killed, survived, excluded, limited);
    }

    /** How many count in the denominator. */
    public int scored() {
        return total - excluded;
    }

    /** Percent, 100 when nothing could be scored. */
    public double percent() {
        return scored() == 0 ? 100.0 : 100.0 * killed / scored();
    }
}
