package grader.model;

/**
 * Why a check did not pass, in parts a report can lay out and translate: what was tried,
 * what was expected, what happened, the state read back, and last, because it is long and
 * read only after the rest, how to replay a crash check's process by hand; any of them may
 * be null.
 */
public record Failure(String tried, String expected, String actual, String state, String replay) {
    /** A failure without a replay command: every check but a crash check's. */
    public Failure(String tried, String expected, String actual, String state) {
        this(tried, expected, actual, state, null);
    }
}
