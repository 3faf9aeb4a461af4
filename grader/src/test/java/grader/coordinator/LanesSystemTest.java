package grader.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.ProjectPaths;
import grader.coordinator.isolation.Lanes;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.Status;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Several judges at once give the report one judge gives: the same status for every check
 * (steps graded ahead of a failing step shown skipped, as the step gate leaves them), heard
 * one step after another, and nothing left behind.
 */
class LanesSystemTest {
    /** Fails step 2 (its enqueue reads, then inserts, in two transactions); steps 3 to 5 are the gate's. */
    private static final Path FAILS_STEP_TWO = ProjectPaths.fixtures().resolve("corpus/lease/bug-enqueue-check-then-insert/src");

    @TempDir
    Path work;

    @AfterEach
    void oneLaneAgain() {
        System.clearProperty(Lanes.PROPERTY);
    }

    @Test
    void threeLanesGiveTheReportOfOneAndTellItStepByStep() throws Exception {
        Graded one = grade(1, "one");
        Graded three = grade(3, "three");
        assertThat(three.statuses()).isEqualTo(one.statuses());
        assertThat(three.statuses()).containsValue(Status.FAILED);
        assertThat(three.report.labs().get(0).steps().subList(2, 5)).allSatisfy(step -> assertThat(step.checks())
                .allSatisfy(c -> assertThat(c.status()).isEqualTo(Status.SKIPPED)));
        assertThat(three.heard).extracting(CheckResult::step).isSortedAccordingTo(Integer::compare);
        assertThat(three.heard).extracting(CheckResult::id)
                .containsExactlyInAnyOrderElementsOf(three.statuses().keySet());
    }

    private Graded grade(int lanes, String name) throws Exception {
        System.setProperty(Lanes.PROPERTY, Integer.toString(lanes));
        Path tmp = Files.createDirectories(work.resolve(name + "-tmp"));
        Leftovers leftovers = Leftovers.before(tmp);
        GradeRequest request = new GradeRequest(Lab.LEASE, FAILS_STEP_TWO, name, 5, Set.of(), 42L,
                Duration.ofSeconds(20), work.resolve("cache"), tmp,
                SandboxChoice.choose(SandboxMode.AUTO, note -> { }).orElseThrow(), GradeRequest.DEFAULT_BUDGET, false);
        List<CheckResult> heard = new ArrayList<>();
        GradeReport report = Grading.grade(request, new ProgressListener() {
            @Override
            public void checkFinished(CheckResult result) {
                heard.add(result);
            }
        }).report();
        leftovers.assertNoneLeft();
        return new Graded(report, heard);
    }

    private record Graded(GradeReport report, List<CheckResult> heard) {
        Map<String, Status> statuses() {
            Map<String, Status> statuses = new LinkedHashMap<>();
            report.labs().forEach(lab -> lab.steps().forEach(step -> step.checks()
                    .forEach(c -> statuses.put(c.id(), c.status()))));
            return statuses;
        }
    }
}
