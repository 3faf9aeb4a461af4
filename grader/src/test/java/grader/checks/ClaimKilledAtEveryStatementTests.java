package grader.checks;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Set;
import grader.ProjectPaths;
import grader.judge.CheckLauncher;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.submission.SourceSubmission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * lease.4.crash-in-generated-claims kills a generated claim before each of its statements that
 * follows a write: a claim split over two autocommit UPDATEs (blind batch 4's entry, which every other
 * check passes) fails it, naming the statement whose kill left the owner under the old fence;
 * the reference passes it.
 */
class ClaimKilledAtEveryStatementTests {
    private static final String CHECK = "lease.4.crash-in-generated-claims";

    @TempDir
    Path classes;

    @Test
    void aClaimSplitOverTwoStatementsIsCaughtBetweenThem() throws Exception {
        CheckResult check = gradeOnly(ProjectPaths.fixtures().resolve("corpus/lease/bug-blind4-claim-two-writes-crash/src"));
        assertThat(check.status().label()).as(check.message()).isEqualTo("failed");
        assertThat(check.message()).contains("killed before its SQL statement 3 (UPDATE)")
                .contains("[PRAGMA busy_timeout, UPDATE, UPDATE, SELECT]")
                .contains("one SIGKILLed before each statement that follows a write or a commit");
    }

    @Test
    void theReferencePasses() throws Exception {
        CheckResult check = gradeOnly(ProjectPaths.referenceSources());
        assertThat(check.status().label()).as(check.message()).isEqualTo("passed");
    }

    private CheckResult gradeOnly(Path sources) throws Exception {
        SourceSubmission.Outcome outcome = SourceSubmission.load(sources, classes);
        assertThat(outcome.problems()).isEmpty();
        LabResult result = CheckLauncher.gradeChecks(outcome.submission().classes(), Lab.LEASE, Set.of(CHECK), 42);
        return result.steps().stream().flatMap(s -> s.checks().stream()).filter(c -> c.id().equals(CHECK))
                .findFirst().orElseThrow();
    }
}
