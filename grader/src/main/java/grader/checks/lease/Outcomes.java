package grader.checks.lease;

import java.sql.SQLException;
import grader.check.Stubs;
import grader.check.explore.ExceptionKinds;
import grader.check.Attempt;
import grader.check.Values;

/**
 * Names what a call ended with, so that a racing check says what it saw: a busy error, a
 * primary-key error, a value. A bare exception text would leave the student to guess.
 */
final class Outcomes {
    private Outcomes() {
    }

    static String describe(Object outcome) {
        if (!(outcome instanceof Throwable thrown)) {
            return outcome instanceof String note && note.startsWith("(") ? note : Values.show(outcome);
        }
        String text = String.valueOf(thrown.getMessage());
        if (text.contains("SQLITE_BUSY") || text.contains("database is locked")) {
            return "a busy error (" + Values.show(thrown) + "): the transaction read before it asked for the write"
                    + " lock, and such a transaction cannot wait for it; take the lock first (BEGIN IMMEDIATE)"
                    + " or wait longer (busy_timeout)";
        }
        if (text.contains("PRIMARY KEY") || text.contains("UNIQUE")) {
            return "a primary-key error (" + Values.show(thrown) + "): the row was looked for in one step and"
                    + " inserted in another, and another connection inserted it in between";
        }
        return Values.show(thrown);
    }

    /**
     * Requires {@code call} to throw the database's error (an SQLException, or an exception
     * caused by one); a starter stub's exception goes on, to be reported as not implemented,
     * and never counts as the error a check waits for.
     */
    static void requireThrown(Attempt attempt, String expected, Attempt.Call<?> call) {
        try {
            Object returned = call.run();
            throw attempt.fail(expected, "returned " + Values.show(returned));
        } catch (Exception thrown) {
            // Thrown, as required, unless it is a stub's; and it must be the database's error,
            // or code that throws its own exception for everything would pass without a database.
            Stubs.rethrowIfStub(thrown);
            attempt.holds(ExceptionKinds.is(SQLException.class, thrown),
                    expected + ": an SQLException, or an exception caused by one", "threw " + Values.show(thrown));
        }
    }

    /** A starter stub's exception goes on, to be reported as not implemented. */
    static void rethrowStub(Object outcome) {
        Stubs.rethrowIfStub(outcome);
    }
}
