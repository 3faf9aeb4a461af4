package grader.mutants;

import static grader.mutants.LabResults.fail;
import static grader.mutants.LabResults.green;
import static org.assertj.core.api.Assertions.assertThat;

import grader.model.LabResult;
import grader.model.Status;
import org.junit.jupiter.api.Test;

class VerdictRulesTests {

    @Test
    void everyCheckPassingIsASurvivor() {
        assertThat(VerdictRules.classify(4, green())).isEqualTo(Verdict.SURVIVED);
        assertThat(VerdictRules.classify(0, green())).isEqualTo(Verdict.SURVIVED);
    }

    @Test
    void firstFailureAtTheTargetWithTheHappyPathPassingIsKilledAtTheIntendedStep() {
        LabResult result = fail(fail(green(), 4, false, Status.FAILED), 6, false, Status.FAILED);
        assertThat(VerdictRules.classify(4, result)).isEqualTo(Verdict.KILLED_AT_INTENDED_STEP);
        assertThat(VerdictRules.firstFailingCheck(result).orElseThrow().id()).isEqualTo("lease.4.edge");
    }

    @Test
    void firstFailureBeforeTheTargetIsEarly() {
        LabResult result = fail(fail(green(), 2, false, Status.FAILED), 4, false, Status.FAILED);
        assertThat(VerdictRules.classify(4, result)).isEqualTo(Verdict.KILLED_EARLY);
    }

    @Test
    void firstFailureAfterTheTargetIsLate() {
        LabResult result = fail(green(), 7, false, Status.ERROR);
        assertThat(VerdictRules.classify(4, result)).isEqualTo(Verdict.KILLED_LATE);
    }

    @Test
    void aFailingHappyPathAtTheTargetIsHappyPathBroken() {
        LabResult result = fail(fail(green(), 4, false, Status.FAILED), 4, true, Status.FAILED);
        assertThat(VerdictRules.classify(4, result)).isEqualTo(Verdict.HAPPY_PATH_BROKEN);
    }

    @Test
    void aGeneratedMutantRejectedByAnyCheckIsKilled() {
        assertThat(VerdictRules.classify(0, fail(green(), 5, true, Status.FAILED))).isEqualTo(Verdict.KILLED);
    }

    @Test
    void aStepRejectedOnlyByALimitIsTheLimitsVerdictNotACheck() {
        assertThat(VerdictRules.classify(4, fail(green(), 4, false, Status.TIMED_OUT))).isEqualTo(Verdict.TIMED_OUT);
        assertThat(VerdictRules.classify(4, fail(green(), 3, false, Status.CRASHED))).isEqualTo(Verdict.CRASHED);
        LabResult both = fail(fail(green(), 4, false, Status.TIMED_OUT), 4, true, Status.FAILED);
        assertThat(VerdictRules.classify(4, both)).isEqualTo(Verdict.HAPPY_PATH_BROKEN);
    }

    @Test
    void onlyVerdictsOfAChecksRejectionCountAsKilled() {
        assertThat(Verdict.KILLED_EARLY.killed()).isTrue();
        assertThat(Verdict.SURVIVED.killed()).isFalse();
        assertThat(Verdict.NOT_APPLICABLE.killed()).isFalse();
        assertThat(Verdict.COMPILE_ERROR.killed()).isFalse();
        assertThat(Verdict.TIMED_OUT.killed()).isFalse();
    }
}
