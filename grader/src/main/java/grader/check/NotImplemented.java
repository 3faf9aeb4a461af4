package grader.check;

/**
 * A starter stub that the grader saw where the stub's own frame is out of reach (in a fault
 * child process, which reports only what it threw and where); always "not implemented".
 */
public final class NotImplemented extends UnsupportedOperationException {
    private static final long serialVersionUID = 1L;

    public NotImplemented(String message) {
        super(message);
    }
}
