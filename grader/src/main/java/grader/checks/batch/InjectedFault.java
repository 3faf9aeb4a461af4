package grader.checks.batch;

/**
 * The exception a fault hook throws to stand for a crash at a fault point. A checked type of
 * the grader's own, so that a submission passing it on unchanged can be told from one that
 * wraps or swallows it.
 */
final class InjectedFault extends Exception {
    private static final long serialVersionUID = 1L;

    InjectedFault(String point) {
        super("injected fault at " + point);
    }
}
