package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.LabStep;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 4: claim keeps fractional times exact and takes its fence from the database, whichever instance calls. */
@LabStep(lab = "lease", step = 4, title = "claim an expired lease atomically")
class Step4ClaimNumberChecks {
    @TempDir
    Path dir;

    @Check(id = "claim-fractional-times-exact",
            purpose = "fractional now and ttl are kept exact: a lease until 15.5 is held at now 15.25 and free at now 15.75")
    void fractionalTimesExact(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        Attempt first = db.trying("claim(db, \"job-1\", \"A\", now=10.5, ttl=5) on a new job");
        first.returns(1L, () -> lab.claim(db.path, "job-1", "A", 10.5, 5));
        db.expectRow(first, "job-1", job("job-1", "A", 15.5, 1, null, 0));
        Attempt held = db.trying("claim(db, \"job-1\", \"B\", now=15.25, ttl=5) while A holds it until 15.5");
        held.returns(null, () -> lab.claim(db.path, "job-1", "B", 15.25, 5));
        Attempt free = db.trying("claim(db, \"job-1\", \"B\", now=15.75, ttl=0.5) after A's lease until 15.5 ran out");
        free.returns(2L, () -> lab.claim(db.path, "job-1", "B", 15.75, 0.5));
        db.expectRow(free, "job-1", job("job-1", "B", 16.25, 2, null, 0));
    }

    @Check(id = "claim-fresh-instance-sees-stored-fence",
            purpose = "claims through two instances take turns: each new fence is the stored fence + 1, never a count kept in an object")
    void freshInstanceSeesFence(LeaseLab lab, LeaseLab other) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt second = db.trying("claim(db, \"job-1\", \"B\", now=15, ttl=5) through a second instance, after the first"
                + " instance's claim for A (fence 1, until 15)");
        second.returns(2L, () -> other.claim(db.path, "job-1", "B", 15, 5));
        Attempt third = db.trying("claim(db, \"job-1\", \"C\", now=20, ttl=5) through the first instance again, after"
                + " the second stored fence 2");
        third.returns(3L, () -> lab.claim(db.path, "job-1", "C", 20, 5));
        db.expectRow(third, "job-1", job("job-1", "C", 25, 3, null, 0));
    }
}
