package grader.model;

import java.util.Locale;

/**
 * Why a grade has no verdicts: the submission cannot be graded for a reason of its own (no
 * sources, no or two implementations, no usable constructor, an unreadable file), or the
 * grader could not grade (bad usage, an internal failure). Platforms score either as 0 and
 * show the message; only the first is the student's to fix.
 *
 * @param kind    whose fault it is
 * @param message what went wrong, in words the student or operator can act on
 */
public record GradeError(Kind kind, String message) {

    /** Whose fault an error is. */
    public enum Kind {
        /** The student's: exit status 1, like a failed check. */
        SUBMISSION,
        /** The grader's or the caller's: exit status 2. */
        GRADER;

        /** The spelling in JSON: {@code submission} or {@code grader}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public static GradeError submission(String message) {
        return new GradeError(Kind.SUBMISSION, message);
    }

    public static GradeError grader(String message) {
        return new GradeError(Kind.GRADER, message);
    }
}
