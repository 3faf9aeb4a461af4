package grader.checks.batch;

import static grader.checks.batch.BatchCalls.payCall;

import java.nio.file.Path;
import java.sql.Connection;
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

@LabStep(lab = "batch", step = 7, title = "fencing: a worker whose lease is over or was taken over cannot pay")
class Step7FencingChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "zombie-stale-fence-refused", happyPath = true,
            purpose = "after B took over A's expired lease (fence 2), A's late pay with fence 1 is refused and B's pays")
    void zombieStaleFenceRefused(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            calls.enqueue(con, "job-1", "player-1", 40);
            long stale = calls.claim(con, "job-1", "worker-A", 100, 10);
            long current = calls.claim(con, "job-1", "worker-B", 110, 10);
            refuse(lab, db, con, "worker-A", stale, 111, "after worker-B took job-1 over at 110 with fence " + current);
            calls.pay(con, "job-1", "worker-B", current, 111);
            PayScenario.requirePaidOnce(Expect.trying("worker-B's pay after worker-A was refused").state(db::dump),
                    db, "job-1", "player-1", 40);
        }
    }

    @Check(id = "takeover-during-pay-refused",
            purpose = "a pay that waits for the write lock while another worker takes the job over is refused: the check is made inside the transaction")
    void takeoverDuringPayRefused(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        String before = s.db.dump();
        Attempt attempt = Expect.trying(payCall("job-1", "worker-A", s.fence, 129, "fault=null") + " of a job claimed"
                + " until 130, called while another connection holds the write lock; once the pay waits for it, that"
                + " connection takes job-1 over for worker-B at 130 (owner worker-B, fence " + (s.fence + 1)
                + ", lease_until 160) and commits").state(s.db::dump);
        Racers.Outcome<Boolean> out = Racers.whileLocked(s.db,
                (i, con) -> lab.pay(con, "job-1", "worker-A", s.fence, 129, null),
                grader -> grader.execute("UPDATE reward_job SET owner = 'worker-B', fence = fence + 1,"
                        + " lease_until = 160 WHERE job_id = 'job-1'"));
        BatchCalls.requireOutcome(attempt, out, false, "false: by the time the pay holds the lock, job-1 is worker-B's");
        attempt.holds(s.db.ledgerRows() == 0 && Values.same(0L, s.db.wallet("player-1")),
                "nothing paid (was " + before + ")", "ledger rows " + s.db.ledgerRows() + ", player-1 at "
                        + s.db.wallet("player-1"));
    }

    @Check(id = "same-owner-stale-fence-refused",
            purpose = "the fence alone refuses a stale pay, even when the owner name is the same")
    void sameOwnerStaleFenceRefused(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            calls.enqueue(con, "job-1", "player-1", 40);
            long stale = calls.claim(con, "job-1", "worker-A", 100, 10);
            long current = calls.claim(con, "job-1", "worker-A", 110, 10);
            refuse(lab, db, con, "worker-A", stale, 111, "after a restarted worker-A claimed job-1 again at 110 "
                    + "with fence " + current + " (this is the old worker-A's stale thread)");
            calls.pay(con, "job-1", "worker-A", current, 111);
        }
    }

    @Check(id = "wrong-owner-refused", purpose = "a worker that does not own the job cannot pay it, even with its fence")
    void wrongOwnerRefused(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        try (Connection con = s.db.open()) {
            refuse(lab, s.db, con, "worker-B", s.fence, 110, "while worker-A holds job-1 until 130");
            new BatchCalls(lab, s.db).pay(con, "job-1", "worker-A", s.fence, 110);
        }
    }

    @Check(id = "expired-lease-refused",
            purpose = "once lease_until <= now the owner cannot pay any more; just before, it can")
    void expiredLeaseRefused(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            for (String job : new String[] {"job-1", "job-2", "job-3"}) {
                calls.enqueue(con, job, "player-1", 40);
            }
            long[] fences = {calls.claim(con, "job-1", "worker-A", 100, 30), calls.claim(con, "job-2", "worker-A", 100, 30),
                calls.claim(con, "job-3", "worker-A", 100, 30)};
            calls.pay(con, "job-1", "worker-A", fences[0], 129.5);
            refuseJob(lab, db, con, "job-2", "worker-A", fences[1], 130, "when its lease_until is exactly 130");
            refuseJob(lab, db, con, "job-3", "worker-A", fences[2], 135, "when its lease ended at 130");
        }
    }

    @Check(id = "unclaimed-job-refused", purpose = "a job nobody claimed, or an unknown one, is never paid")
    void unclaimedJobRefused(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            new BatchCalls(lab, db).enqueue(con, "job-1", "player-1", 40);
            refuse(lab, db, con, "worker-A", 0, 100, "of a PENDING job nobody claimed");
            refuse(lab, db, con, "worker-A", 1, 100, "of a PENDING job nobody claimed");
            refuseJob(lab, db, con, "job-9", "worker-A", 1, 100, "of a job that was never enqueued");
        }
    }

    private static void refuse(BatchLab lab, BatchDb db, Connection con, String owner, long fence, double now,
            String situation) throws Exception {
        refuseJob(lab, db, con, "job-1", owner, fence, now, situation);
    }

    /** The pay must return false and change nothing. */
    private static void refuseJob(BatchLab lab, BatchDb db, Connection con, String jobId, String owner, long fence,
            double now, String situation) throws Exception {
        String before = db.dump();
        String tried = payCall(jobId, owner, fence, now, "fault=null") + " " + situation;
        Attempt attempt = Expect.trying(tried).state(db::dump);
        attempt.returns(false, () -> lab.pay(con, jobId, owner, fence, now, null));
        attempt.holds(before.equals(db.dump()), "refused: nothing changed: " + before, "changed");
        db.requireNoOpenTransaction(tried, con);
    }

    @Check(id = "generated-pays-by-stale-workers",
            purpose = "generated sequences of the calls of steps 1 to 7 (pay by stale owners and fences in half of them), with ids, gold, clocks, ttls and fences at the contract's edges and writes the grader makes fail, return and store what the contract's model says after every call and leave no transaction open")
    void generatedPaysByStaleWorkers(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new BatchExplored(instances, dir, context), new BatchGenerator(7, BatchGenerator.CALLS));
    }
}
