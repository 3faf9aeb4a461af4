package grader.checks.batch;

import java.nio.file.Path;
import java.util.Map;
import java.util.Random;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.db.OpenTransactions;
import grader.check.explore.Exploration;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "batch", step = 6, title = "run the pending jobs with several workers")
class Step6RunPendingChecks {
    /**
     * Few enough that a correct answer taking 100 ms a call still finishes well within the time
     * limit, and that the forced run's decisions (each waits for the subject to stand still)
     * fit it on a machine loaded many times over; enough that three workers meet on a job.
     */
    private static final int JOBS = 5;

    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "every-job-paid-once", happyPath = true,
            purpose = "runPending with 3 workers over 5 jobs of several players pays each job exactly once")
    void everyJobPaidOnce(BatchLab lab, CheckContext context) throws Exception {
        int workers = 3;
        RewardBatch batch = RewardBatch.random(context.random(), JOBS, "job");
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.seedPending(batch.jobs);
        Map<String, Long> start = RewardBatch.wallets(db);
        Attempt attempt = Expect.trying("runPending(path, workers=" + workers + ", now=1000, ttl=60) over " + JOBS
                + " PENDING jobs worth " + batch.totalGold() + " gold for players " + start.keySet() + " (seed "
                + context.seed() + "), its workers' statements one of each in turn").state(db::summary);
        ForcedBatchRun.runPending(attempt, lab, db, workers, 1000, 60);
        batch.requireEachPaidOnce(attempt, db, batch.walletsAfter(start));
        long walletSum = RewardBatch.wallets(db).values().stream().mapToLong(Long::longValue).sum();
        attempt.holds(walletSum == batch.totalGold() && db.ledgerRows() == JOBS,
                "sum of wallets = " + batch.totalGold() + " and ledger rows = " + JOBS,
                "sum of wallets " + walletSum + ", ledger rows " + db.ledgerRows());
        OpenTransactions.lockHeldOn(db.file).ifPresent(open -> {
            throw attempt.fail("no transaction left open once runPending returned", open);
        });
    }

    @Check(id = "returns-paid-count",
            purpose = "runPending returns how many jobs it paid; a second run finds nothing, pays nothing, returns 0")
    void returnsPaidCount(BatchLab lab, CheckContext context) throws Exception {
        RewardBatch batch = RewardBatch.random(context.random(), 6, "job");
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.seedPending(batch.jobs);
        String path = db.file.toString();
        Expect.trying("runPending(path, workers=3, now=1000, ttl=60) over 6 PENDING jobs (seed " + context.seed() + ")")
                .state(db::summary).returns(6, () -> lab.runPending(path, 3, 1000, 60));
        String before = db.summary();
        Attempt again = Expect.trying("runPending(path, workers=3, now=1001, ttl=60) again, after every job was paid")
                .state(db::summary);
        again.returns(0, () -> lab.runPending(path, 3, 1001, 60));
        again.holds(before.equals(db.summary()), "nothing changed: " + before, "changed");
    }

    @Check(id = "one-worker-pays-all",
            purpose = "runPending with a single worker pays every PENDING job once and returns how many it paid")
    void oneWorkerPaysAll(BatchLab lab, CheckContext context) throws Exception {
        RewardBatch batch = RewardBatch.random(context.random(), 6, "job");
        BatchDb db = BatchDb.initialised(lab, dir, "one-worker.db");
        db.seedPending(batch.jobs);
        Map<String, Long> start = RewardBatch.wallets(db);
        Attempt attempt = Expect.trying("runPending(path, workers=1, now=1000, ttl=60) over 6 PENDING jobs (seed "
                + context.seed() + ")").state(db::summary);
        attempt.returns(6, () -> lab.runPending(db.file.toString(), 1, 1000, 60));
        batch.requireEachPaidOnce(attempt, db, batch.walletsAfter(start));
    }

    @Check(id = "takes-over-expired-leases-only",
            purpose = "runPending also pays jobs whose lease is over, leaves live leases and DONE jobs alone, counts only payments")
    void takesOverExpiredLeasesOnly(BatchLab lab, CheckContext context) throws Exception {
        Random random = context.random();
        RewardBatch pending = RewardBatch.random(random, 4, "job");
        RewardBatch lost = RewardBatch.random(random, 2, "lost");
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.seedPending(pending.jobs);
        db.seedPending(lost.jobs);
        db.execute("UPDATE reward_job SET status = 'IN_PROGRESS', owner = 'crashed-worker', fence = 1,"
                        + " lease_until = CASE job_id WHEN 'lost-001' THEN 1000 ELSE 900 END WHERE job_id LIKE 'lost-%'",
                "INSERT INTO reward_job VALUES ('busy-1', 'player-1', 500, 'IN_PROGRESS', 'busy-worker', 1500, 1)",
                "INSERT INTO reward_job VALUES ('done-1', 'player-2', 700, 'DONE', 'old-worker', 400, 1)",
                "INSERT INTO reward_ledger(job_id) VALUES ('done-1')",
                "INSERT INTO reward_job VALUES ('reset-1', 'player-1', 300, 'PENDING', NULL, 0, 0)",
                "INSERT INTO reward_ledger(job_id) VALUES ('reset-1')",
                "INSERT OR IGNORE INTO wallet(player_id, gold) VALUES ('player-2', 0)",
                "UPDATE wallet SET gold = gold + 700 WHERE player_id = 'player-2'");
        Map<String, Long> start = RewardBatch.wallets(db);
        Map<String, Object> busy = db.job("busy-1");
        Map<String, Object> done = db.job("done-1");
        Attempt attempt = Expect.trying("runPending(path, workers=2, now=1000, ttl=60) over 4 PENDING jobs, 2 jobs "
                + "of a crashed worker whose leases ended at 900 or 1000, busy-1 leased until 1500, done-1 DONE, and "
                + "reset-1 PENDING though already in the ledger (paid, then put back by an operator) "
                + "(seed " + context.seed() + "), its workers' statements one of each in turn").state(db::summary);
        Object count = ForcedBatchRun.runPending(attempt, lab, db, 2, 1000, 60);
        attempt.holds(Values.same(6, count), "returns 6", Values.show(count));
        RewardBatch paid = pending.plus(lost);
        paid.requireEachPaidOnce(attempt, db, paid.walletsAfter(start));
        for (BatchDb.Job job : lost.jobs) {
            attempt.holds(Values.same(2, db.job(job.jobId()).get("fence")), job.jobId()
                    + " taken over with fence 2", db.job(job.jobId()));
        }
        attempt.holds(busy.equals(db.job("busy-1")) && db.ledgerRows("busy-1") == 0,
                "busy-1 untouched and unpaid: " + busy, db.job("busy-1") + ", ledger rows " + db.ledgerRows("busy-1"));
        attempt.holds(done.equals(db.job("done-1")), "done-1 untouched: " + done, db.job("done-1"));
        attempt.holds(db.ledgerRows("reset-1") == 1, "reset-1 not paid again (its ledger row stops it), and "
                + "not counted: 6 paid", "reset-1 ledger rows " + db.ledgerRows("reset-1"));
    }

    @Check(id = "generated-runs-with-database-errors",
            purpose = "generated sequences of the calls of steps 1 to 6 (runPending with a database error in its own claims or pays, a held write lock or a file that is no database in half of them), with ids, gold, clocks, ttls and fences at the contract's edges and writes the grader makes fail, return and store what the contract's model says after every call and leave no transaction open")
    void generatedRunsWithDatabaseErrors(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new BatchExplored(instances, dir, context), new BatchGenerator(6, BatchGenerator.CALLS));
    }
}
