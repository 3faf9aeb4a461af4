package grader.submission;

/**
 * The submission cannot be graded for a reason of its own, which the student must fix: no
 * sources, a file that cannot be read, no implementation of the lab, or two of them. The
 * grade still ends with a report (score 0, the reason) and exit status 1.
 */
public class UnusableSubmissionException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public UnusableSubmissionException(String message) {
        super(message);
    }
}
