package grader.checks.batch;

import static grader.checks.batch.BatchCalls.claimCall;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.Values;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "batch", step = 3, title = "claim a job atomically with one conditional UPDATE")
class Step3ClaimChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "claim-pending-job", happyPath = true,
            purpose = "claiming a PENDING job makes it IN_PROGRESS for the owner until now+ttl, with fence 1")
    void claimPendingJob(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            new BatchCalls(lab, db).enqueue(con, "job-1", "player-1", 30);
            String tried = claimCall("job-1", "worker-A", 100, 30) + " of a PENDING job";
            Attempt attempt = Expect.trying(tried).state(db::dump);
            attempt.returns(1L, () -> lab.claim(con, "job-1", "worker-A", 100, 30));
            requireJob(attempt, db, "IN_PROGRESS", "worker-A", 130, 1);
            db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "held-lease-refused", purpose = "a job whose lease is not over yet cannot be claimed by anyone")
    void heldLeaseRefused(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            calls.enqueue(con, "job-1", "player-1", 30);
            calls.claim(con, "job-1", "worker-A", 100, 30);
            String before = db.dump();
            for (String owner : new String[] {"worker-B", "worker-A"}) {
                String tried = claimCall("job-1", owner, 129.5, 30) + " while worker-A's lease runs until 130";
                Attempt attempt = Expect.trying(tried).state(db::dump);
                attempt.returns(null, () -> lab.claim(con, "job-1", owner, 129.5, 30));
                attempt.holds(before.equals(db.dump()), "nothing changed: " + before, "changed");
            }
        }
    }

    @Check(id = "expired-lease-taken-over",
            purpose = "once lease_until <= now, another worker takes the job over with the fence raised by 1")
    void expiredLeaseTakenOver(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            calls.enqueue(con, "job-1", "player-1", 30);
            calls.claim(con, "job-1", "worker-A", 100, 30);
            String atEnd = claimCall("job-1", "worker-B", 130, 20) + " when worker-A's lease_until is exactly 130";
            Attempt first = Expect.trying(atEnd).state(db::dump);
            first.returns(2L, () -> lab.claim(con, "job-1", "worker-B", 130, 20));
            requireJob(first, db, "IN_PROGRESS", "worker-B", 150, 2);
            String later = claimCall("job-1", "worker-C", 200, 10) + " after worker-B's lease ended at 150";
            Attempt second = Expect.trying(later).state(db::dump);
            second.returns(3L, () -> lab.claim(con, "job-1", "worker-C", 200, 10));
            requireJob(second, db, "IN_PROGRESS", "worker-C", 210, 3);
        }
    }

    @Check(id = "done-job-not-claimable", purpose = "a DONE job, or an unknown one, is never claimed")
    void doneJobNotClaimable(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            calls.enqueue(con, "job-1", "player-1", 30);
            calls.claim(con, "job-1", "worker-A", 100, 30);
            db.execute("UPDATE reward_job SET status = 'DONE'", "INSERT INTO reward_ledger(job_id) VALUES ('job-1')",
                    "UPDATE wallet SET gold = 30");
            String before = db.dump();
            String tried = claimCall("job-1", "worker-B", 1000, 30) + " of a DONE job whose lease ended at 130";
            Attempt attempt = Expect.trying(tried).state(db::dump);
            attempt.returns(null, () -> lab.claim(con, "job-1", "worker-B", 1000, 30));
            attempt.holds(before.equals(db.dump()), "nothing changed: " + before, "changed");
            Expect.trying(claimCall("job-9", "worker-B", 1000, 30) + " of a job that was never enqueued")
                    .state(db::dump).returns(null, () -> lab.claim(con, "job-9", "worker-B", 1000, 30));
        }
    }

    @Check(id = "ttl-must-be-positive", purpose = "ttl <= 0 is an IllegalArgumentException and claims nothing")
    void ttlMustBePositive(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            new BatchCalls(lab, db).enqueue(con, "job-1", "player-1", 30);
            String before = db.dump();
            for (double ttl : new double[] {0, -5}) {
                String tried = claimCall("job-1", "worker-A", 100, ttl) + " of a PENDING job";
                Attempt attempt = Expect.trying(tried).state(db::dump);
                attempt.throwsA(IllegalArgumentException.class, () -> lab.claim(con, "job-1", "worker-A", 100, ttl));
                attempt.holds(before.equals(db.dump()), "the job still PENDING, unchanged: " + before, "changed");
            }
        }
    }

    @Check(id = "one-winner-per-race",
            purpose = "two workers on two connections claim one job, a PENDING one or one whose lease is over, their statements in every order that matters: exactly one gets it in each; and when the second claims as the first's new lease ends, each gets its own fence")
    void oneWinnerPerRace(BatchLab lab) throws Exception {
        new ClaimRace(lab, BatchDb.initialised(lab, dir, "batch.db")).requireOneWinnerInEveryOrder();
    }

    static void requireJob(Attempt attempt, BatchDb db, String status, String owner, double until, long fence)
            throws Exception {
        Map<String, Object> job = db.job("job-1");
        Map<String, Object> expected = Map.of("status", status, "owner", owner, "lease_until", until, "fence", fence);
        expected.forEach((column, value) -> attempt.holds(job != null && Values.same(value, job.get(column)),
                "job-1 " + column + " = " + Values.show(value), job == null ? "no row" : job.get(column)));
    }

    @Check(id = "generated-claim-calls",
            purpose = "generated sequences of the calls of steps 1 to 3 (claim in half of them), with ids, gold, clocks, ttls and fences at the contract's edges and writes the grader makes fail, return and store what the contract's model says after every call and leave no transaction open")
    void generatedClaimCalls(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new BatchExplored(instances, dir, context), new BatchGenerator(3, BatchGenerator.CALLS));
    }
}
