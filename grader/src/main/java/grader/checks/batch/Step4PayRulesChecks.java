package grader.checks.batch;

import static grader.checks.batch.BatchCalls.payCall;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedule;
import grader.check.db.DbState;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 4 at its edges: errors, locks, two payments at once, numbers beyond int, no cache. */
@LabStep(lab = "batch", step = 4, title = "pay a claimed job in one transaction")
class Step4PayRulesChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "pay-error-passed-on",
            purpose = "when adding the gold fails (no wallet table), pay passes the error on and rolls the ledger row back")
    void payErrorPassedOn(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        Map<String, Object> job = s.db.job("job-1");
        s.db.dropTable("wallet");
        try (Connection con = s.db.open()) {
            String tried = payCall("job-1", "worker-A", s.fence, 110, "fault=null") + " of a job claimed until 130,"
                    + " after the grader dropped the wallet table";
            Attempt attempt = Expect.trying(tried).state(() -> DbState.dump(s.db.file, "reward_job", "reward_ledger"));
            BatchCalls.requireDbError(attempt, "wallet", () -> lab.pay(con, "job-1", "worker-A", s.fence, 110, null));
            attempt.holds(s.db.ledgerRows() == 0 && job.equals(s.db.job("job-1")),
                    "everything rolled back: no ledger row, job-1 still " + job, "ledger rows " + s.db.ledgerRows()
                            + ", job-1 " + s.db.job("job-1"));
            s.db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "pay-waits-for-write-lock",
            purpose = "pay called while another connection holds the write lock waits for it, then pays")
    void payWaitsForWriteLock(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        Attempt attempt = Expect.trying(payCall("job-1", "worker-A", s.fence, 110, "fault=null") + " of a job claimed"
                + " until 130 while another connection holds the write lock, released as soon as the call waits for it")
                .state(s.db::dump);
        Racers.Outcome<Boolean> out = Racers.whileLocked(s.db,
                (i, con) -> lab.pay(con, "job-1", "worker-A", s.fence, 110, null), grader -> { });
        BatchCalls.requireOutcome(attempt, out, true, "true once the lock is free");
        s.requirePaid(attempt);
    }

    @Check(id = "two-jobs-of-one-player-paid-at-once",
            purpose = "two jobs of one player paid by their two owners, their statements in every order that matters, both add their gold")
    void twoJobsPaidAtOnceAddUp(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (ForcedPair pair = new ForcedPair(db)) {
            pair.allPreemptions((schedule, n) -> twoJobsOfOnePlayer(lab, db, pair, schedule, "player-" + n));
        }
    }

    private static RaceResult twoJobsOfOnePlayer(BatchLab lab, BatchDb db, ForcedPair pair, Schedule schedule,
            String player) throws Exception {
        String jobA = player + "-job-1";
        String jobB = player + "-job-2";
        db.seedPending(List.of(new BatchDb.Job(jobA, player, 40), new BatchDb.Job(jobB, player, 25)));
        BatchCalls calls = new BatchCalls(lab, db);
        long fenceA = calls.claim(pair.a(), jobA, "worker-A", 100, 30);
        long fenceB = calls.claim(pair.b(), jobB, "worker-B", 100, 30);
        RaceResult result = pair.race(schedule, con -> lab.pay(con, jobA, "worker-A", fenceA, 110, null),
                con -> lab.pay(con, jobB, "worker-B", fenceB, 110, null));
        Attempt attempt = Expect.trying("worker-A's " + payCall(jobA, "worker-A", fenceA, 110, "fault=null")
                + " of 40 gold and worker-B's " + payCall(jobB, "worker-B", fenceB, 110, "fault=null") + " of 25 gold"
                + " for the same " + player + ", each on its own connection, their statements in the order the"
                + " grader forced; " + result.shown()).state(db::dump);
        for (String worker : List.of("A", "B")) {
            Object paid = ForcedPair.value(attempt, result, worker, "pay");
            attempt.holds(Boolean.TRUE.equals(paid), "both pays return true", "worker-" + worker + "'s returned "
                    + Values.show(paid));
        }
        attempt.holds(Values.same(65L, db.wallet(player)), player + " at 65 gold (40 + 25, no update lost)",
                db.wallet(player));
        return result;
    }

    @Check(id = "numbers-beyond-int-paid",
            purpose = "a job of 3000000000 gold claimed with fence 2147483648 is paid: the wallet gains exactly that INTEGER")
    void numbersBeyondIntPaid(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.execute("INSERT INTO " + BatchDb.JOB_ROW + " VALUES ('job-1', 'player-1', 3000000000, 'PENDING', NULL, 0,"
                + " 2147483647)", "INSERT INTO wallet(player_id, gold) VALUES ('player-1', 1000)");
        try (Connection con = db.open()) {
            long fence = new BatchCalls(lab, db).claim(con, "job-1", "worker-A", 100, 30);
            String tried = payCall("job-1", "worker-A", fence, 110, "fault=null") + " of a job paying 3000000000 gold"
                    + " to player-1, who has 1000";
            Attempt attempt = Expect.trying(tried).state(db::dump);
            attempt.returns(true, () -> lab.pay(con, "job-1", "worker-A", fence, 110, null));
            Object type = DbState.value(db.file, "SELECT typeof(gold) FROM wallet WHERE player_id = 'player-1'");
            attempt.holds(Values.same(3_000_001_000L, db.wallet("player-1")) && "integer".equals(type),
                    "player-1 at the INTEGER 3000001000", db.wallet("player-1") + " (" + type + ")");
        }
    }

    @Check(id = "fresh-instance-pays",
            purpose = "a job claimed through one instance is paid through a second, fresh one: the state is in the database")
    void freshInstancePays(BatchLab first, BatchLab second) throws Exception {
        PayScenario s = PayScenario.claimed(first, dir);
        try (Connection con = s.db.open()) {
            String tried = payCall("job-1", "worker-A", s.fence, 110, "fault=null") + " through a second, fresh instance"
                    + " on a new connection, after the first instance claimed job-1";
            Attempt attempt = Expect.trying(tried).state(s.db::dump);
            attempt.returns(true, () -> second.pay(con, "job-1", "worker-A", s.fence, 110, null));
            s.requirePaid(attempt);
        }
    }
}
