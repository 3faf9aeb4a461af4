package grader.checks.batch;

import static grader.checks.batch.BatchCalls.payCall;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import grader.check.InjectedFault;
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

@LabStep(lab = "batch", step = 4, title = "pay a claimed job in one transaction")
class Step4PayChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "pay-claimed-job", happyPath = true,
            purpose = "paying a claimed job writes the ledger row, adds the gold, marks it DONE and returns true")
    void payClaimedJob(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        try (Connection con = s.db.open()) {
            String tried = payCall("job-1", "worker-A", s.fence, 110, "fault=null") + " of a job claimed until 130";
            Attempt attempt = Expect.trying(tried).state(s.db::dump);
            attempt.returns(true, () -> lab.pay(con, "job-1", "worker-A", s.fence, 110, null));
            s.requirePaid(attempt);
            s.db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "fault-after-ledger-rolls-back",
            purpose = "a fault after the ledger insert rolls everything back and passes the same exception on")
    void faultAfterLedgerRollsBack(BatchLab lab) throws Exception {
        requireRollbackAt(lab, "after-ledger");
    }

    @Check(id = "fault-after-wallet-rolls-back",
            purpose = "a fault after adding the gold rolls everything back and passes the same exception on")
    void faultAfterWalletRollsBack(BatchLab lab) throws Exception {
        requireRollbackAt(lab, "after-wallet");
    }

    @Check(id = "fault-after-done-rolls-back",
            purpose = "a fault after marking DONE, before COMMIT, rolls everything back and passes it on")
    void faultAfterDoneRollsBack(BatchLab lab) throws Exception {
        requireRollbackAt(lab, "after-done");
    }

    private void requireRollbackAt(BatchLab lab, String point) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        String before = s.db.dump();
        InjectedFault fault = new InjectedFault(point);
        try (Connection con = s.db.open()) {
            String tried = payCall("job-1", "worker-A", s.fence, 110, "a fault hook throwing at " + point);
            Attempt attempt = Expect.trying(tried).state(s.db::dump);
            Exception thrown = attempt.throwsA(Exception.class,
                    () -> lab.pay(con, "job-1", "worker-A", s.fence, 110, Hooks.throwing(fault, point)));
            BatchCalls.rethrowStub(thrown);
            attempt.holds(thrown == fault, "the hook's own exception, passed on unchanged", Values.show(thrown));
            s.db.requireNoOpenTransaction(tried, con);
            attempt.holds(before.equals(s.db.dump()), "everything rolled back: ledger, wallet and job as before: "
                    + before, "changed");
            String retry = payCall("job-1", "worker-A", s.fence, 111, "fault=null") + " right after " + tried;
            Attempt again = Expect.trying(retry).state(s.db::dump);
            again.returns(true, () -> lab.pay(con, "job-1", "worker-A", s.fence, 111, null));
            s.requirePaid(again);
        }
    }

    @Check(id = "fault-after-commit-keeps-payment",
            purpose = "a fault after COMMIT is passed on and the payment stays committed")
    void faultAfterCommitKeepsPayment(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        InjectedFault fault = new InjectedFault("after-commit");
        try (Connection con = s.db.open()) {
            String tried = payCall("job-1", "worker-A", s.fence, 110, "a fault hook throwing at after-commit");
            Attempt attempt = Expect.trying(tried).state(s.db::dump);
            Exception thrown = attempt.throwsA(Exception.class,
                    () -> lab.pay(con, "job-1", "worker-A", s.fence, 110, Hooks.throwing(fault, "after-commit")));
            BatchCalls.rethrowStub(thrown);
            attempt.holds(thrown == fault, "the hook's own exception, passed on unchanged", Values.show(thrown));
            s.requirePaid(attempt);
            s.db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "hooks-called-in-order",
            purpose = "pay calls the hook at after-ledger, after-wallet, after-done, after-commit, in this order, once each")
    void hooksCalledInOrder(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        List<String> reached = new ArrayList<>();
        try (Connection con = s.db.open()) {
            String tried = payCall("job-1", "worker-A", s.fence, 110, "a hook recording every point");
            Attempt attempt = Expect.trying(tried).state(s.db::dump);
            attempt.returns(true, () -> lab.pay(con, "job-1", "worker-A", s.fence, 110, Hooks.recording(reached)));
            attempt.holds(reached.equals(Hooks.POINTS), "the hook called at " + Hooks.POINTS, reached);
        }
    }

    @Check(id = "generated-pay-calls",
            purpose = "generated sequences of the calls of steps 1 to 4 (pay in half of them), with ids, gold, clocks, ttls and fences at the contract's edges and writes the grader makes fail, return and store what the contract's model says after every call and leave no transaction open")
    void generatedPayCalls(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new BatchExplored(instances, dir, context), new BatchGenerator(4, BatchGenerator.CALLS));
    }
}
