package grader.subject;

/** The subject process ended, or broke the protocol, while the judge needed it. */
public final class SubjectLostException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SubjectLostException(String message, Throwable cause) {
        super(message, cause);
    }
}
