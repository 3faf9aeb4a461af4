package grader.coordinator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.model.GradeReport;
import grader.model.Status;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;
import grader.coordinator.ProgressListener;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The first worker starts before the checks are planned: it grades the plan when there is
 * one, and when planning fails it is ended with its folder like any other.
 */
class JudgeAheadSystemTest {
    @TempDir
    Path work;

    private GradeRequest request(Set<String> checkIds) {
        return new GradeRequest(Lab.LEASE, ProjectPaths.fixtures().resolve("submissions/lease-starter-stub"),
                "stub", 1, checkIds, 7L, Duration.ofSeconds(20), work.resolve("cache"), work.resolve("tmp"),
                SandboxChoice.choose(SandboxMode.AUTO, note -> { }).orElseThrow(), GradeRequest.DEFAULT_BUDGET, false);
    }

    @Test
    void theWorkerStartedAheadGradesThePlanAndLeavesNothing() throws Exception {
        Leftovers leftovers = Leftovers.before(Files.createDirectories(work.resolve("tmp")));
        GradeReport report = Grading.grade(request(Set.of()), new ProgressListener() { }).report();
        assertThat(report.labs().get(0).steps().get(0).checks()).hasSizeGreaterThan(1)
                .allSatisfy(c -> assertThat(c.status()).isEqualTo(Status.NOT_IMPLEMENTED));
        leftovers.assertNoneLeft();
    }

    @Test
    void aPlanWithNoChecksEndsTheWorkerStartedAhead() throws Exception {
        Leftovers leftovers = Leftovers.before(Files.createDirectories(work.resolve("tmp")));
        assertThatThrownBy(() -> Grading.grade(request(Set.of("lease.1.no-such-check")), new ProgressListener() { }))
                .isInstanceOf(GradingException.class).hasMessageContaining("no check lease.1.no-such-check");
        leftovers.assertNoneLeft();
    }
}
