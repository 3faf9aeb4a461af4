package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.LabStep;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 2: enqueue under a database error, another writer, and ids that differ only slightly. */
@LabStep(lab = "lease", step = 2, title = "enqueue only new jobs")
class Step2EnqueueGuardChecks {
    /** Ids that are not job-1: another job each, stored exactly as given. */
    static final List<String> NEAR_IDS = List.of("job-1 ", " job-1", "job-1\n", "JOB-1");

    @TempDir
    Path dir;

    @Check(id = "enqueue-database-error-thrown",
            purpose = "when the database refuses enqueue's insert (a trigger raises an error), enqueue throws instead of returning false")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        DatabaseErrors.requireThrown(db, "INSERT", "enqueue(db, \"job-1\") on an empty table",
                () -> lab.enqueue(db.path, "job-1"), null);
    }

    @Check(id = "enqueue-ids-taken-exactly",
            purpose = "ids that differ from a known one only by spaces, a newline or letter case are new jobs, stored as given")
    void idsTakenExactly(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        for (String id : NEAR_IDS) {
            String shown = JobsDb.shown(id);
            Attempt attempt = db.trying("enqueue(db, " + shown + ") where only \"job-1\" and the ids tried before exist");
            attempt.returns(true, () -> lab.enqueue(db.path, id));
            db.expectRow(attempt, id, JobsDb.fresh(id));
        }
        db.expectRow(db.trying("the enqueues of " + NEAR_IDS.size() + " ids near \"job-1\""), "job-1", JobsDb.fresh("job-1"));
    }

    @Check(id = "enqueue-waits-then-rechecks",
            purpose = "enqueue and another writer who stores the same id, their statements in every order that matters: enqueue returns false after that writer, true before it, never an error, and that row stays")
    void waitsThenRechecks(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        Map<String, Object> leasedByA = job("job-1", "A", 15, 3, null, 0);
        LockedTakeover.require(db, "enqueue(db, \"job-1\") on an empty table",
                run -> () -> lab.enqueue(run.path, "job-1"),
                "stored job-1 leased by A (until 15, fence 3)",
                "INSERT OR REPLACE INTO jobs(id, owner, until, fence) VALUES ('job-1', 'A', 15, 3)",
                new LockedTakeover.Serial(false, leasedByA), new LockedTakeover.Serial(true, leasedByA));
    }
}
