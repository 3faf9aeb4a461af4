package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 2: enqueue inserts a new id with the defaults and leaves a known id exactly as it is. */
@LabStep(lab = "lease", step = 2, title = "enqueue only new jobs")
class Step2EnqueueChecks {
    @TempDir
    Path dir;

    @Check(id = "enqueue-new-job", happyPath = true,
            purpose = "enqueue of an unknown id returns true and stores it with the default columns")
    void enqueueNew(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        Attempt attempt = db.trying("enqueue(db, \"job-1\") on an empty table");
        attempt.returns(true, () -> lab.enqueue(db.path, "job-1"));
        db.expectRow(attempt, "job-1", JobsDb.fresh("job-1"));
        db.expectNoLockLeft("enqueue(db, \"job-1\")");
    }

    @Check(id = "enqueue-known-job-returns-false",
            purpose = "a second enqueue of the same id returns false and adds no row; other ids are separate jobs")
    void enqueueKnown(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        db.trying("enqueue(db, \"job-1\") on an empty table").returns(true, () -> lab.enqueue(db.path, "job-1"));
        Attempt again = db.trying("enqueue(db, \"job-1\") a second time");
        again.returns(false, () -> lab.enqueue(db.path, "job-1"));
        again.holds(db.count() == 1, "one row", db.count() + " rows");
        Attempt other = db.trying("enqueue(db, \"job-2\") after job-1");
        other.returns(true, () -> lab.enqueue(db.path, "job-2"));
        other.holds(db.count() == 2, "two rows", db.count() + " rows");
        db.expectNoLockLeft("enqueue of a known id");
    }

    @Check(id = "enqueue-keeps-running-lease",
            purpose = "enqueue of an id whose lease is running returns false and leaves owner, until and fence untouched")
    void enqueueKeepsLease(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        db.put("job-1", "A", 15, 3, null, 0);
        Attempt attempt = db.trying("enqueue(db, \"job-1\") while A holds it (until 15, fence 3)");
        attempt.returns(false, () -> lab.enqueue(db.path, "job-1"));
        db.expectRow(attempt, "job-1", job("job-1", "A", 15, 3, null, 0));
        db.expectNoLockLeft("enqueue of a leased id");
    }

    @Check(id = "enqueue-keeps-finished-job",
            purpose = "enqueue of an id that is done returns false and keeps its result")
    void enqueueKeepsResult(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        db.put("job-1", "B", 20, 2, "shipped", 1);
        Attempt attempt = db.trying("enqueue(db, \"job-1\") after B finished it (result \"shipped\", done 1)");
        attempt.returns(false, () -> lab.enqueue(db.path, "job-1"));
        db.expectRow(attempt, "job-1", job("job-1", "B", 20, 2, "shipped", 1));
    }

    @Check(id = "generated-enqueue-calls",
            purpose = "generated sequences of the calls of steps 1 to 2 (enqueue in half of them), with ids, clocks, ttls and fences drawn at the contract's edges, return and store what the contract's model says after every call")
    void generatedCallsKeepTheContract(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), new LeaseGenerator(2, LeaseGenerator.CALLS));
    }
}
