package grader.checks.batch;

import static grader.checks.batch.BatchCalls.payCall;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Values;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 4: pay trusts the status as well as owner, fence and lease: only an IN_PROGRESS job is paid. */
@LabStep(lab = "batch", step = 4, title = "pay a claimed job in one transaction")
class Step4PayStatusChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "pay-only-in-progress",
            purpose = "a job set DONE or PENDING while owner, fence and lease still match is not paid: false, nothing changes")
    void payOnlyInProgress(BatchLab lab) throws Exception {
        for (String status : new String[] {"DONE", "PENDING"}) {
            PayScenario s = PayScenario.claimed(lab, Files.createDirectories(dir.resolve(status.toLowerCase())));
            // Only the status moves; the ledger stays empty, so nothing but the status can refuse.
            s.db.execute("UPDATE reward_job SET status = '" + status + "' WHERE job_id = 'job-1'");
            String before = s.db.dump();
            try (Connection con = s.db.open()) {
                String tried = payCall("job-1", "worker-A", s.fence, 110, "fault=null") + " of a job claimed until 130,"
                        + " then set to " + status + " with owner, fence and lease unchanged and no ledger row";
                Attempt attempt = Expect.trying(tried).state(s.db::dump);
                attempt.returns(false, () -> lab.pay(con, "job-1", "worker-A", s.fence, 110, null));
                attempt.holds(before.equals(s.db.dump()), "nothing changed: " + before, "changed");
                s.db.requireNoOpenTransaction(tried, con);
            }
        }
    }

    @Check(id = "checks-inside-transaction",
            purpose = "a pay that waits for the write lock while the job is set DONE meanwhile is refused: its checks run inside its transaction")
    void checksInsideTransaction(BatchLab lab) throws Exception {
        PayScenario s = PayScenario.claimed(lab, dir);
        Attempt attempt = Expect.trying(payCall("job-1", "worker-A", s.fence, 110, "fault=null") + " of a job claimed"
                + " until 130, called while another connection holds the write lock; once the pay waits for it, that"
                + " connection sets job-1 DONE (owner, fence and lease unchanged, no ledger row) and commits")
                .state(s.db::dump);
        Racers.Outcome<Boolean> out = Racers.whileLocked(s.db,
                (i, con) -> lab.pay(con, "job-1", "worker-A", s.fence, 110, null),
                grader -> grader.execute("UPDATE reward_job SET status = 'DONE' WHERE job_id = 'job-1'"));
        BatchCalls.requireOutcome(attempt, out, false, "false: by the time the pay holds the lock, job-1 is DONE");
        attempt.holds(s.db.ledgerRows() == 0 && Values.same(0L, s.db.wallet("player-1")), "nothing paid",
                "ledger rows " + s.db.ledgerRows() + ", player-1 at " + s.db.wallet("player-1"));
    }
}
