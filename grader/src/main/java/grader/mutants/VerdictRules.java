package grader.mutants;

import java.util.Optional;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;

/** Turns the graded steps of one wrong change into its verdict. */
public final class VerdictRules {
    private VerdictRules() {
    }

    /**
     * The verdict for a change aimed at {@code targetStep} (0: generated, no target).
     * A step rejected only by a time limit or a crash is a limit's verdict, not a check's.
     */
    public static Verdict classify(int targetStep, LabResult result) {
        Optional<StepResult> first = result.firstFailingStep();
        if (first.isEmpty()) {
            return Verdict.SURVIVED;
        }
        StepResult step = first.get();
        Optional<Verdict> limit = limitVerdict(step);
        if (limit.isPresent()) {
            return limit.get();
        }
        if (targetStep <= 0) {
            return Verdict.KILLED;
        }
        if (step.number() < targetStep) {
            return Verdict.KILLED_EARLY;
        }
        if (step.number() > targetStep) {
            return Verdict.KILLED_LATE;
        }
        boolean happy = step.happyPath().map(c -> c.status().passed()).orElse(false);
        return happy ? Verdict.KILLED_AT_INTENDED_STEP : Verdict.HAPPY_PATH_BROKEN;
    }

    /** The first check that did not pass in the first failing step: where the change was caught. */
    public static Optional<CheckResult> firstFailingCheck(LabResult result) {
        return result.firstFailingStep()
                .flatMap(s -> s.checks().stream().filter(c -> !c.status().passed()).findFirst());
    }

    private static Optional<Verdict> limitVerdict(StepResult step) {
        boolean anyCheckVerdict = step.checks().stream().map(CheckResult::status)
                .anyMatch(s -> s == Status.FAILED || s == Status.ERROR || s == Status.NOT_IMPLEMENTED);
        if (anyCheckVerdict) {
            return Optional.empty();
        }
        Status worst = step.status();
        if (worst == Status.TIMED_OUT) {
            return Optional.of(Verdict.TIMED_OUT);
        }
        if (worst == Status.CRASHED) {
            return Optional.of(Verdict.CRASHED);
        }
        return Optional.empty();
    }
}
