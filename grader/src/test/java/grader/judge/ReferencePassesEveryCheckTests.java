package grader.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.model.StepResult;
import grader.submission.SourceSubmission;
import grader.check.db.Sqlite;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The model answers, loaded from their sources like any submission, pass every check of
 * every lab, and the checks leave no thread, temp file or child process behind.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReferencePassesEveryCheckTests {
    @TempDir
    static Path classes;
    static SourceSubmission.Outcome reference;
    static final long SEED = 42L;
    static final Map<Lab, LabResult> GRADES = new ConcurrentHashMap<>();
    static InProcessLeftovers leftovers;

    @BeforeAll
    static void compileReference() throws Exception {
        reference = SourceSubmission.load(ProjectPaths.referenceSources(), classes);
        assertThat(reference.problems()).isEmpty();
        // sqlite-jdbc extracts its native library once per JVM and removes it at exit: load it first.
        Sqlite.execute(classes.resolve("warm-up.db"), "SELECT 1");
        leftovers = InProcessLeftovers.before();
    }

    /** One grade per lab serves both tests; the seed is fixed so the build is repeatable. */
    private static LabResult graded(Lab lab) {
        return GRADES.computeIfAbsent(lab, l -> CheckLauncher.grade(reference.submission(), l, Lab.STEPS, SEED));
    }

    @Order(1)
    @ParameterizedTest
    @EnumSource(Lab.class)
    void referencePassesAllEightSteps(Lab lab) {
        assertThat(reference.submission().implementationOf(lab)).as("reference implements " + lab.id()).isPresent();
        LabResult result = graded(lab);
        assertThat(result.steps()).extracting(StepResult::number).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(result.steps().stream().flatMap(s -> s.checks().stream())
                .filter(c -> !c.status().passed())
                .map(c -> c.id() + " " + c.status().label() + " (run seed " + SEED + "): " + c.message())
                .collect(Collectors.toList())).isEmpty();
    }

    @Order(2)
    @ParameterizedTest
    @EnumSource(Lab.class)
    void everyStepNamesExactlyOneHappyPath(Lab lab) {
        LabResult result = graded(lab);
        for (StepResult step : result.steps()) {
            assertThat(step.checks().stream().filter(CheckResult::happyPath).count())
                    .as("happy paths of " + lab.id() + " step " + step.number()).isEqualTo(1);
            assertThat(step.title()).isNotBlank();
        }
    }

    @Order(3)
    @Test
    void gradingEveryLabLeavesNothingBehind() throws Exception {
        for (Lab lab : Lab.values()) {
            graded(lab);
        }
        leftovers.assertNoneLeft();
    }
}
