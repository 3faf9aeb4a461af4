package grader.checks.batch;

import static grader.checks.batch.BatchCalls.payCall;

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
import grader.check.db.DbState;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "batch", step = 5, title = "the ledger's UNIQUE job id stops a second payment")
class Step5LedgerChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "second-pay-refused", happyPath = true,
            purpose = "paying the same job again with the same claim returns false and pays nothing more")
    void secondPayRefused(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        try (Connection con = s.db.open()) {
            new BatchCalls(lab, s.db).pay(con, "job-1", "worker-A", s.fence, 110);
            String tried = payCall("job-1", "worker-A", s.fence, 111, "fault=null") + " a second time";
            Attempt attempt = Expect.trying(tried).state(s.db::dump);
            attempt.returns(false, () -> lab.pay(con, "job-1", "worker-A", s.fence, 111, null));
            s.requirePaid(attempt);
            s.db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "ledger-row-blocks-pay",
            purpose = "a claimed job already in the ledger is not paid: false, wallet and job unchanged, nothing committed")
    void ledgerRowBlocksPay(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        // The ledger says job-1 was paid (in an earlier run), though the job row says otherwise.
        s.db.execute("INSERT INTO reward_ledger(job_id) VALUES ('job-1')");
        String before = s.db.dump();
        try (Connection con = s.db.open()) {
            String tried = payCall("job-1", "worker-A", s.fence, 110, "fault=null")
                    + " of a claimed job whose job_id is already in reward_ledger";
            Attempt attempt = Expect.trying(tried).state(s.db::dump);
            attempt.returns(false, () -> lab.pay(con, "job-1", "worker-A", s.fence, 110, null));
            attempt.holds(before.equals(s.db.dump()), "nothing changed (the ledger conflict rolls the whole payment "
                    + "back; catching the UNIQUE error and committing anyway pays twice): " + before, "changed");
            s.db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "ledger-error-is-no-payment",
            purpose = "a ledger insert failing for another reason than a known job id (no ledger table) is passed on, not taken for already paid")
    void ledgerErrorIsNoPayment(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        Map<String, Object> job = s.db.job("job-1");
        s.db.dropTable("reward_ledger");
        try (Connection con = s.db.open()) {
            String tried = payCall("job-1", "worker-A", s.fence, 110, "fault=null") + " of a job claimed until 130,"
                    + " after the grader dropped the reward_ledger table";
            Attempt attempt = Expect.trying(tried).state(() -> DbState.dump(s.db.file, "reward_job", "wallet"));
            BatchCalls.requireDbError(attempt, "reward_ledger",
                    () -> lab.pay(con, "job-1", "worker-A", s.fence, 110, null));
            attempt.holds(Values.same(0L, s.db.wallet("player-1")) && job.equals(s.db.job("job-1")),
                    "nothing paid: player-1 at 0 gold, job-1 still " + job,
                    "player-1 at " + s.db.wallet("player-1") + ", job-1 " + s.db.job("job-1"));
            s.db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "reset-job-not-paid-again",
            purpose = "a paid job put back to PENDING by hand is claimed again but never paid a second time")
    void resetJobNotPaidAgain(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        try (Connection con = s.db.open()) {
            BatchCalls calls = new BatchCalls(lab, s.db);
            calls.pay(con, "job-1", "worker-A", s.fence, 110);
            s.db.execute("UPDATE reward_job SET status = 'PENDING'");
            long again = calls.claim(con, "job-1", "worker-B", 120, 30);
            String tried = payCall("job-1", "worker-B", again, 121, "fault=null")
                    + " after job-1 was paid, put back to PENDING by an operator, and claimed again";
            Attempt attempt = Expect.trying(tried).state(s.db::dump);
            attempt.returns(false, () -> lab.pay(con, "job-1", "worker-B", again, 121, null));
            attempt.holds(s.db.ledgerRows() == 1, "still exactly one ledger row", s.db.ledgerRows());
            attempt.holds(Long.valueOf(PayScenario.GOLD).equals(s.db.wallet("player-1")),
                    "player-1 still at " + PayScenario.GOLD + " gold", s.db.wallet("player-1"));
            attempt.holds("IN_PROGRESS".equals(s.db.job("job-1").get("status")),
                    "job-1 left as claimed (IN_PROGRESS): the refused payment commits nothing",
                    s.db.job("job-1").get("status"));
            s.db.requireNoOpenTransaction(tried, con);
            calls.enqueue(con, "job-2", "player-1", 5);
            long fence2 = calls.claim(con, "job-2", "worker-B", 122, 30);
            calls.pay(con, "job-2", "worker-B", fence2, 123);
        }
    }

    @Check(id = "generated-pays-with-faults",
            purpose = "generated sequences of the calls of steps 1 to 5 (pay with a hook that throws at a fault point in half of them), with ids, gold, clocks, ttls and fences at the contract's edges and writes the grader makes fail, return and store what the contract's model says after every call and leave no transaction open")
    void generatedPaysWithFaults(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new BatchExplored(instances, dir, context), new BatchGenerator(5, BatchGenerator.CALLS));
    }
}
