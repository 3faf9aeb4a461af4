package grader.mutants;

import java.util.Optional;
import grader.model.CheckResult;
import grader.model.LabResult;

/**
 * The verdict on one mutant with what supports it.
 *
 * @param mutant  the change
 * @param verdict the verdict
 * @param result  the graded lab, when it was graded to the end; else null
 * @param reason  why, in one line (compile errors, the limit hit, the first failing check)
 * @param millis  the time spent on it, compile included (by the run that graded it, when reused)
 * @param reused  true when the verdict was kept from an earlier {@code --incremental} run, not graded by this one
 */
public record MutantOutcome(Mutant mutant, Verdict verdict, LabResult result, String reason, long millis,
        boolean reused) {

    /** An outcome this run decided. */
    public MutantOutcome(Mutant mutant, Verdict verdict, LabResult result, String reason, long millis) {
        this(mutant, verdict, result, reason, millis, false);
    }

    /** True when a worker graded this mutant in this run: neither reused nor decided without grading. */
    public boolean gradedThisRun() {
        return !reused && verdict != Verdict.EQUIVALENT && verdict != Verdict.NOT_APPLICABLE
                && verdict != Verdict.COMPILE_ERROR;
    }

    /** The check that caught the change first, if a check did. */
    public Optional<CheckResult> firstFailingCheck() {
        return result == null ? Optional.empty() : VerdictRules.firstFailingCheck(result);
    }

    /** True when this is the outcome an authored change must have: killed at its step, happy path intact. */
    public boolean asIntended() {
        return verdict == Verdict.KILLED_AT_INTENDED_STEP;
    }
}
