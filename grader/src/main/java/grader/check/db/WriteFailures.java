package grader.check.db;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;

/**
 * Writes the grader makes fail for a while, the way a constraint or a full disk fails a write
 * mid-transaction: a trigger per write (an {@code INSERT} or {@code UPDATE} on a table) that
 * raises an error, dropped again when the failure ends. Exploring checks open and close such
 * windows between generated calls.
 */
public final class WriteFailures {
    /** The error text the triggers raise. */
    public static final String MESSAGE = "a write failure the grader injected";

    private WriteFailures() {
    }

    /** One kind of write: {@code INSERT} or {@code UPDATE} on {@code table}. */
    public record Write(String kind, String table) {
        String trigger() {
            return "grader_fails_" + kind.toLowerCase() + "_" + table;
        }
    }

    public static Write insertsInto(String table) {
        return new Write("INSERT", table);
    }

    public static Write updatesOf(String table) {
        return new Write("UPDATE", table);
    }

    /** From now on every one of {@code writes} on {@code file} fails. */
    public static void start(Path file, List<Write> writes) throws SQLException {
        Sqlite.execute(file, writes.stream().map(w -> "CREATE TRIGGER IF NOT EXISTS " + w.trigger() + " BEFORE "
                + w.kind() + " ON " + w.table() + " BEGIN SELECT RAISE(ABORT, '" + MESSAGE + "'); END").toArray(String[]::new));
    }

    /** The writes succeed again. */
    public static void stop(Path file, List<Write> writes) throws SQLException {
        Sqlite.execute(file, writes.stream().map(w -> "DROP TRIGGER IF EXISTS " + w.trigger()).toArray(String[]::new));
    }
}
