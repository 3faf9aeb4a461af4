package grader.checks.batch;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.DbState;
import grader.check.db.LockWaiters;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 6, the rules around a run: its arguments, its number of workers, and its errors. */
@LabStep(lab = "batch", step = 6, title = "run the pending jobs with several workers")
class Step6RunPendingRulesChecks {
    /** How long the grader holds the write lock as a run starts, so every worker thread is up before any claims. */
    private static final long START_HOLD_MILLIS = 100;
    /** The largest batch one run is given when the submission is fast. */
    private static final int MAX_JOBS = 256;
    /**
     * How long the batches of one worker count may take in all. The first batch counts the
     * run's threads for certain; the larger ones only give a thread of too many, or an owner
     * name per job, more chances to show in the owners, so they get a short budget.
     */
    private static final long BUDGET_MILLIS = 800;
    /** The first batch of each worker count; its run also counts the threads that wait to write. */
    private static final int FIRST_BATCH = 4;
    private static final long RUN_SECONDS = 30;

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
            purpose = "runPending with 1 or 2 workers over batches of 4 jobs and more: no more of its threads wait to write at once, and no more distinct owners claim jobs, than workers were asked for")
    void atMostWorkersOwners(BatchLab lab, CheckContext context) throws Exception {
        for (int workers = 1; workers <= 2; workers++) {
            BatchDb db = BatchDb.initialised(lab, dir, "workers-" + workers + ".db");
            // Every owner a claim writes is kept here, whatever pay later does to the column.
            db.execute("CREATE TABLE grader_seen_owner(owner TEXT)",
                    "CREATE TRIGGER grader_owner_seen AFTER UPDATE OF owner ON reward_job WHEN NEW.owner IS NOT NULL"
                            + " BEGIN INSERT INTO grader_seen_owner VALUES (NEW.owner); END");
            long start = System.nanoTime();
            long lastRound = 0;
            // Batches double while a correct answer, however slow, stays well within the time limit.
            for (int jobs = FIRST_BATCH; jobs <= MAX_JOBS && elapsedMillis(start) + 2 * lastRound < BUDGET_MILLIS; jobs *= 2) {
                long roundStart = System.nanoTime();
                requireOwnersAtMost(lab, context, db, workers, jobs);
                lastRound = elapsedMillis(roundStart);
            }
        }
    }

    private static void requireOwnersAtMost(BatchLab lab, CheckContext context, BatchDb db, int workers, int jobs)
            throws Exception {
        db.execute("DELETE FROM grader_seen_owner");
        db.seedPending(RewardBatch.random(context.random(), jobs, "batch-of-" + jobs).jobs);
        boolean countThreads = jobs == FIRST_BATCH;
        Attempt attempt = Expect.trying("runPending(path, workers=" + workers + ", now=1000, ttl=60) over " + jobs
                + " PENDING jobs, the grader holding the write lock as the run starts "
                + (countThreads ? "until its threads wait for it" : "for " + START_HOLD_MILLIS + " ms")
                + " so that every worker thread is running before any claims (seed " + context.seed() + ")")
                .state(db::summary);
        HeldRun held = runWhileStartHeld(db, workers, countThreads,
                () -> lab.runPending(db.file.toString(), workers, 1000, 60));
        attempt.returns(jobs, held::value);
        if (countThreads) {
            attempt.holds(held.mostWriters() <= workers, "at most " + workers + " threads of the run waiting for the"
                    + " write lock at once (it runs " + workers + " workers)", held.mostWriters()
                    + " threads of the run waited for the write lock at once");
        }
        List<Map<String, Object>> owners = DbState.rows(db.file,
                "SELECT DISTINCT owner FROM grader_seen_owner ORDER BY owner");
        attempt.holds(!owners.isEmpty() && owners.size() <= workers, "1 to " + workers
                + " distinct owners (one per worker thread)", owners.size() + " distinct owners: " + owners);
    }

    private static long elapsedMillis(long since) {
        return (System.nanoTime() - since) / 1_000_000;
    }

    /** A run's outcome (its value or what it threw), and the most of its threads seen waiting to write at once. */
    private record HeldRun(Object outcome, int mostWriters) {
        Object value() throws Exception {
            if (outcome instanceof Exception e) {
                throw e;
            }
            if (outcome instanceof Error e) {
                throw e;
            }
            return outcome;
        }
    }

    /**
     * Runs the call on a thread of its own group (the pool it starts joins that group) while
     * the grader holds the write lock: until the run's threads wait for it, when counting
     * them, else for a short fixed time.
     */
    private static HeldRun runWhileStartHeld(BatchDb db, int workers, boolean countThreads, Attempt.Call<?> run)
            throws Exception {
        ThreadGroup group = new ThreadGroup("batch-run-pending");
        FutureTask<Object> task = new FutureTask<>(() -> {
            try {
                return run.run();
            } catch (Exception | Error e) {
                return e;
            }
        });
        int most = 0;
        try (Connection gate = db.open(); Statement st = gate.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            try {
                Thread thread = new Thread(group, task, "batch-run-pending-call");
                thread.setDaemon(true);
                thread.start();
                if (countThreads) {
                    most = LockWaiters.awaitSqliteWriters(group, workers + 1, task::isDone);
                } else {
                    Thread.sleep(START_HOLD_MILLIS);
                }
            } finally {
                st.execute("ROLLBACK");
            }
        }
        try {
            return new HeldRun(task.get(RUN_SECONDS, TimeUnit.SECONDS), most);
        } catch (TimeoutException e) {
            task.cancel(true);
            throw new AssertionError("runPending did not return within " + RUN_SECONDS + " s after the lock was released");
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
