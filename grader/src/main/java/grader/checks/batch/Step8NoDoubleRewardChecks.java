package grader.checks.batch;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import grader.check.InjectedFault;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Values;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

/**
 * The seed's three fault classes as scenarios: (A) no atomic claim, (B) check-then-act,
 * (C)->(D) the payment before the mark with a crash in between. Each failure names its class.
 * A crash is the fault hook throwing; the restarted worker is a second, fresh instance.
 */
@LabStep(lab = "batch", step = 8, title = "no double reward after a crash and restart")
class Step8NoDoubleRewardChecks {
    /** After-wallet first: the seed's crash, between the payment and the mark. */
    private static final List<String> CRASH_POINTS = List.of("after-wallet", "after-ledger", "after-done");
    /** Few enough that a correct answer taking 100 ms a call still finishes well within the time limit. */
    /** Two runs' four workers, forced statement by statement: few jobs keep the decisions within the limit under load. */
    private static final int JOBS_OF_TWO_RUNS = 4;

    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "cd-crash-then-restart-pays-once", happyPath = true,
            purpose = "(C)->(D) a crash inside pay, then a restarted worker taking over the expired lease, pays once in all")
    void crashThenRestartPaysOnce(BatchLab crashed, BatchLab restarted) throws Exception {
        for (String point : CRASH_POINTS) {
            BatchDb db = BatchDb.initialised(crashed, dir, "crash-" + point + ".db");
            try (Connection con = db.open()) {
                BatchCalls calls = new BatchCalls(crashed, db);
                calls.enqueue(con, "job-1", "player-1", 25);
                long fence = calls.claim(con, "job-1", "worker-A", 100, 10);
                try {
                    crashed.pay(con, "job-1", "worker-A", fence, 101, Hooks.throwing(new InjectedFault(point), point));
                } catch (Exception crash) {
                    BatchCalls.rethrowStub(crash);
                }
            }
            Attempt attempt = Expect.trying("(C)->(D) pay before mark, crash in between: worker-A's "
                    + "pay(con, \"job-1\", \"worker-A\", fence, now=101, hook) of 25 gold crashed at " + point
                    + " (its hook threw), then a restarted worker-B on a new connection called claim(con, \"job-1\", "
                    + "\"worker-B\", now=110, ttl=10) after the lease ended at 110, paid with the fence it got at "
                    + "now=111, and a restarted runPending(path, 4, now=200, ttl=10) ran").state(db::dump);
            restart(restarted, db, attempt);
            PayScenario.requirePaidOnce(attempt, db, "job-1", "player-1", 25);
        }
    }

    private static void restart(BatchLab restarted, BatchDb db, Attempt attempt) throws Exception {
        try (Connection con = db.open()) {
            Long fence = attempt.returns(() -> restarted.claim(con, "job-1", "worker-B", 110, 10));
            if (fence != null) {
                attempt.returns(() -> restarted.pay(con, "job-1", "worker-B", fence, 111, null));
            }
        }
        attempt.returns(() -> restarted.runPending(db.file.toString(), 4, 200, 10));
    }

    @Check(id = "a-racing-workers-pay-once",
            purpose = "(A) two workers claiming and paying one job, fresh or left by a stalled worker, their statements in every order that matters: one claims it, it is paid once")
    void racingWorkersPayOnce(BatchLab lab) throws Exception {
        new RacingRounds(lab, BatchDb.initialised(lab, dir, "batch.db")).claimThenPay();
    }

    @Check(id = "a-two-runs-pay-once",
            purpose = "(A) two batch runs started together over the same 4 jobs pay each job once in all")
    void twoRunsPayOnce(BatchLab first, BatchLab second, CheckContext context) throws Exception {
        RewardBatch batch = RewardBatch.random(context.random(), JOBS_OF_TWO_RUNS, "job");
        BatchDb db = BatchDb.initialised(first, dir, "batch.db");
        db.seedPending(batch.jobs);
        Map<String, Long> start = RewardBatch.wallets(db);
        Attempt attempt = Expect.trying("(A) no atomic claim: two instances (as two processes) each call "
                + "runPending(path, workers=2, now=1000, ttl=60) at the same instant over " + JOBS_OF_TWO_RUNS + " PENDING jobs worth "
                + batch.totalGold() + " gold (seed " + context.seed() + "), the statements of their four workers one of"
                + " each in turn").state(db::summary);
        int paid = 0;
        for (Object count : ForcedBatchRun.twoRuns(attempt, first, second, db, 2, 1000, 60)) {
            paid += count instanceof Integer n ? n : 0;
        }
        batch.requireEachPaidOnce(attempt, db, batch.walletsAfter(start));
        attempt.holds(paid == JOBS_OF_TWO_RUNS, "the two runs' counts add up to " + JOBS_OF_TWO_RUNS, paid);
    }

    @Check(id = "b-concurrent-pay-once",
            purpose = "(B) the same claim paid on two connections at once, their statements in every order that matters, pays the job once")
    void concurrentPayOnce(BatchLab lab) throws Exception {
        new RacingRounds(lab, BatchDb.initialised(lab, dir, "batch.db")).concurrentPays();
    }
}
