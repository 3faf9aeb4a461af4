package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;
import grader.mutants.worker.StepRange;
import grader.mutants.worker.WorkerReply;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A fixture that no longer fits or does not compile gets its own verdict and is never counted as a kill. */
class MutantJudgeTests {
    private static final String FILE = "reference/lease/Tiny.java";
    private static final String SOURCE = "package reference.lease;\n\npublic class Tiny {\n"
            + "    int answer() {\n        return 1;\n    }\n}\n";

    @TempDir
    Path dir;
    MutantCompiler compiler;
    MutantJudge judge;

    @BeforeEach
    void compileTheTinyReference() throws Exception {
        Path sources = dir.resolve("src");
        Files.createDirectories(sources.resolve("reference/lease"));
        Files.writeString(sources.resolve(FILE), SOURCE);
        compiler = MutantCompiler.forReference(sources, dir.resolve("classes"));
        judge = judgeOf(false);
    }

    private MutantJudge judgeOf(boolean full) throws Exception {
        return new MutantJudge(compiler, Files.createDirectories(dir.resolve("scratch")), 42L, full);
    }

    private static WorkerPool.Grader mustNotGrade() {
        return job -> {
            throw new AssertionError("a mutant that cannot run was sent to a worker");
        };
    }

    /** A worker stand-in that answers with {@code lab} cut to the steps each job asks for, and records the jobs. */
    private static WorkerPool.Grader answering(LabResult lab, List<StepRange> asked) {
        return job -> {
            asked.add(job.steps());
            List<StepResult> steps = new ArrayList<>();
            for (StepResult s : lab.steps()) {
                if (s.number() >= job.steps().from() && s.number() <= job.steps().to()) {
                    steps.add(s);
                    if (job.steps().stopAtFirstFailure() && !s.status().passed()) {
                        break;
                    }
                }
            }
            return new WorkerProcess.Replied(new WorkerReply(job.jobId(), List.of(new LabResult(lab.lab(), steps)),
                    null, true));
        };
    }

    @Test
    void anAuthoredChangeKilledAtItsStepIsGradedOnlyUpToThatStep() {
        List<StepRange> asked = new ArrayList<>();
        LabResult lab = LabResults.fail(LabResults.green(), 4, false, Status.FAILED);
        MutantOutcome outcome = judge.judge(fixture("return 1;", "return 2;"), answering(lab, asked));
        assertThat(outcome.verdict()).isEqualTo(Verdict.KILLED_AT_INTENDED_STEP);
        assertThat(asked).containsExactly(StepRange.untilFirstFailure(1, 4));
        assertThat(outcome.result().steps()).extracting(StepResult::number).containsExactly(1, 2, 3, 4);
    }

    @Test
    void anAuthoredChangeThatGetsPastItsStepIsGradedOnToTellLateFromSurvived() {
        List<StepRange> late = new ArrayList<>();
        LabResult killedAt6 = LabResults.fail(LabResults.green(), 6, false, Status.FAILED);
        assertThat(judge.judge(fixture("return 1;", "return 2;"), answering(killedAt6, late)).verdict())
                .isEqualTo(Verdict.KILLED_LATE);
        assertThat(late).containsExactly(StepRange.untilFirstFailure(1, 4), StepRange.untilFirstFailure(5, 8));

        List<StepRange> survived = new ArrayList<>();
        MutantOutcome outcome = judge.judge(fixture("return 1;", "return 2;"), answering(LabResults.green(), survived));
        assertThat(outcome.verdict()).isEqualTo(Verdict.SURVIVED);
        assertThat(outcome.result().steps()).hasSize(8);
    }

