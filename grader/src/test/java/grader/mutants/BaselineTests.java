package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import grader.model.LabResult;
import grader.model.Status;
import grader.mutants.worker.WorkerReply;
import org.junit.jupiter.api.Test;

/** The baseline stops the run unless the unmodified reference is green and graded the same every round. */
class BaselineTests {

    private static Baseline.Round round(int n, LabResult result) {
        return new Baseline.Round(n, new WorkerProcess.Replied(new WorkerReply(n, List.of(result), null, true)), 100 * n);
    }

    @Test
    void greenAndIdenticalRoundsPass() {
        Baseline.Finding finding = Baseline.judge(List.of(round(1, LabResults.green()), round(2, LabResults.green())));
        assertThat(finding.ok()).isTrue();
        assertThat(finding.slowestMillis()).isEqualTo(200);
    }

    @Test
    void aRedReferenceStopsTheRunAndNamesTheCheck() {
        LabResult red = LabResults.fail(LabResults.green(), 3, false, Status.FAILED);
        Baseline.Finding finding = Baseline.judge(List.of(round(1, red), round(2, red)));
        assertThat(finding.ok()).isFalse();
        assertThat(finding.problem()).contains("lease.3.edge");
    }

    @Test
    void roundsThatDisagreeAreFlaky() {
        LabResult timedOut = LabResults.fail(LabResults.green(), 8, true, Status.TIMED_OUT);
        Baseline.Finding finding = Baseline.judge(List.of(round(1, LabResults.green()), round(2, timedOut)));
        assertThat(finding.ok()).isFalse();
        assertThat(finding.problem()).contains("round 2");
    }

    @Test
    void aRoundThatWasNotGradedStopsTheRun() {
        Baseline.Round died = new Baseline.Round(1, new WorkerProcess.Died("exit 137"), 5);
        assertThat(Baseline.judge(List.of(died)).problem()).contains("not graded").contains("exit 137");
    }

    @Test
    void aLabWithNoChecksIsNotAGreenBaseline() {
        Baseline.Finding finding = Baseline.judge(List.of(round(1, new LabResult("lease", List.of()))));
        assertThat(finding.problem()).contains("no checks");
    }
}
