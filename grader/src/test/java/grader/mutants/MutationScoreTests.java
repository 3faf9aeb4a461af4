package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MutationScoreTests {

    private static MutantOutcome outcome(Verdict verdict) {
        Mutant m = new Mutant("lease:x", "lease", 0, "reference/lease/L.java", "m", 0, "a", "b", "", false);
        return new MutantOutcome(m, verdict, null, "", 1);
    }

    @Test
    void equivalentNotApplicableAndNonCompilingMutantsAreLeftOutOfTheScore() {
        MutationScore score = MutationScore.of(List.of(outcome(Verdict.KILLED), outcome(Verdict.KILLED),
                outcome(Verdict.SURVIVED), outcome(Verdict.EQUIVALENT), outcome(Verdict.NOT_APPLICABLE),
                outcome(Verdict.COMPILE_ERROR), outcome(Verdict.TIMED_OUT)));
        assertThat(score.total()).isEqualTo(7);
        assertThat(score.scored()).isEqualTo(4);
        assertThat(score.killed()).isEqualTo(3);
        assertThat(score.limited()).isEqualTo(1);
        assertThat(score.percent()).isEqualTo(75.0);
    }
}
