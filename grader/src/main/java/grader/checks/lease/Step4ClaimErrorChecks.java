package grader.checks.lease;

import java.nio.file.Path;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.LabStep;
import grader.check.db.Sqlite;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 4: a database error inside claim's transaction is thrown, never passed off as "not claimable". */
@LabStep(lab = "lease", step = 4, title = "claim an expired lease atomically")
class Step4ClaimErrorChecks {
    @TempDir
    Path dir;

    @Check(id = "claim-database-error-thrown",
            purpose = "when the database refuses claim's write (a trigger raises an error), claim throws instead of returning null")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        // Reading still works; only the write inside the transaction fails, as a full disk or a broken file would.
        Sqlite.execute(db.file, "CREATE TRIGGER grader_jobs_frozen BEFORE UPDATE ON jobs"
                + " BEGIN SELECT RAISE(ABORT, 'jobs frozen by the grader'); END");
        Attempt attempt = db.trying("claim(db, \"job-1\", \"A\", now=10, ttl=5) on a new job while a trigger makes every"
                + " UPDATE of jobs fail with 'jobs frozen by the grader'");
        attempt.throwsA(Exception.class, () -> lab.claim(db.path, "job-1", "A", 10, 5));
        db.expectRow(attempt, "job-1", JobsDb.fresh("job-1"));
        db.expectNoLockLeft("claim that met a database error");
    }
}
