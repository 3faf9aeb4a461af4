package grader.coordinator;

/**
 * The grader could not grade: bad usage, an unreadable submission, or an internal failure.
 * The message is the reason shown to the user; the command line exits with status 2.
 */
public class GradingException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public GradingException(String message) {
        super(message);
    }

    public GradingException(String message, Throwable cause) {
        super(message, cause);
    }
}
