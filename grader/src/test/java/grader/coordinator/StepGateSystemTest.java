package grader.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.Status;
import grader.model.StepResult;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;
import grader.coordinator.ProgressListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A student's grade stops at the first step that does not pass: the later steps are skipped,
 * one reason each, and graded again only when asked (--all-steps, or a platform's format).
 */
class StepGateSystemTest {
    @TempDir
    Path work;

    private GradeReport grade(String fixture, int maxStep, boolean everyStep) {
        GradeRequest request = new GradeRequest(Lab.LEASE, ProjectPaths.fixtures().resolve("submissions").resolve(fixture),
                fixture, maxStep, Set.of(), 42L, Duration.ofSeconds(20), work.resolve("cache"), work.resolve("tmp"),
                SandboxChoice.choose(SandboxMode.AUTO, note -> { }).orElseThrow(), GradeRequest.DEFAULT_BUDGET, everyStep);
        return Grading.grade(request, new ProgressListener() { }).report();
    }

    private static List<CheckResult> checks(StepResult step) {
        return step.checks();
    }

    @Test
    void aStarterStopsAtStepOneAndSkipsTheRestWithTheReason() {
        GradeReport report = grade("lease-starter-stub", Lab.STEPS, false);
        List<StepResult> steps = report.labs().get(0).steps();
        assertThat(steps).extracting(StepResult::number).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(checks(steps.get(0))).isNotEmpty()
                .allSatisfy(c -> assertThat(c.status()).isEqualTo(Status.NOT_IMPLEMENTED));
        for (StepResult later : steps.subList(1, steps.size())) {
            assertThat(checks(later)).as("step " + later.number()).isNotEmpty().allSatisfy(c -> {
                assertThat(c.status()).isEqualTo(Status.SKIPPED);
                assertThat(c.message()).contains("step 1 did not pass");
            });
        }
    }

    @Test
    void everyStepIsGradedWhenAsked() {
        GradeReport report = grade("lease-starter-stub", 3, true);
        assertThat(report.labs().get(0).steps()).hasSize(3).allSatisfy(step -> assertThat(checks(step))
                .allSatisfy(c -> assertThat(c.status()).isEqualTo(Status.NOT_IMPLEMENTED)));
    }
}
