package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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

/** Step 4: claim takes a free or expired lease atomically and hands out the next fence. */
@LabStep(lab = "lease", step = 4, title = "claim an expired lease atomically")
class Step4ClaimChecks {
    @TempDir
    Path dir;

    @Check(id = "claim-new-job", happyPath = true,
            purpose = "claim of a new job returns fence 1 and stores owner, until = now + ttl and fence 1")
    void claimNew(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        Attempt attempt = db.trying("claim(db, \"job-1\", \"A\", now=10, ttl=5) on a new job");
        attempt.returns(1L, () -> lab.claim(db.path, "job-1", "A", 10, 5));
        db.expectRow(attempt, "job-1", job("job-1", "A", 15, 1, null, 0));
        db.expectNoLockLeft("claim(db, \"job-1\", \"A\", now=10, ttl=5)");
    }

    @Check(id = "claim-ttl-must-be-positive",
            purpose = "claim with ttl 0 or a negative ttl throws IllegalArgumentException and writes nothing, whatever state the job is in")
    void ttlMustBePositive(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.put("job-held", "X", 20, 3, null, 0);
        db.put("job-expired", "X", 5, 3, null, 0);
        db.put("job-done", "X", 5, 3, "shipped", 1);
        for (String jobId : List.of("job-1", "job-held", "job-expired", "job-done", "job-404")) {
            Map<String, Object> before = db.row(jobId);
            for (double ttl : new double[] {0, -5}) {
                Attempt attempt = db.trying("claim(db, \"" + jobId + "\", \"A\", now=10, ttl=" + ttl + "), job stored as "
                        + Values.show(before));
                attempt.throwsA(IllegalArgumentException.class, () -> lab.claim(db.path, jobId, "A", 10, ttl));
                db.expectRow(attempt, jobId, before);
            }
        }
        db.expectNoLockLeft("claim with a ttl that is not positive");
    }

    @Check(id = "claim-missing-job-is-null",
            purpose = "claim of an id that was never enqueued (or differs from a known one in spaces or case) returns null and creates no row")
    void missingIsNull(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        Attempt attempt = db.trying("claim(db, \"job-404\", \"A\", now=10, ttl=5) where only job-1 exists");
        attempt.returns(null, () -> lab.claim(db.path, "job-404", "A", 10, 5));
        db.expectRow(attempt, "job-404", null);
        for (String id : Step2EnqueueGuardChecks.NEAR_IDS) {
            Attempt near = db.trying("claim(db, " + JobsDb.shown(id) + ", \"A\", now=10, ttl=5) where only \"job-1\" exists");
            near.returns(null, () -> lab.claim(db.path, id, "A", 10, 5));
            db.expectRow(near, "job-1", JobsDb.fresh("job-1"));
        }
        db.expectNoLockLeft("claim of a missing job");
    }

    @Check(id = "claim-done-job-is-null",
            purpose = "claim of a finished job returns null even when its lease has run out, and changes nothing")
    void doneIsNull(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.put("job-1", "A", 8, 1, "shipped", 1);
        Attempt attempt = db.trying("claim(db, \"job-1\", \"B\", now=10, ttl=5) after A finished it (until 8, done 1)");
        attempt.returns(null, () -> lab.claim(db.path, "job-1", "B", 10, 5));
        db.expectRow(attempt, "job-1", job("job-1", "A", 8, 1, "shipped", 1));
        db.expectNoLockLeft("claim of a finished job");
    }

    @Check(id = "claim-held-job-is-null",
            purpose = "claim while another owner's lease still runs (until > now) returns null and changes nothing")
    void heldIsNull(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.trying("claim(db, \"job-1\", \"A\", now=10, ttl=5)").returns(1L, () -> lab.claim(db.path, "job-1", "A", 10, 5));
        for (double now : new double[] {10, 12, 14.5}) {
            Attempt attempt = db.trying("claim(db, \"job-1\", \"B\", now=" + now + ", ttl=5) while A holds it until 15");
            attempt.returns(null, () -> lab.claim(db.path, "job-1", "B", now, 5));
            db.expectRow(attempt, "job-1", job("job-1", "A", 15, 1, null, 0));
        }
        db.expectNoLockLeft("claim of a held job");
    }

    @Check(id = "boundary-now-equals-until",
            purpose = "a lease whose until equals now has expired: another owner can claim it and gets the next fence")
    void boundaryIsClaimable(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.trying("claim(db, \"job-1\", \"A\", now=10, ttl=5)").returns(1L, () -> lab.claim(db.path, "job-1", "A", 10, 5));
        Attempt attempt = db.trying("claim(db, \"job-1\", \"B\", now=15, ttl=5) after A's lease until=15");
        attempt.returns(2L, () -> lab.claim(db.path, "job-1", "B", 15, 5));
        db.expectRow(attempt, "job-1", job("job-1", "B", 20, 2, null, 0));
        db.expectNoLockLeft("claim at now == until");
    }

    @Check(id = "claim-expired-lease-increments-fence",
            purpose = "claim of an expired lease raises the stored fence by one and sets until = now + ttl")
    void expiredIncrementsFence(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.put("job-1", "A", 3, 7, null, 0);
        Attempt attempt = db.trying("claim(db, \"job-1\", \"B\", now=10.25, ttl=2.5) with A's lease until 3, fence 7");
        attempt.returns(8L, () -> lab.claim(db.path, "job-1", "B", 10.25, 2.5));
        db.expectRow(attempt, "job-1", job("job-1", "B", 12.75, 8, null, 0));
    }

    @Check(id = "claim-race-one-winner",
            purpose = "two claims of a new job, their statements run in every order that matters (forced by the grader): exactly one gets fence 1, in every order; and when the second claimer's lease would end at the first's now, the first gets a fence of its own in every order")
    void raceHasOneWinner(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        ClaimRace race = new ClaimRace(lab, db);
        race.requireOneWinnerInEveryOrder(10, 5);
        race.requireOwnFenceWhenTheOtherLeaseEnds(10, 5);
        db.expectNoLockLeft("the racing claims");
    }

    static List<String> jobIds(int count) {
        List<String> ids = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            ids.add("job-" + i);
        }
        return ids;
    }

    static List<String> owners(int count) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            names.add("worker-" + i);
        }
        return names;
    }

    @Check(id = "generated-claim-calls",
            purpose = "generated sequences of the calls of steps 1 to 4 (claim in half of them), with ids, clocks, ttls and fences drawn at the contract's edges, return and store what the contract's model says after every call")
    void generatedCallsKeepTheContract(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), new LeaseGenerator(4, LeaseGenerator.CALLS));
    }
}
