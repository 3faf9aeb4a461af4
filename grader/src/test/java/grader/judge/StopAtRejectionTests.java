package grader.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.model.StepResult;
import grader.mutants.AuthoredMutant;
import grader.mutants.MutantApplier;
import grader.submission.SourceSubmission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A grade that stops at the first rejection (what a mutant run asks for) runs the happy path
 * and the quick checks of a step before its crash checks, and none after the rejection.
 */
class StopAtRejectionTests {
    @TempDir
    Path work;

    @Test
    void aChangeAQuickCheckRejectsStartsNoCrashCheckAndKeepsItsHappyPath() throws Exception {
        StepResult step = gradedStep("outbox", "step7-limit-clamped", 7, true);
        List<String> ran = step.checks().stream().map(CheckResult::id).toList();
        assertThat(step.checks().stream().filter(c -> !c.status().passed())).as("ran: " + ran).hasSize(1);
        assertThat(ran).as("no crash check after the rejection").noneMatch(id -> id.startsWith("outbox.7.crash"));
        assertThat(step.happyPath()).as("ran: " + ran).isPresent();
        assertThat(step.happyPath().get().status().passed()).isTrue();
    }

    @Test
    void aGradeThatDoesNotStopRunsEveryCheckOfTheStep() throws Exception {
        StepResult step = gradedStep("outbox", "step7-limit-clamped", 7, false);
        assertThat(step.checks().stream().map(CheckResult::id)).anyMatch(id -> id.startsWith("outbox.7.crash"));
        assertThat(step.checks().stream().filter(c -> !c.status().passed()).count()).isGreaterThanOrEqualTo(1);
    }

    private StepResult gradedStep(String lab, String name, int number, boolean stop) throws Exception {
        AuthoredMutant mutant = AuthoredMutant.readAll(ProjectPaths.fixtures().resolve("mutants")).stream()
                .filter(m -> m.lab().equals(lab) && m.name().equals(name)).findFirst().orElseThrow();
        Path sources = work.resolve("src-" + stop);
        MutantApplier.apply(mutant, ProjectPaths.referenceSources(), sources);
        SourceSubmission.Outcome outcome = SourceSubmission.load(sources, work.resolve("classes-" + stop));
        assertThat(outcome.problems()).isEmpty();
        LabResult result = CheckLauncher.gradeSteps(outcome.submission(), Lab.byId(lab).orElseThrow(), number,
                number, stop, 42L);
        return result.steps().stream().filter(s -> s.number() == number).findFirst().orElseThrow();
    }
}
