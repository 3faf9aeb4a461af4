package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.model.Status;
import org.junit.jupiter.api.Test;

/** What a run reports about itself: only mutants graded in it count for speed, and what a sample left out. */
class RunCountsTests {
    private static Mutant generated(int n) {
        return new Mutant("lease:" + n, "lease", 0, "reference/lease/X.java", "java-negate-if", n, "a", "b", "", false);
    }

    @Test
    void reusedVerdictsAndAReusedBaselineAreNotCountedAsGraded() {
        var killed = LabResults.fail(LabResults.green(), 2, false, Status.FAILED);
        List<MutantOutcome> outcomes = List.of(
                new MutantOutcome(generated(1), Verdict.KILLED, killed, "first failing step 2", 800),
                new MutantOutcome(generated(2), Verdict.KILLED, killed, "first failing step 2", 900, true),
                new MutantOutcome(generated(3), Verdict.SURVIVED, LabResults.green(), "every check passed", 700, true));
        Baseline.Finding kept = new Baseline.Finding(null, List.of(900L), List.of(LabResults.green()), true);
        MutantRunReport report = new MutantRunReport(kept, outcomes, Path.of("."), 2000, 30_000, 2, null, null);
        assertThat(report.gradedThisRun()).isEqualTo(1);
        assertThat(report.reused()).isEqualTo(2);
        assertThat(report.mutantsPerMinute()).as("one mutant in 30 s").isEqualTo(2.0);
        assertThat(report.baseline().reused()).isTrue();
    }

    @Test
    void aSampleSaysHowManyWereGeneratedAndGivesNoSlotToAnEquivalent() {
        List<Mutant> all = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            all.add(generated(i));
        }
        GeneratedSample sample = GeneratedSample.of(all, 4, m -> m.offset() % 2 == 0);
        assertThat(sample.generated()).isEqualTo(10);
        assertThat(sample.equivalent()).isEqualTo(5);
        assertThat(sample.picked()).hasSize(4).allMatch(m -> m.offset() % 2 == 1);
        assertThat(GeneratedSample.of(all, 20, m -> false).picked()).hasSize(10);
    }
}
