package grader.checks.lease;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Map;
import grader.check.Attempt;
import grader.check.db.Sqlite;
import grader.check.db.LockWaiters;

/**
 * One way to make every write of the lab fail: a trigger that raises an error on the statement
 * kind, while reads still work, as a full disk or a broken file would. The call must throw;
 * {@code null}, {@code false} or a count of 0 would tell the caller "the lease rules said no".
 */
final class DatabaseErrors {
    static final String MESSAGE = "jobs frozen by the grader";

    private DatabaseErrors() {
    }

    /** A file of plain text where a database is expected: every read and write on it fails. */
    static Path notADatabase(Path dir) throws IOException {
        return Files.writeString(dir.resolve("not-a-database.db"), "plain text, not a database\n".repeat(200));
    }

    /** Makes every {@code kind} (INSERT or UPDATE) on jobs fail from now on. */
    static void failEvery(JobsDb db, String kind) throws SQLException {
        Sqlite.execute(db.file, "CREATE TRIGGER grader_jobs_no_" + kind.toLowerCase() + " BEFORE " + kind
                + " ON jobs BEGIN SELECT RAISE(ABORT, '" + MESSAGE + "'); END");
    }

    /**
     * Requires {@code call} to throw while every {@code kind} fails, with job-1 stored as
     * {@code kept} (null: no row) and no lock left behind. A stub's exception is not one.
     */
    static void requireThrown(JobsDb db, String kind, String callText, Attempt.Call<?> call,
                              Map<String, Object> kept) throws Exception {
        failEvery(db, kind);
        Attempt attempt = db.trying(callText + " while a trigger makes every " + kind + " of jobs fail with '"
                + MESSAGE + "'");
        ThreadGroup group = new ThreadGroup("lease-database-error");
        Object outcome = CallThread.run(group, call);
        LockWaiters.awaitQuiet(group);
        Outcomes.requireThrown(attempt, "the database error thrown (it is not a refusal by the lease rules)", () -> {
            if (outcome instanceof Exception thrown) {
                throw thrown;
            }
            if (outcome instanceof Error error) {
                throw error;
            }
            return outcome;
        });
        db.expectRow(attempt, "job-1", kept);
        db.expectNoLockLeft(callText + " that met a database error");
    }
}
