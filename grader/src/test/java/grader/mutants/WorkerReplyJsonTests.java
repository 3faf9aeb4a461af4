package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import grader.model.Failure;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;
import grader.mutants.worker.WorkerJob;
import grader.mutants.worker.WorkerReply;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/** What crosses the socket between coordinator and worker reads back exactly as written. */
class WorkerReplyJsonTests {
    private static final ObjectMapper JSON = JsonMapper.builder().build();

    @Test
    void aReplyWithEveryStepAndFailurePartSurvivesTheRoundTrip() {
        LabResult failed = LabResults.fail(LabResults.green(), 4, false, Status.FAILED);
        var step4 = failed.step(4).orElseThrow();
        var withFailure = new grader.model.CheckResult("lease.4.edge", 4, "p", false, Status.FAILED, "m",
                new Failure("claim(a)", "1", "null", "jobs: []"), 5, 9);
        LabResult result = new LabResult("lease", List.of(new StepResult(4, step4.title(),
                List.of(step4.checks().get(0), withFailure))));
        WorkerReply reply = new WorkerReply(7, List.of(result), null, true);
        WorkerReply back = JSON.readValue(JSON.writeValueAsString(reply), WorkerReply.class);
        assertThat(back).isEqualTo(reply);
        assertThat(VerdictRules.classify(4, back.results().get(0))).isEqualTo(Verdict.KILLED_AT_INTENDED_STEP);
    }

    @Test
    void aJobSurvivesTheRoundTrip() {
        WorkerJob job = new WorkerJob(3, List.of("/a", "/b"), "/b", List.of("lease"), 42);
        assertThat(JSON.readValue(JSON.writeValueAsString(job), WorkerJob.class)).isEqualTo(job);
    }
}
