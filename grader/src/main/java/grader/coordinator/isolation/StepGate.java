package grader.coordinator.isolation;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import grader.check.CheckOutcomes;
import grader.coordinator.PlannedCheck;
import grader.model.CheckResult;
import grader.model.Status;

/**
 * Stops a grade at the first step that does not pass, per lab: steps build on each other, so
 * a student fixes the lowest failing step first, and grading the later ones would only cost
 * time (and bury the one that matters under their failures). Every step is graded when the
 * gate is open (--all-steps, and every format a platform reads).
 */
public final class StepGate {
    private static final String LOWER_STEP_PREFIX = "not graded: step ";
    private static final String LOWER_STEP_SUFFIX = " did not pass (fix it first, or grade every step with --all-steps)";

    private final boolean everyStep;
    private final Map<String, Integer> failingStep = new ConcurrentHashMap<>();
    /** Per lab, the first check that timed out, and its step: the rest of that step is not run. */
    private final Map<String, CheckResult> timedOut = new ConcurrentHashMap<>();

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
        if (!everyStep && result.status() == Status.TIMED_OUT) {
            timedOut.putIfAbsent(result.lab(), result);
        }
    }

    /**
     * True when a lower step of the same lab did not pass, or a check of its own step timed
     * out, so this check is not graded. Code that loops makes most checks of its step loop
     * too, each costing the whole time limit (eleven limits, two minutes, in outbox's step 7):
     * like {@code pytest -x}, one is enough to show where.
     */
    boolean closes(PlannedCheck check) {
        Integer failing = failingStep.get(check.lab().id());
        return failing != null && check.step() > failing || loopedIn(check);
    }

    private boolean loopedIn(PlannedCheck check) {
        CheckResult looped = timedOut.get(check.lab().id());
        return looped != null && looped.step() == check.step() && !looped.id().equals(check.id());
    }

    /**
     * A result as the gate shows it once the lower steps of its lab are all graded: a check of a
     * step above the first failing one was graded ahead by another lane, and is skipped as a
     * check the gate closed, so the report is the one a single judge gives.
     */
    CheckResult asShown(CheckResult result) {
        Integer failing = failingStep.get(result.lab());
        // A check skipped for a lower step is shown with the lowest: lanes finish in any order,
        // and a step 2 that failed first must not leave its reason on checks step 1 closes.
        boolean skippedForOtherReason = result.status() == Status.SKIPPED && !closedByLowerStep(result);
        if (everyStep || failing == null || result.step() <= failing || skippedForOtherReason) {
            return result;
        }
        return new CheckResult(result.id(), result.step(), result.purpose(), result.happyPath(), Status.SKIPPED,
                lowerStepReason(failing), null, 0, result.seed());
    }

    /** The checks this gate closes, each skipped with the step that closed it. */
    List<CheckResult> skipClosed(List<PlannedCheck> pending, long seed) {
        return pending.stream().filter(this::closes)
                .map(c -> CheckOutcomes.withStatus(c.method(), Status.SKIPPED, reason(c), 0, seed))
                .toList();
    }

    private String reason(PlannedCheck check) {
        if (loopedIn(check)) {
            return "not graded: " + timedOut.get(check.lab().id()).id() + " of the same step timed out (the code"
                    + " may loop; fix it first, or grade every check with --all-steps)";
        }
        return lowerStepReason(failingStep.get(check.lab().id()));
    }

    private static String lowerStepReason(int failing) {
        return LOWER_STEP_PREFIX + failing + LOWER_STEP_SUFFIX;
    }

    private static boolean closedByLowerStep(CheckResult result) {
        String message = result.message() == null ? "" : result.message();
        return message.startsWith(LOWER_STEP_PREFIX) && message.endsWith(LOWER_STEP_SUFFIX);
    }
}
