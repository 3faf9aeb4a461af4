package grader.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.check.Check;
import grader.labs.Lab;
import grader.process.sandbox.Sandbox;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.Status;
import grader.coordinator.ProgressListener;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Grades the hostile lease fixtures in real worker JVMs and judges the result model: one
 * check pays for the submission's misbehaviour, the others are still graded, and nothing
 * is left running or lying around.
 */
class HostileSubmissionsSystemTest {
    /** For the endless loop: short, so the test is quick; its plan leaves out the slow race checks. */
    private static final Duration LIMIT = Duration.ofSeconds(2);
    /** Below the 4.8 s that lease-slow-first-init's four sequences sleep in all, above the 1.2 s of one. */
    private static final Duration PER_SEQUENCE_LIMIT = Duration.ofSeconds(3);
    /** Time the coordinator may take beyond the limit to notice a hang. */
    private static final long MARGIN_MILLIS = 1_000;
    /** For fixtures that do not hang: far above any check's honest time on a busy machine. */
    private static final Duration GENEROUS = Duration.ofSeconds(60);
    /** For the budget: long enough to start a worker, far shorter than GENEROUS. */
    private static final Duration BUDGET = Duration.ofSeconds(15);
    /** What stopping the last worker (kill, reap, folders, cgroups) and the report may add on a loaded machine. */
    private static final long STOP_MARGIN_MILLIS = 10_000;

    @TempDir
    Path work;
    Path tempRoot;
    Leftovers leftovers;

    @BeforeEach
    void watchForLeftovers() throws IOException {
        tempRoot = Files.createDirectories(work.resolve("tmp"));
        leftovers = Leftovers.before(tempRoot);
    }

    @AfterEach
    void nothingLeftBehind() throws IOException {
        leftovers.assertNoneLeft();
    }

    @Test
    void systemExitCrashesOnlyTheChecksThatReachIt() {
        GradeReport report = grade("lease-exit", 4, Set.of(), GENEROUS);
        assertGraded(report, plan(4, Set.of()));
        assertThat(checksOfSteps(report, 1, 3)).allSatisfy(c -> assertThat(c.status()).as(c.id()).isEqualTo(Status.PASSED));
        List<CheckResult> step4 = checksOfSteps(report, 4, 4);
        assertThat(step4).filteredOn(c -> c.status() == Status.CRASHED).isNotEmpty();
        assertThat(step4).filteredOn(c -> c.status() != Status.PASSED).allSatisfy(c -> {
            assertThat(c.status()).as(c.id()).isEqualTo(Status.CRASHED);
            assertThat(c.message()).as(c.id()).contains("exit status 3");
        });
    }

    @Test
    void endlessLoopTimesOutWithinTheLimitAndShowsWhereItWas() {
        // Every check of step 5 (renew), between the happy paths of steps 1-4 and 6.
        Set<String> ids = plan(6, Set.of()).stream()
                .filter(c -> c.step() == 5 || c.method().getAnnotation(Check.class).happyPath())
                .map(PlannedCheck::id).collect(Collectors.toSet());
        GradeReport report = grade("lease-endless-loop", 6, ids, LIMIT);
        assertGraded(report, plan(6, ids));
        assertThat(checksOfSteps(report, 1, 4)).hasSize(4);
        assertThat(checksOfSteps(report, 6, 6)).hasSize(1);
        assertThat(Stream.concat(checksOfSteps(report, 1, 4).stream(), checksOfSteps(report, 6, 6).stream())).allSatisfy(c -> assertThat(c.status()).as(c.id()).isEqualTo(Status.PASSED));
        List<CheckResult> timedOut = checksOfSteps(report, 5, 5).stream()
                .filter(c -> c.status() == Status.TIMED_OUT).toList();
        assertThat(timedOut).isNotEmpty();
        assertThat(timedOut).allSatisfy(c -> {
            assertThat(c.millis()).as(c.id()).isBetween(LIMIT.toMillis(), LIMIT.toMillis() + MARGIN_MILLIS);
            assertThat(c.message()).as(c.id()).contains("the check's thread")
                    .containsSubsequence("at student.LeaseSolution.renew(LeaseSolution.java:", "at grader.checks.lease.Step5");
        });
        assertThat(checksOfSteps(report, 5, 5)).filteredOn(c -> !c.status().passed())
                .allSatisfy(c -> assertThat(c.status()).as(c.id()).isEqualTo(Status.TIMED_OUT));
    }

    @Test
    void anExploringCheckGetsTheLimitForEachSequence() {
        // Each of the check's four sequences creates a database (1.2 s); together they outlast the
        // 3 s limit, which starts again after every sequence that kept to the model.
        String id = "lease.4.generated-claim-calls";
        GradeReport report = grade("lease-slow-first-init", 4, Set.of(id), PER_SEQUENCE_LIMIT);
        CheckResult check = allChecks(report).stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
        assertThat(check.status()).as(check.message()).isEqualTo(Status.PASSED);
        assertThat(check.millis()).as("four sequences of at least 1.2 s each").isGreaterThan(PER_SEQUENCE_LIMIT.toMillis());
    }

