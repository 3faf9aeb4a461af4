package grader.mutants;

import java.util.Locale;

/** What grading one wrong change proved about the checks. */
public enum Verdict {
    /** The first failing step is the target and the target's happy path still passes. */
    KILLED_AT_INTENDED_STEP,
    /** Rejected, but first at a step before the target. */
    KILLED_EARLY,
    /** Rejected, but first at a step after the target. */
    KILLED_LATE,
    /** Rejected at the target, but its happy path failed too: louder than intended. */
    HAPPY_PATH_BROKEN,
    /** A generated change rejected by some check (it has no intended step). */
    KILLED,
    /** Every check passed: a gap in the checks. */
    SURVIVED,
    /** The text to change no longer occurs exactly once in the reference. */
    NOT_APPLICABLE,
    /** The changed reference does not compile. */
    COMPILE_ERROR,
    /** Rejected by the wall-clock limit, not by a check. */
    TIMED_OUT,
    /** The worker died or a check crashed it: rejected by a limit, not by a check. */
    CRASHED,
    /** A generated change recorded as equivalent to the reference, with a reason. */
    EQUIVALENT;

    /** True for the verdicts in which a check rejected the change. */
    public boolean killed() {
        return this == KILLED_AT_INTENDED_STEP || this == KILLED_EARLY || this == KILLED_LATE
                || this == HAPPY_PATH_BROKEN || this == KILLED;
    }

    /** {@code killed at intended step}, as printed. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
}
