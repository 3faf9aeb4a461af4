package grader.coordinator.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
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
 * Lanes report out of order; the terminal and the report see one step after another, and a
 * step graded ahead of a lower step that failed shows as the step gate would have left it.
 */
class OrderedResultsTests {
    private static final long SEED = 11L;
    private final CheckPlan plan = CheckPlan.discover(List.of(Lab.LEASE), 3, Set.of());
    private final List<GradeUnit> units = GradeUnit.of(plan);
    private final List<CheckResult> heard = new ArrayList<>();

    @Test
    void theUnitsArePlanStepsInOrder() {
        assertThat(units).extracting(GradeUnit::step).containsExactly(1, 2, 3);
        assertThat(units).allSatisfy(u -> assertThat(u.checks()).isNotEmpty()
                .allSatisfy(c -> assertThat(c.step()).isEqualTo(u.step())));
    }

    @Test
    void aLaterStepFinishedFirstIsHeldUntilTheStepsBeforeItAreComplete() {
        OrderedResults ordered = new OrderedResults(units, StepGate.everyStep(), heard::add);
        units.get(2).checks().forEach(c -> ordered.record(passed(c)));
        units.get(1).checks().forEach(c -> ordered.record(passed(c)));
        assertThat(heard).isEmpty();
        List<PlannedCheck> first = units.get(0).checks();
        ordered.record(passed(first.get(0)));
        assertThat(heard).extracting(CheckResult::id).containsExactly(first.get(0).id());
        first.subList(1, first.size()).forEach(c -> ordered.record(passed(c)));
        assertThat(heard).extracting(CheckResult::step).isSortedAccordingTo(Integer::compare)
                .hasSize(plan.checks().size());
        assertThat(ordered.released()).hasSize(plan.checks().size());
    }

    @Test
    void aStepGradedAheadOfALowerFailureIsShownSkippedAsTheGateWouldHaveLeftIt() {
        StepGate gate = StepGate.untilFirstFailingStep();
        OrderedResults ordered = new OrderedResults(units, gate, result -> {
            heard.add(result);
        });
        units.get(2).checks().forEach(c -> record(gate, ordered, CheckOutcomes.withStatus(c.method(), Status.FAILED,
                "wrong", 3, SEED)));
        units.get(0).checks().forEach(c -> record(gate, ordered, passed(c)));
        PlannedCheck failing = units.get(1).checks().get(0);
        record(gate, ordered, CheckOutcomes.withStatus(failing.method(), Status.FAILED, "wrong", 3, SEED));
        units.get(1).checks().subList(1, units.get(1).checks().size()).forEach(c -> record(gate, ordered, passed(c)));

        assertThat(heard).filteredOn(r -> r.step() == 3).isNotEmpty().allSatisfy(r -> {
            assertThat(r.status()).isEqualTo(Status.SKIPPED);
            assertThat(r.message()).startsWith("not graded: step 2 did not pass");
        });
        assertThat(ordered.released().get(failing.id()).status()).isEqualTo(Status.FAILED);
    }

    private static void record(StepGate gate, OrderedResults ordered, CheckResult result) {
        gate.record(result);
        ordered.record(result);
    }

    private static CheckResult passed(PlannedCheck check) {
        return CheckOutcomes.withStatus(check.method(), Status.PASSED, null, 1, SEED);
    }
}
