package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.Values;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 5: renew extends only the current, still running lease of the current generation. */
@LabStep(lab = "lease", step = 5, title = "renew only the current generation")
class Step5RenewChecks {
    /** What A's claim at now=10, ttl=5 stores. */
    private static final Map<String, Object> HELD_BY_A = job("job-1", "A", 15, 1, null, 0);

    @TempDir
    Path dir;

    @Check(id = "renew-current-lease", happyPath = true,
            purpose = "renew by the owner with the current fence before until returns true and sets until = now + ttl")
    void renewCurrent(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt attempt = db.trying("renew(db, \"job-1\", \"A\", fence=1, now=12, ttl=5) while A holds it until 15");
        attempt.returns(true, () -> lab.renew(db.path, "job-1", "A", 1, 12, 5));
        db.expectRow(attempt, "job-1", job("job-1", "A", 17, 1, null, 0));
        db.expectNoLockLeft("renew(db, \"job-1\", \"A\", fence=1, now=12, ttl=5)");
    }

    @Check(id = "renew-ttl-must-be-positive",
            purpose = "renew with ttl 0 or a negative ttl throws IllegalArgumentException and changes nothing, for the current lease and any other")
    void ttlMustBePositive(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        db.put("job-done", "A", 15, 1, "shipped", 1);
        String[] jobs = {"job-1", "job-1", "job-1", "job-1", "job-done", "job-404"};
        String[] owners = {"A", "B", "A", "A", "A", "A"};
        long[] fences = {1, 1, 2, 1, 1, 1};
        double[] nows = {12, 12, 12, 16, 12, 12};
        for (int i = 0; i < jobs.length; i++) {
            String jobId = jobs[i];
            String owner = owners[i];
            long fence = fences[i];
            double now = nows[i];
            Map<String, Object> before = db.row(jobId);
            for (double ttl : new double[] {0, -3}) {
                Attempt attempt = db.trying("renew(db, \"" + jobId + "\", \"" + owner + "\", fence=" + fence + ", now="
                        + now + ", ttl=" + ttl + "), job stored as " + Values.show(before));
                attempt.throwsA(IllegalArgumentException.class, () -> lab.renew(db.path, jobId, owner, fence, now, ttl));
                db.expectRow(attempt, jobId, before);
            }
        }
        db.expectNoLockLeft("renew with a ttl that is not positive");
    }

    @Check(id = "renew-at-until-is-refused",
            purpose = "a lease that ran out exactly now (until == now), or earlier, cannot be renewed")
    void expiredNotRenewable(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        for (double now : new double[] {15, 16}) {
            Attempt attempt = db.trying("renew(db, \"job-1\", \"A\", fence=1, now=" + now + ", ttl=5) with A's lease until 15");
            attempt.returns(false, () -> lab.renew(db.path, "job-1", "A", 1, now, 5));
            db.expectRow(attempt, "job-1", HELD_BY_A);
        }
        db.expectNoLockLeft("renew of an expired lease");
    }

    @Check(id = "renew-wrong-owner-or-fence",
            purpose = "renew by another owner, or with a fence that is not the current one, returns false and changes nothing")
    void wrongOwnerOrFence(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        String[] owners = {"B", "A", "A"};
        long[] fences = {1, 2, 0};
        for (int i = 0; i < owners.length; i++) {
            String owner = owners[i];
            long fence = fences[i];
            Attempt attempt = db.trying("renew(db, \"job-1\", \"" + owner + "\", fence=" + fence
                    + ", now=12, ttl=5) while A holds fence 1 until 15");
            attempt.returns(false, () -> lab.renew(db.path, "job-1", owner, fence, 12, 5));
            db.expectRow(attempt, "job-1", HELD_BY_A);
        }
        db.expectNoLockLeft("renew refused");
    }

    @Check(id = "renew-done-job-refused",
            purpose = "renew of a finished job returns false even for its last owner and fence")
    void doneRefused(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        db.set("job-1", "result='shipped', done=1");
        Attempt attempt = db.trying("renew(db, \"job-1\", \"A\", fence=1, now=12, ttl=5) after job-1 was stored as done");
        attempt.returns(false, () -> lab.renew(db.path, "job-1", "A", 1, 12, 5));
        db.expectRow(attempt, "job-1", job("job-1", "A", 15, 1, "shipped", 1));
    }

    @Check(id = "renew-missing-job-is-false",
            purpose = "renew of an unknown id returns false and creates no row")
    void missingIsFalse(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt attempt = db.trying("renew(db, \"job-404\", \"A\", fence=1, now=12, ttl=5) where only job-1 exists");
        attempt.returns(false, () -> lab.renew(db.path, "job-404", "A", 1, 12, 5));
        db.expectRow(attempt, "job-404", null);
    }

    @Check(id = "renew-after-takeover-refused",
            purpose = "after B took over the expired lease, A's renew with fence 1 is refused and B's lease is kept")
    void afterTakeover(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        db.trying("claim(db, \"job-1\", \"B\", now=15, ttl=5) after A's lease ran out")
                .returns(2L, () -> lab.claim(db.path, "job-1", "B", 15, 5));
        Attempt stale = db.trying("renew(db, \"job-1\", \"A\", fence=1, now=16, ttl=5) after B took job-1 with fence 2");
        stale.returns(false, () -> lab.renew(db.path, "job-1", "A", 1, 16, 5));
        db.expectRow(stale, "job-1", job("job-1", "B", 20, 2, null, 0));
        Attempt current = db.trying("renew(db, \"job-1\", \"B\", fence=2, now=16, ttl=5) by the new owner");
        current.returns(true, () -> lab.renew(db.path, "job-1", "B", 2, 16, 5));
        db.expectRow(current, "job-1", job("job-1", "B", 21, 2, null, 0));
    }

    @Check(id = "generated-renew-calls",
            purpose = "generated sequences of the calls of steps 1 to 5 (renew in half of them), with ids, clocks, ttls and fences drawn at the contract's edges, return and store what the contract's model says after every call")
    void generatedCallsKeepTheContract(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), new LeaseGenerator(5, LeaseGenerator.CALLS));
    }
}
