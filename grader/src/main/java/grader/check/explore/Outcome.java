package grader.check.explore;

import grader.check.Attempt;
import grader.check.Stubs;
import grader.check.Values;

/**
 * What one call of the code under test did: returned {@code value}, or threw {@code thrown}.
 * A starter stub's "not implemented" is never an outcome: it goes on up, so the report can
 * say the step is not written yet.
 */
public record Outcome(Object value, Throwable thrown) {

    /** Runs {@code call} and keeps what it did. */
    public static Outcome of(Attempt.Call<?> call) {
        try {
            return new Outcome(call.run(), null);
        } catch (Exception | Error e) {
            Stubs.rethrowIfStub(e);
            return new Outcome(null, e);
        }
    }

    public static Outcome returned(Object value) {
        return new Outcome(value, null);
    }

    /** A call's outcome as a forced run reports it: the exception it threw, or what it returned. */
    public static Outcome ofRace(Object returnedOrThrown) {
        return returnedOrThrown instanceof Throwable thrown ? new Outcome(null, thrown) : returned(returnedOrThrown);
    }

    public boolean threw() {
        return thrown != null;
    }

    /** As the report shows it: {@code returned 2}, {@code threw java.sql.SQLException: ...}. */
    public String show() {
        return threw() ? Values.show(thrown) + causes() : "returned " + Values.show(value);
    }

    /** The classes of the causes, so that a database error carried inside another exception shows. */
    private String causes() {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        for (Throwable cause = thrown.getCause(); cause != null && depth < 4; cause = cause.getCause(), depth++) {
            out.append(depth == 0 ? " (caused by " : ", caused by ").append(cause.getClass().getName());
        }
        return out.length() == 0 ? "" : out.append(')').toString();
    }

    /** As a line of a transcript shows it: the value, or only the exception's kind. */
    public String brief() {
        return threw() ? "threw " + ExceptionKinds.of(thrown) : Values.show(value);
    }
}
