package grader.submission;

/** The path given as the submission cannot be graded at all: missing, unreadable, or of no known kind. */
public final class UnusableSubmissionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnusableSubmissionException(String message) {
        super(message);
    }
}
