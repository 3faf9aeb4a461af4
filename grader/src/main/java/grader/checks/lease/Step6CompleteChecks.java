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
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 6: complete stores a result only for the current lease, and never over a stored one. */
@LabStep(lab = "lease", step = 6, title = "reject a stale completion")
class Step6CompleteChecks {
    private static final Map<String, Object> HELD_BY_A = job("job-1", "A", 15, 1, null, 0);

    @TempDir
    Path dir;

    @Check(id = "complete-current-lease", happyPath = true,
            purpose = "complete by the owner with the current fence before until stores the result and done = 1")
    void completeCurrent(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt attempt = db.trying("complete(db, \"job-1\", \"A\", fence=1, now=12, \"A's result\") while A holds it until 15");
        attempt.returns(true, () -> lab.complete(db.path, "job-1", "A", 1, 12, "A's result"));
        db.expectRow(attempt, "job-1", job("job-1", "A", 15, 1, "A's result", 1));
        db.expectNoLockLeft("complete(db, \"job-1\", \"A\", fence=1, now=12, ...)");
    }

    @Check(id = "complete-twice-keeps-first-result",
            purpose = "a finished job cannot be completed again, even by its owner within the lease: the first result stays")
    void secondCompletionRefused(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        db.trying("complete(db, \"job-1\", \"A\", fence=1, now=12, \"first\")")
                .returns(true, () -> lab.complete(db.path, "job-1", "A", 1, 12, "first"));
        Attempt again = db.trying("complete(db, \"job-1\", \"A\", fence=1, now=13, \"second\") after A already completed it");
        again.returns(false, () -> lab.complete(db.path, "job-1", "A", 1, 13, "second"));
        db.expectRow(again, "job-1", job("job-1", "A", 15, 1, "first", 1));
        db.expectNoLockLeft("a second complete");
    }

    @Check(id = "stale-fence-rejected",
            purpose = "A claims (fence 1), expires, B claims (fence 2) and completes; A's late completion with fence 1 is rejected")
    void staleWorkerRejected(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        db.trying("claim(db, \"job-1\", \"B\", now=15, ttl=5) after A's lease ran out")
                .returns(2L, () -> lab.claim(db.path, "job-1", "B", 15, 5));
        Attempt early = db.trying("complete(db, \"job-1\", \"A\", fence=1, now=16, \"A's result\") while B holds fence 2");
        early.returns(false, () -> lab.complete(db.path, "job-1", "A", 1, 16, "A's result"));
        db.expectRow(early, "job-1", job("job-1", "B", 20, 2, null, 0));
        db.trying("complete(db, \"job-1\", \"B\", fence=2, now=17, \"B's result\")")
                .returns(true, () -> lab.complete(db.path, "job-1", "B", 2, 17, "B's result"));
        Attempt late = db.trying("complete(db, \"job-1\", \"A\", fence=1, now=18, \"A's result\") after B completed");
        late.returns(false, () -> lab.complete(db.path, "job-1", "A", 1, 18, "A's result"));
        db.expectRow(late, "job-1", job("job-1", "B", 20, 2, "B's result", 1));
        db.expectNoLockLeft("the stale completion");
    }

    @Check(id = "complete-expired-lease-refused",
            purpose = "complete at now == until, or later, is refused even for the owner with its fence: nothing is stored")
    void expiredRefused(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        for (double now : new double[] {15, 16}) {
            Attempt attempt = db.trying("complete(db, \"job-1\", \"A\", fence=1, now=" + now
                    + ", \"late\") with A's lease until 15");
            attempt.returns(false, () -> lab.complete(db.path, "job-1", "A", 1, now, "late"));
            db.expectRow(attempt, "job-1", HELD_BY_A);
        }
    }

    @Check(id = "complete-wrong-owner-or-fence",
            purpose = "complete by another owner, or with a fence that is not the current one, returns false and stores nothing")
    void wrongOwnerOrFence(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        String[] owners = {"B", "A", "A"};
        long[] fences = {1, 2, 0};
        for (int i = 0; i < owners.length; i++) {
            String owner = owners[i];
            long fence = fences[i];
            Attempt attempt = db.trying("complete(db, \"job-1\", \"" + owner + "\", fence=" + fence
                    + ", now=12, \"wrong\") while A holds fence 1 until 15");
            attempt.returns(false, () -> lab.complete(db.path, "job-1", owner, fence, 12, "wrong"));
            db.expectRow(attempt, "job-1", HELD_BY_A);
        }
        db.expectNoLockLeft("complete refused");
    }

    @Check(id = "complete-missing-job-is-false",
            purpose = "complete of an unknown id returns false and creates no row")
    void missingIsFalse(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt attempt = db.trying("complete(db, \"job-404\", \"A\", fence=1, now=12, \"r\") where only job-1 exists");
        attempt.returns(false, () -> lab.complete(db.path, "job-404", "A", 1, 12, "r"));
        db.expectRow(attempt, "job-404", null);
    }

    @Check(id = "generated-complete-calls",
            purpose = "generated sequences of the calls of steps 1 to 6 (complete in half of them), with ids, clocks, ttls and fences drawn at the contract's edges, return and store what the contract's model says after every call")
    void generatedCallsKeepTheContract(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), new LeaseGenerator(6, LeaseGenerator.CALLS));
    }
}
