package grader.coordinator.isolation;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import grader.check.CheckOutcomes;
import grader.coordinator.PlannedCheck;
import grader.model.CheckResult;

/**
 * Stops a grade at the first step that does not pass, per lab: steps build on each other, so
 * a student fixes the lowest failing step first, and grading the later ones would only cost
 * time (and bury the one that matters under their failures). Every step is graded when the
 * gate is open (--all-steps, and every format a platform reads).
 */
public final class StepGate {
    private final boolean everyStep;
    private final Map<String, Integer> failingStep = new ConcurrentHashMap<>();

    private StepGate(boolean everyStep) {
        this.everyStep = everyStep;
    }

    public static StepGate everyStep() {
        return new StepGate(true);
    }

    public static StepGate untilFirstFailingStep() {
        return new StepGate(false);
    }

    /** Hears every result as it comes. */
    void record(CheckResult result) {
        if (!everyStep && !result.status().passed()) {
            failingStep.merge(result.lab(), result.step(), Math::min);
        }
    }

    /** True when a lower step of the same lab did not pass, so this check is not graded. */
    boolean closes(PlannedCheck check) {
        Integer failing = failingStep.get(check.lab().id());
        return failing != null && check.step() > failing;
    }

    /** The checks this gate closes, each skipped with the step that closed it. */
    List<CheckResult> skipClosed(List<PlannedCheck> pending, long seed) {
        return pending.stream().filter(this::closes)
                .map(c -> CheckOutcomes.withStatus(c.method(), grader.model.Status.SKIPPED,
                        "not graded: step " + failingStep.get(c.lab().id()) + " did not pass (fix it first, or grade"
                                + " every step with --all-steps)", 0, seed))
                .toList();
    }
}
