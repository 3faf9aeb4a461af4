package grader.score;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A course's weights: a step's points shared by its checks, a check's own points and visibility, a default. */
class WeightsTests {
    private static final String BOUNDARY = "lease.4.boundary-now-equals-until";

    @TempDir
    Path work;

    /** Lease step 4 with three checks (two passed) and step 5 with one passed check. */
    private static GradeReport report() {
        return new GradeReport("v", ".", "00", 1, List.of(new LabResult("lease", List.of(
                new StepResult(4, "four", List.of(check(BOUNDARY, 4, Status.PASSED),
                        check("lease.4.b", 4, Status.PASSED), check("lease.4.c", 4, Status.FAILED))),
                new StepResult(5, "five", List.of(check("lease.5.a", 5, Status.PASSED)))))), List.of(), 1);
    }

    private static CheckResult check(String id, int step, Status status) {
        return new CheckResult(id, step, "purpose", false, status, null, null, 1, 1);
    }

    private Weights weights(String json) throws Exception {
        Path file = work.resolve("weights.json");
        Files.writeString(file, json);
        return WeightsFile.read(file);
    }

    @Test
    void withoutAFileEveryCheckIsWorthOneAndVisible() {
        Scoring scoring = Weights.EQUAL.apply(report());
        assertThat(scoring.score()).isEqualTo(3);
        assertThat(scoring.maxScore()).isEqualTo(4);
        report().labs().get(0).steps().forEach(s -> s.checks().forEach(c ->
                assertThat(scoring.weight(c)).isEqualTo(Weight.DEFAULT)));
    }

    @Test
    void aStepsPointsAreSharedByItsChecksWithoutPointsOfTheirOwn() throws Exception {
        Scoring scoring = weights("{\"lease.4\": {\"points\": 10, \"visibility\": \"after_due_date\"},"
                + " \"" + BOUNDARY + "\": {\"points\": 4, \"visibility\": \"hidden\"},"
                + " \"default\": {\"points\": 2}}").apply(report());
        StepResult four = report().labs().get(0).steps().get(0);
        assertThat(scoring.weight(four.checks().get(0))).isEqualTo(new Weight(4, Visibility.HIDDEN));
        // The step's 10 are its total: the 4 its boundary check takes leave 6 for the other two.
        assertThat(scoring.weight(four.checks().get(1))).isEqualTo(new Weight(3, Visibility.AFTER_DUE_DATE));
        assertThat(scoring.weight(four.checks().get(2))).isEqualTo(new Weight(3, Visibility.AFTER_DUE_DATE));
        assertThat(scoring.weight(report().labs().get(0).steps().get(1).checks().get(0)))
                .isEqualTo(new Weight(2, Visibility.VISIBLE));
        assertThat(scoring.score()).isEqualTo(4 + 3 + 2);
        assertThat(scoring.maxScore()).isEqualTo(10 + 2);
    }

    @Test
    void checksWhoseOwnPointsExceedTheirStepsTotalAreRefused() {
        assertThatThrownBy(() -> weights("{\"lease.4\": {\"points\": 3}, \"" + BOUNDARY + "\": {\"points\": 5}}"))
                .hasMessageContaining("lease.4").hasMessageContaining("add up to 5.0");
    }

    @Test
    void anUnknownStepOrCheckOrVisibilityIsRefusedWithItsName() {
        assertThatThrownBy(() -> weights("{\"lease.4.no-such-check\": {\"points\": 1}}"))
                .hasMessageContaining("lease.4.no-such-check");
        assertThatThrownBy(() -> weights("{\"lease.9\": {\"points\": 1}}")).hasMessageContaining("lease.9");
        assertThatThrownBy(() -> weights("{\"lease.4\": {\"visibility\": \"secret\"}}"))
                .hasMessageContaining("secret");
        assertThatThrownBy(() -> weights("{\"lease.4\": {\"points\": -1}}")).hasMessageContaining("at least 0");
        assertThatThrownBy(() -> weights("{\"lease.4\": {\"pionts\": 1}}")).hasMessageContaining("pionts");
        assertThatThrownBy(() -> weights("[1]")).hasMessageContaining("one JSON object");
    }
}