    @Test
    void aCrashCheckGetsTheLimitAgainWhenEachOfItsProcessesHasStarted() {
        // The subject and both fault children each load the class for 1 s, with two JVM starts
        // over the 3 s limit; each child's start and load is the grader's time, not the submission's.
        String id = "lease.4.crash-fence-rises-across-processes";
        GradeReport report = grade("lease-slow-start", 4, Set.of(id), PER_SEQUENCE_LIMIT);
        CheckResult check = allChecks(report).stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
        assertThat(check.status()).as(check.message()).isEqualTo(Status.PASSED);
        assertThat(check.millis()).as("three loads of 1 s and two JVM starts").isGreaterThan(PER_SEQUENCE_LIMIT.toMillis());
    }

    @Test
    void aSpentBudgetStopsTheCheckRunningSkipsTheRestAndStillReports() {
        // renew never returns and the limit per check is far above the budget: the budget ends the grade.
        Set<String> ids = plan(6, Set.of()).stream()
                .filter(c -> c.step() == 5 || c.method().getAnnotation(Check.class).happyPath())
                .map(PlannedCheck::id).collect(Collectors.toSet());
        GradeReport report = grade("lease-endless-loop", 6, ids, GENEROUS, BUDGET);
        assertGraded(report, plan(6, ids));
        // Without the budget, the endless renew would hold the grade for GENEROUS (60 s) per check.
        assertThat(report.millis()).isLessThanOrEqualTo(BUDGET.toMillis() + STOP_MARGIN_MILLIS);
        assertThat(allChecks(report)).filteredOn(c -> c.status() == Status.SKIPPED).isNotEmpty();
        assertThat(allChecks(report)).filteredOn(c -> !c.status().passed()).allSatisfy(c -> {
            assertThat(c.status()).as(c.id()).isIn(Status.SKIPPED, Status.TIMED_OUT);
            assertThat(c.message()).as(c.id()).contains("--budget");
        });
    }

    @Test
    void compileErrorsAreTheGradeWithFileAndLine() {
        GradeReport report = grade("lease-compile-error", Lab.STEPS, Set.of(), GENEROUS);
        assertThat(report.compileErrors()).anySatisfy(e -> assertThat(e).startsWith("src/lease/LeaseSolution.java:27:"));
        assertGraded(report, plan(Lab.STEPS, Set.of()));
        assertThat(allChecks(report)).allSatisfy(c -> {
            assertThat(c.status()).as(c.id()).isEqualTo(Status.COMPILE_ERROR);
            assertThat(c.message()).as(c.id()).contains("LeaseSolution.java:27");
        });
    }

    @Test
    void starterStubIsNotImplemented() {
        GradeReport report = grade("lease-starter-stub", Lab.STEPS, Set.of(), GENEROUS);
        assertGraded(report, plan(Lab.STEPS, Set.of()));
        assertThat(allChecks(report)).allSatisfy(c -> assertThat(c.status()).as(c.id() + ": " + c.message())
                .isEqualTo(Status.NOT_IMPLEMENTED));
    }

    @Test
    void floodingStdoutNeitherBlocksNorChangesVerdicts() {
        GradeReport report = grade("lease-stdout-flood", 3, Set.of(), GENEROUS);
        assertGraded(report, plan(3, Set.of()));
        assertThat(allChecks(report)).allSatisfy(c -> assertThat(c.status()).as(c.id() + ": " + c.message())
                .isEqualTo(Status.PASSED));
    }

    private GradeReport grade(String fixture, int maxStep, Set<String> ids, Duration limit) {
        return grade(fixture, maxStep, ids, limit, GradeRequest.DEFAULT_BUDGET);
    }

    private GradeReport grade(String fixture, int maxStep, Set<String> ids, Duration limit, Duration budget) {
        GradeRequest request = new GradeRequest(Lab.LEASE, ProjectPaths.fixtures().resolve("submissions").resolve(fixture),
                fixture, maxStep, ids, 42L, limit, work.resolve("cache"), tempRoot, sandbox(),
                budget);
        return Grading.grade(request, new ProgressListener() { }).report();
    }

    /** The sandbox ./grade uses by default here, so the hostile submissions meet the real launch path. */
    private static Sandbox sandbox() {
        return SandboxChoice.choose(SandboxMode.AUTO, note -> { }).orElseThrow();
    }

    private static List<PlannedCheck> plan(int maxStep, Set<String> ids) {
        return CheckPlan.discover(List.of(Lab.LEASE), maxStep, ids).checks();
    }

    /** Every planned check has exactly one verdict. */
    private static void assertGraded(GradeReport report, List<PlannedCheck> planned) {
        assertThat(allChecks(report)).extracting(CheckResult::id)
                .containsExactlyInAnyOrderElementsOf(planned.stream().map(PlannedCheck::id).toList());
    }

    private static List<CheckResult> allChecks(GradeReport report) {
        return checksOfSteps(report, 1, Lab.STEPS);
    }

    private static List<CheckResult> checksOfSteps(GradeReport report, int from, int to) {
        return report.labs().stream().flatMap(l -> l.steps().stream())
                .filter(s -> s.number() >= from && s.number() <= to)
                .flatMap(s -> s.checks().stream()).toList();
    }
}
