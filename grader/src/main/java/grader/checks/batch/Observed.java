package grader.checks.batch;

import grader.check.Values;
import labs.ConflictException;

/** Names what a call ran into, so that a failure says what was seen (a busy error, a key error). */
final class Observed {
    private Observed() {
    }

    static String error(Throwable error) {
        String text = chainText(error);
        if (error instanceof ConflictException) {
            return "a ConflictException: " + error.getMessage();
        }
        if (text.contains("SQLITE_BUSY") || text.contains("database is locked")) {
            return "a busy error, " + Values.show(error) + " (SQLite refuses to let a transaction that has"
                    + " already read write while another connection holds the write lock; it does not wait)";
        }
        if (text.contains("UNIQUE constraint") || text.contains("PRIMARY KEY")) {
            return "a primary-key or UNIQUE error, " + Values.show(error);
        }
        return Values.show(error);
    }

    private static String chainText(Throwable error) {
        StringBuilder text = new StringBuilder();
        for (Throwable t = error; t != null && text.length() < 10_000; t = t.getCause()) {
            text.append(t).append('\n');
        }
        return text.toString();
    }
}
