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
 * @param inSetup true for an error of the grader's kind that lies in how it was set up to run:
 *                an option, or a file an option names, such as a course's weights file. On a
 *                platform that is the course's configuration, which a student can neither cause
 *                nor fix, and its message may name the server's paths.
 */
public record GradeError(Kind kind, String message, boolean inSetup) {

    public GradeError(Kind kind, String message) {
        this(kind, message, false);
    }

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

    /** The grader was set up wrongly (a bad option, a course's weights file that is missing or invalid). */
    public static GradeError setup(String message) {
        return new GradeError(Kind.GRADER, message, true);
    }
}
