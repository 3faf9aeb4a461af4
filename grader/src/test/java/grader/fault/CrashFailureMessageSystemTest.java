package grader.fault;

import grader.tools.CrashChecks;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.Failure;
import grader.mutants.AuthoredMutant;
import grader.mutants.MutantApplier;
import grader.submission.SourceSubmission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A failing crash check tells the student everything: the fault point, what each process
 * did before it died, the state read back with its integrity check, and, last, how to
 * reproduce it and replay the killed process by hand.
 */
class CrashFailureMessageSystemTest {
    @TempDir
    Path work;

    @Test
    void failureNamesPointHistoryStateAndReproduceCommand() throws Exception {
        AuthoredMutant mutant = AuthoredMutant.read(
                ProjectPaths.fixtures().resolve("mutants/inbox/crash-dedupe-in-process-memory.json"));
        MutantApplier.apply(mutant, ProjectPaths.referenceSources(), work.resolve("src"));
        SourceSubmission.Outcome outcome = SourceSubmission.load(work.resolve("src"), work.resolve("classes"));
        assertThat(outcome.problems()).isEmpty();

        List<CheckResult> results = CrashChecks.run(outcome.submission(), Lab.INBOX, 1L);
        CheckResult afterCommit = results.stream()
                .filter(r -> r.id().equals("inbox.5.crash-after-commit-applies-once")).findFirst().orElseThrow();
        assertThat(afterCommit.status().passed()).isFalse();
        Failure failure = afterCommit.failure();
        assertThat(failure).isNotNull();
        assertThat(failure.tried())
                .contains("process receiver (pid ")
                .contains("receive({id=snack-7, qty=7})")
                .contains("fault hook called: receiver after-inbox")
                .contains("stopped at the fault point after-commit")
                .contains("killed by the grader (SIGKILL)")
                .contains("process receiver-restarted")
                .doesNotContain("faultchild.FaultChildMain");
        assertThat(failure.state()).contains("integrity_check=ok").contains("inbox: [").contains("stock: [");
        assertThat(failure.replay())
                .startsWith("./grade inbox YOUR_SUBMISSION --check inbox.5.crash-after-commit-applies-once; then process receiver")
                .contains("faultchild.FaultChildMain - ");
        assertThat(afterCommit.message()).as("the long replay command comes after the facts")
                .containsSubsequence("tried: ", "; expected: ", "; actual: ", "; state: ", "; replay: ./grade inbox");
    }
}
