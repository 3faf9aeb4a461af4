package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
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
        judge = new MutantJudge(compiler, Files.createDirectories(dir.resolve("scratch")), 42L);
    }

    private static WorkerPool.Grader mustNotGrade() {
        return job -> {
            throw new AssertionError("a mutant that cannot run was sent to a worker");
        };
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
