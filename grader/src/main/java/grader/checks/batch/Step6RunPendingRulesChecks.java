package grader.checks.batch;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.DbState;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 6, the rules around a run: its arguments, its number of workers, and its errors. */
@LabStep(lab = "batch", step = 6, title = "run the pending jobs with several workers")
class Step6RunPendingRulesChecks {
    /**
     * Rounds per worker count. The held lock makes every worker wait for it at its first
     * claim, so an extra worker wins that first job about every second round.
     */
    private static final int ROUNDS = 5;
    private static final int JOBS = 20;
    private static final long HOLD_MILLIS = 100;

    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "run-arguments-checked",
            purpose = "runPending with workers below 1 or ttl <= 0 is an IllegalArgumentException, even with no job to claim")
    void runArgumentsChecked(BatchLab lab, CheckContext context) throws Exception {
        BatchDb empty = BatchDb.initialised(lab, dir, "empty.db");
        BatchDb queued = BatchDb.initialised(lab, dir, "queued.db");
        RewardBatch batch = RewardBatch.random(context.random(), 3, "job");
        queued.seedPending(batch.jobs);
        for (BatchDb db : List.of(empty, queued)) {
            String jobs = db == empty ? "no job" : "3 PENDING jobs";
            for (double[] args : new double[][] {{2, 0}, {2, -5}, {0, 60}}) {
                int workers = (int) args[0];
                String before = db.summary();
                Attempt attempt = Expect.trying("runPending(path, workers=" + workers + ", now=1000, ttl=" + args[1]
                        + ") over " + jobs).state(db::summary);
                attempt.throwsA(IllegalArgumentException.class,
                        () -> lab.runPending(db.file.toString(), workers, 1000, args[1]));
                attempt.holds(before.equals(db.summary()), "nothing changed: " + before, "changed");
            }
        }
    }

    @Check(id = "at-most-workers-owners",
            purpose = "runPending with 1 or 2 workers, 5 rounds each, starting while another connection holds the write lock for 0.1 s: no more distinct owners claim jobs than workers were asked for")
    void atMostWorkersOwners(BatchLab lab, CheckContext context) throws Exception {
        for (int round = 1; round <= 2 * ROUNDS; round++) {
            int workers = round <= ROUNDS ? 1 : 2;
            RewardBatch batch = RewardBatch.random(context.random(), JOBS, "job");
            BatchDb db = BatchDb.initialised(lab, dir, "round-" + round + ".db");
            db.seedPending(batch.jobs);
            // Every owner a claim writes is kept here, whatever pay later does to the column.
            db.execute("CREATE TABLE grader_seen_owner(owner TEXT)",
                    "CREATE TRIGGER grader_owner_seen AFTER UPDATE OF owner ON reward_job WHEN NEW.owner IS NOT NULL"
                            + " BEGIN INSERT INTO grader_seen_owner VALUES (NEW.owner); END");
            Attempt attempt = Expect.trying("round " + round + ": runPending(path, workers=" + workers
                    + ", now=1000, ttl=60) over " + JOBS + " PENDING jobs, started while another connection holds the"
                    + " write lock for " + HOLD_MILLIS + " ms (seed " + context.seed() + ")").state(db::summary);
            attempt.returns(JOBS, () -> LockedStart.runPending(lab, db, workers, HOLD_MILLIS));
            List<Map<String, Object>> owners = DbState.rows(db.file,
                    "SELECT DISTINCT owner FROM grader_seen_owner ORDER BY owner");
            attempt.holds(!owners.isEmpty() && owners.size() <= workers, "1 to " + workers
                    + " distinct owners (one per worker thread)", owners.size() + " distinct owners: " + owners);
        }
    }

    @Check(id = "worker-error-passed-on",
            purpose = "when every wallet write fails (a trigger raises an error), runPending throws instead of returning a count")
    void workerErrorPassedOn(BatchLab lab, CheckContext context) throws Exception {
        RewardBatch batch = RewardBatch.random(context.random(), 4, "job");
        BatchDb db = BatchDb.initialised(lab, dir, "frozen.db");
        db.seedPending(batch.jobs);
        db.execute("CREATE TRIGGER grader_wallet_frozen_update BEFORE UPDATE ON wallet"
                        + " BEGIN SELECT RAISE(ABORT, 'wallet frozen by the grader'); END",
                "CREATE TRIGGER grader_wallet_frozen_insert BEFORE INSERT ON wallet"
                        + " BEGIN SELECT RAISE(ABORT, 'wallet frozen by the grader'); END");
        Map<String, Long> start = RewardBatch.wallets(db);
        Attempt attempt = Expect.trying("runPending(path, workers=2, now=1000, ttl=60) over 4 PENDING jobs while a "
                + "trigger makes every write to wallet fail with 'wallet frozen by the grader' (seed "
                + context.seed() + ")").state(db::summary);
        attempt.throwsA(Exception.class, () -> lab.runPending(db.file.toString(), 2, 1000, 60));
        attempt.holds(db.ledgerRows() == 0 && start.equals(RewardBatch.wallets(db)),
                "every failed payment rolled back: no ledger row, wallets " + start,
                "ledger rows " + db.ledgerRows() + ", wallets " + RewardBatch.wallets(db));
    }
}
