package grader.checks.outbox;

/**
 * The exception a check throws from a hook or a sender: a checked exception with a unique
 * message, so a check can tell it came back unchanged (the same instance), not wrapped.
 */
final class InjectedFault extends Exception {
    private static final long serialVersionUID = 1L;

    InjectedFault(String where) {
        super("injected by the grader at " + where);
    }
}
