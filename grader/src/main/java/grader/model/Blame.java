package grader.model;

import java.util.Locale;

/**
 * Whose a check's outcome is. A check that did not pass is the submission's unless the grader
 * could not decide it (a forced schedule it could not drive, a worker that ended before any
 * check, a fact it could not read): such a check is the grader's, scores for nobody, and makes
 * the grade one the grader could not finish (exit status 2).
 */
public enum Blame {
    /** Passed or skipped: nobody's fault. */
    NONE,
    /** The code under test did not do what the check asks. */
    SUBMISSION,
    /** The grader could not decide the check; no verdict on the code. */
    GRADER;

    /** Nobody's for a check that passed or was skipped, else the submission's. */
    public static Blame of(Status status) {
        return status == Status.PASSED || status == Status.SKIPPED ? NONE : SUBMISSION;
    }

    /** The spelling in JSON: null, {@code submission} or {@code grader}. */
    public String label() {
        return this == NONE ? null : name().toLowerCase(Locale.ROOT);
    }
}
