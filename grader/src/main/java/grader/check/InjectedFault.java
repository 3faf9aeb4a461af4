package grader.check;

/**
 * The exception a check throws from a fault hook or a sender to stand for a crash or a
 * failure at that point: a checked type of the grader's own with a message naming the place,
 * so that a submission passing it on unchanged (the same instance) can be told from one that
 * wraps or swallows it.
 */
public final class InjectedFault extends Exception {
    private static final long serialVersionUID = 1L;

    public InjectedFault(String where) {
        super("injected by the grader at " + where);
    }
}
