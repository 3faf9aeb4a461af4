package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.judge.CheckLauncher;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.model.StepResult;
import grader.submission.SourceSubmission;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every authored wrong change under fixtures/mutants is rejected first at the step it
 * targets, while that step's happy path still passes: the proof a course author needs
 * that each check can fail, and fails for the right reason.
 *
 * <p>The build grades {@link MutantSample}'s share ({@code -Didemlab.mutants=all}, or
 * {@code ./grade mutants all}, grades every one). The mutants are graded concurrently (most of a grade is spent waiting on locks and
 * timeouts), and each one is still reported as its own test.
 */
class AuthoredMutantsTests {
    private static final ExecutorService GRADERS =
            Executors.newFixedThreadPool(Math.max(2, Runtime.getRuntime().availableProcessors()));
    /** Grades the wrong changes that must not share this JVM with another grade (see {@link #alone}). */
    private static final ExecutorService ALONE = Executors.newSingleThreadExecutor();
    private static final java.util.concurrent.atomic.AtomicInteger FOLDERS = new java.util.concurrent.atomic.AtomicInteger();

    @TempDir
    static Path work;

    @AfterAll
    static void stopGraders() throws InterruptedException {
        GRADERS.shutdownNow();
        ALONE.shutdownNow();
        GRADERS.awaitTermination(30, TimeUnit.SECONDS);
        ALONE.awaitTermination(30, TimeUnit.SECONDS);
    }

    @TestFactory
    Stream<DynamicTest> everyAuthoredMutantIsKilledAtItsOwnStep() throws Exception {
        List<AuthoredMutant> all = AuthoredMutant.readAll(ProjectPaths.fixtures().resolve("mutants"));
        assertThat(all).isNotEmpty();
        List<AuthoredMutant> mutants = "all".equals(System.getProperty("idemlab.mutants")) ? all : MutantSample.of(all);
        List<Future<LabResult>> grades = new java.util.ArrayList<>(java.util.Collections.nCopies(mutants.size(), null));
        List<Future<LabResult>> shared = new java.util.ArrayList<>();
        for (int i = 0; i < mutants.size(); i++) {
            AuthoredMutant m = mutants.get(i);
            if (!alone(m)) {
                grades.set(i, GRADERS.submit(() -> grade(m)));
                shared.add(grades.get(i));
            }
        }
        for (int i = 0; i < mutants.size(); i++) {
            AuthoredMutant m = mutants.get(i);
            if (alone(m)) {
                grades.set(i, ALONE.submit(() -> {
                    for (Future<LabResult> other : shared) {
                        try {
                            other.get();
                        } catch (java.util.concurrent.ExecutionException reportedByItsOwnTest) {
                            // Its own test reports it; here it only had to finish.
                        }
                    }
                    return grade(m);
                }));
            }
        }
        return java.util.stream.IntStream.range(0, mutants.size()).mapToObj(i -> DynamicTest.dynamicTest(
                mutants.get(i).lab() + "/" + mutants.get(i).name(), () -> verify(mutants.get(i), grades.get(i).get())));
    }

    /**
     * Outbox step 8 sets the JVM's proxy settings for its proxy check, and a change that
     * honours them would send through another grade's trap: in the worker JVM a check is alone,
     * so here these are graded alone too, after the rest.
     */
    private static boolean alone(AuthoredMutant mutant) {
        return mutant.lab().equals("outbox") && mutant.step() == Lab.STEPS;
    }

    private static LabResult grade(AuthoredMutant mutant) throws Exception {
        String folder = mutant.lab() + "-" + mutant.name() + "-" + FOLDERS.incrementAndGet();
        Path sources = work.resolve(folder + "-src");
        MutantApplier.apply(mutant, ProjectPaths.referenceSources(), sources);
        SourceSubmission.Outcome outcome = SourceSubmission.load(sources,
                work.resolve(folder + "-classes"));
        assertThat(outcome.problems()).as("the mutant compiles").isEmpty();
        // Steps after the target cannot change the verdict (first failing step == target), and
        // grading them would run their crash checks' child JVMs for nothing.
        Lab lab = Lab.byId(mutant.lab()).orElseThrow();
        return CheckLauncher.gradeSteps(outcome.submission(), lab, firstReachingStep(mutant, lab), mutant.step(),
                false, 42L);
    }

    /** The steps below it cannot run the change (see FirstReachingStep), as in grade mutants. */
    private static int firstReachingStep(AuthoredMutant fixture, Lab lab) throws Exception {
        Path file = ProjectPaths.referenceSources().resolve(fixture.file());
        String source = java.nio.file.Files.readString(file);
        int first = new FirstReachingStep(grader.mutants.report.LabMethodSteps.of(
                ProjectPaths.root().resolve("lab-api/src/main/java"), lab), FirstReachingStepTests.filesBeside(fixture.file()))
                .of(Mutant.of(fixture, source), source).orElse(1);
        return Math.min(first, fixture.step());
    }

    private static void verify(AuthoredMutant mutant, LabResult result) {
        StepResult first = result.firstFailingStep().orElse(null);
        assertThat(first).as("mutant " + mutant.name() + " is rejected (it survived every check)").isNotNull();
        assertThat(first.number()).as("first failing step of " + mutant.name() + "; failing checks: "
                + failing(result)).isEqualTo(mutant.step());
        CheckResult happy = first.happyPath().orElseThrow();
        assertThat(happy.status().passed()).as("happy path " + happy.id() + " of the target step still passes: "
                + happy.message()).isTrue();
        if (mutant.crashOnly()) {
            assertThat(failing(result)).as("a crash-only change is rejected by crash or stall checks alone")
                    .allMatch(id -> id.matches("[a-z]+\\.\\d\\.(crash|stall)-.*"));
        }
    }

    private static List<String> failing(LabResult result) {
        return result.steps().stream().flatMap(s -> s.checks().stream()).filter(c -> !c.status().passed())
                .map(c -> c.id() + " (" + c.status().label() + ")").toList();
    }

    @org.junit.jupiter.api.Test
    void theSampleKeepsTheFirstOfEveryStepAndEveryFourthAfterIt() throws Exception {
        List<AuthoredMutant> all = AuthoredMutant.readAll(ProjectPaths.fixtures().resolve("mutants"));
        List<AuthoredMutant> sample = MutantSample.of(all);
        assertThat(sample.stream().map(m -> m.lab() + "/" + m.step()).distinct())
                .containsExactlyInAnyOrderElementsOf(all.stream().map(m -> m.lab() + "/" + m.step()).distinct().toList());
        assertThat(sample.size()).isLessThan(all.size() / 2).isGreaterThanOrEqualTo(all.size() / MutantSample.ONE_IN);
    }

    @TestFactory
    Stream<DynamicTest> everyFixtureFileIsWellFormed() throws Exception {
        Path dir = ProjectPaths.fixtures().resolve("mutants");
        return AuthoredMutant.files(dir).stream()
                .map(p -> DynamicTest.dynamicTest(dir.relativize(p).toString(), () -> {
                    AuthoredMutant m = AuthoredMutant.read(p);
                    assertThat(m.lab()).isEqualTo(p.getParent().getFileName().toString());
                    assertThat(m.step()).isBetween(1, Lab.STEPS);
                    assertThat(m.why()).isNotBlank();
                    assertThat(m.find()).isNotEqualTo(m.replace());
                }));
    }
}
