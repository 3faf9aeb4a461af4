package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import java.util.Map;
import labs.lease.LeaseLab;
import grader.check.Check;
import grader.check.LabStep;
import org.junit.jupiter.api.io.TempDir;

/** Step 4: claim under a database error and under another writer's transaction. */
@LabStep(lab = "lease", step = 4, title = "claim an expired lease atomically")
class Step4ClaimErrorChecks {
    @TempDir
    Path dir;

    @Check(id = "claim-database-error-thrown",
            purpose = "when the database refuses claim's write (a trigger raises an error), claim throws instead of returning null")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        DatabaseErrors.requireThrown(db, "UPDATE", "claim(db, \"job-1\", \"A\", now=10, ttl=5) on a new job",
                () -> lab.claim(db.path, "job-1", "A", 10, 5), JobsDb.fresh("job-1"));
    }

    @Check(id = "claim-waits-then-rechecks",
            purpose = "claim and another writer who takes the job, their statements in every order that matters: claim returns null after that writer, fence 1 before it, and never decides on the row as it was before that writer committed")
    void waitsThenRechecks(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        Map<String, Object> heldByX = job("job-1", "X", 20, 1, null, 0);
        LockedTakeover.require(db, "claim(db, \"job-1\", \"A\", now=10, ttl=5) on a new job",
                run -> () -> lab.claim(run.path, "job-1", "A", 10, 5), "stored X's lease (until 20, fence 1)",
                "UPDATE jobs SET owner='X', until=20, fence=1 WHERE id='job-1'",
                new LockedTakeover.Serial(null, heldByX), new LockedTakeover.Serial(1L, heldByX));
    }
}
