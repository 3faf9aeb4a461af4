package grader.subject;

/**
 * An exception the submission threw whose own class the judge does not know (the judge
 * loads no submission class): it names that class, keeps the message, and carries the
 * submission's frames.
 */
public final class SubmissionException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String originalClass;

    SubmissionException(String originalClass, String message) {
        super(originalClass + (message == null ? "" : ": " + message));
        this.originalClass = originalClass;
    }

    /** The class name the submission's exception had. */
    public String originalClass() {
        return originalClass;
    }
}
