package grader.hostile;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import grader.ProjectPaths;
import grader.coordinator.GradeRequest;
import grader.coordinator.Grading;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.Status;
import grader.process.sandbox.Sandbox;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;
import grader.coordinator.ProgressListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * With the sandbox on, the subject (the only process that runs the submission) cannot reach
 * the judge that records its verdicts: the {@code subject-attacks-judge} fixture reads its
 * parent's memory, attaches to it, SIGSTOPs every process it sees and SIGKILLs its parent.
 * A judge it reached would pass the check (the skeleton makes the table), a judge it stopped
 * would time out, a judge it killed would crash it: only a verdict of the skeleton's own
 * "not implemented" shows the judge untouched.
 */
class SubjectConfinementSystemTest {
    private static final String CHECK = "lease.1.init-creates-jobs-table";

    @TempDir
    Path work;

    @Test
    void theSubjectCannotSignalTraceOrAttachToTheJudge() throws Exception {
        Sandbox sandbox = SandboxChoice.choose(SandboxMode.REQUIRE, note -> { }).orElseThrow(() ->
                new AssertionError("this test needs the sandbox: " + SandboxChoice.UNAVAILABLE));
        Path folder = ProjectPaths.fixtures().resolve("hostile").resolve("subject-attacks-judge");
        HostileSuiteSystemTest.HostileFixture fixture = HostileSuiteSystemTest.HostileFixture.read(folder, work);
        Path tempRoot = Files.createDirectories(work.resolve("tmp"));
        GradeRequest request = new GradeRequest(Lab.LEASE, fixture.sources(), fixture.name(), fixture.step(),
                fixture.checkIds(), 42L, Duration.ofSeconds(10), work.resolve("cache"), tempRoot, sandbox,
                GradeRequest.DEFAULT_BUDGET);

        GradeReport report = Grading.grade(request, new ProgressListener() { }).report();

        List<CheckResult> checks = report.labs().stream().flatMap(l -> l.steps().stream())
                .flatMap(s -> s.checks().stream()).toList();
        assertThat(checks).extracting(CheckResult::id).containsExactly(CHECK);
        assertThat(checks.get(0).status()).as("verdict of %s: %s", CHECK, checks.get(0).message())
                .isEqualTo(Status.NOT_IMPLEMENTED);
    }
}