    @Test
    void stepsWhoseChecksCannotRunTheChangeAreNotGraded() throws Exception {
        List<StepRange> asked = new ArrayList<>();
        MutantJudge fromThree = new MutantJudge(compiler, Files.createDirectories(dir.resolve("scratch")), 42L, false,
                mutant -> 3);
        MutantOutcome outcome = fromThree.judge(fixture("return 1;", "return 2;"),
                answering(LabResults.fail(LabResults.green(), 4, false, Status.FAILED), asked));
        assertThat(asked).containsExactly(StepRange.untilFirstFailure(3, 4));
        assertThat(outcome.verdict()).isEqualTo(Verdict.KILLED_AT_INTENDED_STEP);

        List<StepRange> beyond = new ArrayList<>();
        new MutantJudge(compiler, Files.createDirectories(dir.resolve("scratch")), 42L, false, mutant -> 6)
                .judge(fixture("return 1;", "return 2;"), answering(LabResults.fail(LabResults.green(), 4, false,
                        Status.FAILED), beyond));
        assertThat(beyond).as("an answer past the target is not trusted").containsExactly(StepRange.untilFirstFailure(1, 4));
    }

    @Test
    void withFullEveryStepIsGradedInOneJob() throws Exception {
        List<StepRange> asked = new ArrayList<>();
        LabResult lab = LabResults.fail(LabResults.fail(LabResults.green(), 4, false, Status.FAILED), 7, false,
                Status.FAILED);
        MutantOutcome outcome = judgeOf(true).judge(fixture("return 1;", "return 2;"), answering(lab, asked));
        assertThat(asked).containsExactly(StepRange.ALL);
        assertThat(outcome.verdict()).isEqualTo(Verdict.KILLED_AT_INTENDED_STEP);
        assertThat(outcome.result().steps()).hasSize(8);
    }

    @Test
    void aGeneratedChangeStopsAtItsFirstFailingStep() {
        List<StepRange> asked = new ArrayList<>();
        Mutant generated = new Mutant("lease:1", "lease", 0, FILE, "java-boundary-change", SOURCE.indexOf("return 1;"),
                "return 1;", "return 2;", "line 5", false);
        MutantOutcome outcome = judge.judge(generated, answering(LabResults.fail(LabResults.green(), 3, true,
                Status.FAILED), asked));
        assertThat(asked).containsExactly(StepRange.untilFirstFailure(1, 8));
        assertThat(outcome.verdict()).isEqualTo(Verdict.KILLED);
        assertThat(outcome.result().steps()).extracting(StepResult::number).containsExactly(1, 2, 3);
    }

    private static Mutant fixture(String find, String replace) {
        return Mutant.of(new AuthoredMutant("m", "lease", 4, FILE, find, replace, "why", false), SOURCE);
    }

    @Test
    void aFixtureWhoseTextNoLongerMatchesIsNotApplicableNotKilled() {
        MutantOutcome outcome = judge.judge(fixture("return 2;", "return 3;"), mustNotGrade());
        assertThat(outcome.verdict()).isEqualTo(Verdict.NOT_APPLICABLE);
        assertThat(outcome.verdict().killed()).isFalse();
        assertThat(outcome.asIntended()).isFalse();
        assertThat(outcome.reason()).contains("occurs 0 times");
    }

    @Test
    void aFixtureWhoseTextMatchesTwiceIsNotApplicable() {
        assertThat(judge.judge(fixture("    ", "\t"), mustNotGrade()).verdict()).isEqualTo(Verdict.NOT_APPLICABLE);
    }

    @Test
    void aFixtureThatDoesNotCompileIsACompileErrorNotAKill() {
        MutantOutcome outcome = judge.judge(fixture("return 1;", "return \"one\";"), mustNotGrade());
        assertThat(outcome.verdict()).isEqualTo(Verdict.COMPILE_ERROR);
        assertThat(outcome.verdict().killed()).isFalse();
        assertThat(outcome.reason()).contains("Tiny.java:5");
    }

    @Test
    void aScoreLeavesNotApplicableAndCompileErrorsOut() {
        MutationScore score = MutationScore.of(java.util.List.of(
                judge.judge(fixture("return 2;", "return 3;"), mustNotGrade()),
                judge.judge(fixture("return 1;", "return \"one\";"), mustNotGrade())));
        assertThat(score.scored()).isZero();
        assertThat(score.killed()).isZero();
    }
}
