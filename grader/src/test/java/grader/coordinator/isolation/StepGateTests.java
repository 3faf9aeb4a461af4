package grader.coordinator.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import grader.check.CheckOutcomes;
import grader.coordinator.CheckPlan;
import grader.coordinator.PlannedCheck;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.Status;
import org.junit.jupiter.api.Test;

/**
 * The step gate on outbox's real plan: a check that timed out closes the rest of its own step
 * (code that loops would cost the limit once per check) and the steps above it, but never the
 * steps below, and an open gate closes nothing.
 */
class StepGateTests {
    private static final long SEED = 7L;
    private final List<PlannedCheck> plan = CheckPlan.discover(List.of(Lab.OUTBOX), 8, Set.of()).checks();

    @Test
    void aTimeOutClosesTheRestOfItsStepAndTheStepsAbove() {
        StepGate gate = StepGate.untilFirstFailingStep();
        PlannedCheck looped = inStep(7).get(0);
        gate.record(timedOut(looped));
        assertThat(inStep(7)).filteredOn(c -> !c.equals(looped)).isNotEmpty().allMatch(gate::closes);
        assertThat(gate.closes(looped)).as("the check that timed out keeps its own result").isFalse();
        assertThat(inStep(6)).noneMatch(gate::closes);
        assertThat(inStep(8)).allMatch(gate::closes);
        List<CheckResult> skipped = gate.skipClosed(plan, SEED);
        assertThat(skipped).allMatch(r -> r.status() == Status.SKIPPED);
        assertThat(skipped).filteredOn(r -> r.step() == 7).isNotEmpty().allSatisfy(r -> assertThat(r.message())
                .contains(looped.id() + " of the same step timed out").contains("--all-steps"));
        assertThat(skipped).filteredOn(r -> r.step() == 8).isNotEmpty()
                .allSatisfy(r -> assertThat(r.message()).startsWith("not graded: step 7 did not pass"));
    }

    @Test
    void aFailureThatIsNoTimeOutLeavesItsStepOpen() {
        StepGate gate = StepGate.untilFirstFailingStep();
        PlannedCheck failed = inStep(7).get(0);
        gate.record(CheckOutcomes.withStatus(failed.method(), Status.FAILED, "expected true", 5, SEED));
        assertThat(inStep(7)).noneMatch(gate::closes);
        assertThat(inStep(8)).allMatch(gate::closes);
    }

    @Test
    void aCheckClosedByAHigherStepThatFailedFirstIsShownClosedByTheLowestOne() {
        // Lanes finish in any order: step 6 fails first and closes step 8, then step 3 fails.
        StepGate gate = StepGate.untilFirstFailingStep();
        gate.record(CheckOutcomes.withStatus(inStep(6).get(0).method(), Status.FAILED, "expected true", 5, SEED));
        List<CheckResult> closedBySix = gate.skipClosed(inStep(8), SEED);
        assertThat(closedBySix).isNotEmpty().allSatisfy(r -> assertThat(r.message()).startsWith("not graded: step 6 "));
        gate.record(CheckOutcomes.withStatus(inStep(3).get(0).method(), Status.FAILED, "expected true", 5, SEED));
        assertThat(closedBySix).allSatisfy(r -> assertThat(gate.asShown(r).message())
                .isEqualTo("not graded: step 3 did not pass (fix it first, or grade every step with --all-steps)"));
        CheckResult skippedOtherwise = CheckOutcomes.withStatus(inStep(8).get(0).method(), Status.SKIPPED,
                "not graded: the lab has no step 8 here", 0, SEED);
        assertThat(gate.asShown(skippedOtherwise)).as("a skip for another reason keeps it").isEqualTo(skippedOtherwise);
    }

    @Test
    void anOpenGateClosesNothingAfterATimeOut() {
        StepGate gate = StepGate.everyStep();
        gate.record(timedOut(inStep(7).get(0)));
        assertThat(plan).noneMatch(gate::closes);
    }

    private List<PlannedCheck> inStep(int step) {
        return plan.stream().filter(c -> c.step() == step).toList();
    }

    private static CheckResult timedOut(PlannedCheck check) {
        return CheckOutcomes.withStatus(check.method(), Status.TIMED_OUT, "no verdict within 10.0 s", 10_000, SEED);
    }
}
