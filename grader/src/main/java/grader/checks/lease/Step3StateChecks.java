package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 3: state returns the stored row as a map of the six columns, or null for an unknown id. */
@LabStep(lab = "lease", step = 3, title = "read the current state")
class Step3StateChecks {
    @TempDir
    Path dir;

    @Check(id = "state-returns-stored-row", happyPath = true,
            purpose = "state returns exactly the keys id, owner, until, fence, result, done with the stored values")
    void returnsStoredRow(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        db.put("job-1", "A", 15.5, 3, "packed", 1);
        db.trying("state(db, \"job-1\") with job-1 stored as owner A, until 15.5, fence 3, result \"packed\", done 1")
                .returns(job("job-1", "A", 15.5, 3, "packed", 1), () -> lab.state(db.path, "job-1"));
        db.expectNoLockLeft("state(db, \"job-1\")");
    }

    @Check(id = "state-of-new-job",
            purpose = "state of a just enqueued job shows owner null, until 0, fence 0, result null, done 0")
    void newJob(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        db.trying("enqueue(db, \"job-1\")").returns(true, () -> lab.enqueue(db.path, "job-1"));
        db.trying("state(db, \"job-1\") right after enqueue")
                .returns(JobsDb.fresh("job-1"), () -> lab.state(db.path, "job-1"));
    }

    @Check(id = "state-missing-is-null",
            purpose = "state of an unknown id returns null, not an empty map; an id differing in spaces or case is unknown")
    void missingIsNull(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        db.put("job-1", "A", 15, 1, null, 0);
        db.trying("state(db, \"job-404\") where only job-1 exists")
                .returns(null, () -> lab.state(db.path, "job-404"));
        for (String id : Step2EnqueueGuardChecks.NEAR_IDS) {
            db.trying("state(db, " + JobsDb.shown(id) + ") where only \"job-1\" exists")
                    .returns(null, () -> lab.state(db.path, id));
        }
        db.expectNoLockLeft("state(db, \"job-404\")");
    }

    @Check(id = "state-reads-storage",
            purpose = "state reads the stored row on every call, so a change made by another connection shows at once")
    void readsStorage(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        db.put("job-1", "A", 15, 1, null, 0);
        db.trying("state(db, \"job-1\") with owner A, fence 1 stored")
                .returns(job("job-1", "A", 15, 1, null, 0), () -> lab.state(db.path, "job-1"));
        db.set("job-1", "owner='B', until=27.25, fence=2");
        Attempt again = db.trying("state(db, \"job-1\") on the same object after another connection stored"
                + " owner B, until 27.25, fence 2");
        again.returns(job("job-1", "B", 27.25, 2, null, 0), () -> lab.state(db.path, "job-1"));
    }

    @Check(id = "state-database-error-thrown",
            purpose = "state on a file that is not a SQLite database throws instead of returning null")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        String path = DatabaseErrors.notADatabase(dir).toString();
        Outcomes.requireThrown(Expect.trying("state(\"" + path + "\", \"job-1\") on a file of plain text"),
                "the database error thrown (null means the job is unknown)", () -> lab.state(path, "job-1"));
    }

    @Check(id = "generated-state-calls",
            purpose = "generated sequences of the calls of steps 1 to 3 (state in half of them), with ids, clocks, ttls and fences drawn at the contract's edges, return and store what the contract's model says after every call")
    void generatedCallsKeepTheContract(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), new LeaseGenerator(3, LeaseGenerator.CALLS));
    }
}
