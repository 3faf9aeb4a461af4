package grader.check;

/**
 * A check's verdict that the code under test is wrong, with the four facts a student needs:
 * what was tried, what was expected, what happened, and the state read back afterwards;
 * a crash check adds, last, the long command that replays its killed process by hand.
 */
public final class CheckFailure extends AssertionError {
    private static final long serialVersionUID = 1L;

    private final String tried;
    private final String expected;
    private final String actual;
    private final String state;
    private final String replay;

    public CheckFailure(String tried, String expected, String actual, String state) {
        this(tried, expected, actual, state, null);
    }

    public CheckFailure(String tried, String expected, String actual, String state, String replay) {
        super("tried: " + tried + "; expected: " + expected + "; actual: " + actual
                + (state == null ? "" : "; state: " + state)
                + (replay == null ? "" : "; replay: " + replay));
        this.tried = tried;
        this.expected = expected;
        this.actual = actual;
        this.state = state;
        this.replay = replay;
    }

    public String tried() {
        return tried;
    }

    public String expected() {
        return expected;
    }

    public String actual() {
        return actual;
    }

    /** The state read back through an independent connection, or null when none applies. */
    public String state() {
        return state;
    }

    /** How to replay a crash check's killed process by hand, or null when none applies. */
    public String replay() {
        return replay;
    }
}
