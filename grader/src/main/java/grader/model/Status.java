package grader.model;

import java.util.Locale;

/** The outcome of one check, and by extension of a step. Ordered from best to worst. */
public enum Status {
    PASSED,
    SKIPPED,
    FAILED,
    NOT_IMPLEMENTED,
    ERROR,
    TIMED_OUT,
    CRASHED,
    COMPILE_ERROR;

    /** The spelling used in JSON and on the terminal: {@code timed out}, {@code not implemented}. */
    public String label() {
        return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }

    public boolean passed() {
        return this == PASSED;
    }

    /** The worse of two statuses: a step takes the worst status of its checks. */
    public Status worse(Status other) {
        return other.ordinal() > ordinal() ? other : this;
    }
}
