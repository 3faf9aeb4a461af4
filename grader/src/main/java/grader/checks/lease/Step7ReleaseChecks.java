package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.Values;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 7: release gives the lease back for the current worker only, and keeps the fence. */
@LabStep(lab = "lease", step = 7, title = "release only by the current worker")
class Step7ReleaseChecks {
    private static final Map<String, Object> HELD_BY_A = job("job-1", "A", 15, 1, null, 0);

    @TempDir
    Path dir;

    @Check(id = "release-current-lease", happyPath = true,
            purpose = "release by the owner with the current fence returns true, clears owner and until, and frees the job")
    void releaseCurrent(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt attempt = db.trying("release(db, \"job-1\", \"A\", fence=1) while A holds it until 15");
        attempt.returns(true, () -> lab.release(db.path, "job-1", "A", 1));
        Map<String, Object> row = db.row("job-1");
        attempt.holds(row != null && row.get("owner") == null && Values.same(0, row.get("until"))
                        && Values.same(0, row.get("done")) && row.get("result") == null,
                "job-1 stored with owner NULL, until 0, done 0, result NULL", "stored row " + Values.show(row));
        db.expectNoLockLeft("release(db, \"job-1\", \"A\", fence=1)");
        db.trying("claim(db, \"job-1\", \"B\", now=11, ttl=5) right after A released it, before A's until 15")
                .returnsMatching("a fence (B gets the freed job)", Objects::nonNull,
                        () -> lab.claim(db.path, "job-1", "B", 11, 5));
    }

    @Check(id = "release-keeps-fence",
            purpose = "release keeps the fence, so the next claim hands out fence 2 and never reuses fence 1")
    void keepsFence(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt attempt = db.trying("release(db, \"job-1\", \"A\", fence=1) while A holds fence 1");
        attempt.returns(true, () -> lab.release(db.path, "job-1", "A", 1));
        db.expectRow(attempt, "job-1", job("job-1", null, 0, 1, null, 0));
        Attempt next = db.trying("claim(db, \"job-1\", \"B\", now=11, ttl=5) after A released fence 1");
        next.returns(2L, () -> lab.claim(db.path, "job-1", "B", 11, 5));
        db.expectRow(next, "job-1", job("job-1", "B", 16, 2, null, 0));
    }

    @Check(id = "release-wrong-owner-or-fence",
            purpose = "release by another owner, or with a fence that is not the current one, returns false and changes nothing")
    void wrongOwnerOrFence(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        String[] owners = {"B", "A", "A"};
        long[] fences = {1, 2, 0};
        for (int i = 0; i < owners.length; i++) {
            String owner = owners[i];
            long fence = fences[i];
            Attempt attempt = db.trying("release(db, \"job-1\", \"" + owner + "\", fence=" + fence
                    + ") while A holds fence 1 until 15");
            attempt.returns(false, () -> lab.release(db.path, "job-1", owner, fence));
            db.expectRow(attempt, "job-1", HELD_BY_A);
        }
        db.expectNoLockLeft("release refused");
    }

    @Check(id = "release-done-job-refused",
            purpose = "release of a finished job returns false and keeps its owner and result")
    void doneRefused(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        db.trying("complete(db, \"job-1\", \"A\", fence=1, now=12, \"shipped\")")
                .returns(true, () -> lab.complete(db.path, "job-1", "A", 1, 12, "shipped"));
        Attempt attempt = db.trying("release(db, \"job-1\", \"A\", fence=1) after A completed job-1");
        attempt.returns(false, () -> lab.release(db.path, "job-1", "A", 1));
        db.expectRow(attempt, "job-1", job("job-1", "A", 15, 1, "shipped", 1));
    }

    @Check(id = "release-after-takeover-refused",
            purpose = "after B took over the expired lease, A's release with fence 1 returns false and B keeps the job")
    void afterTakeover(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        db.trying("claim(db, \"job-1\", \"B\", now=15, ttl=5) after A's lease ran out")
                .returns(2L, () -> lab.claim(db.path, "job-1", "B", 15, 5));
        Attempt stale = db.trying("release(db, \"job-1\", \"A\", fence=1) after B took job-1 with fence 2");
        stale.returns(false, () -> lab.release(db.path, "job-1", "A", 1));
        db.expectRow(stale, "job-1", job("job-1", "B", 20, 2, null, 0));
    }

    @Check(id = "release-missing-job-is-false",
            purpose = "release of an unknown id returns false and creates no row")
    void missingIsFalse(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt attempt = db.trying("release(db, \"job-404\", \"A\", fence=1) where only job-1 exists");
        attempt.returns(false, () -> lab.release(db.path, "job-404", "A", 1));
        db.expectRow(attempt, "job-404", null);
    }

    @Check(id = "generated-release-calls",
            purpose = "generated sequences of the calls of steps 1 to 7 (release in half of them), with ids, clocks, ttls and fences drawn at the contract's edges, return and store what the contract's model says after every call")
    void generatedCallsKeepTheContract(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), new LeaseGenerator(7, LeaseGenerator.CALLS));
    }
}
