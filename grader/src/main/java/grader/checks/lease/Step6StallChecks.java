package grader.checks.lease;

import java.nio.file.Path;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.crash.CrashRun;
import grader.check.explore.Exploration;
import grader.fault.FaultChild;
import grader.labs.Lab;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/**
 * The seed's story with a real stalled process: worker A (a child JVM) claims, then the
 * whole JVM is frozen with SIGSTOP past its lease; B claims and completes; A is thawed with
 * SIGCONT and tries to complete with its old fence: rejected, B's result kept. And a
 * completion killed at any of its statement boundaries leaves the row as before it or after it.
 */
@LabStep(lab = "lease", step = 6, title = "reject a stale completion")
class Step6StallChecks {
    /** Calls per killing sequence, set-up included: its one write starts a process per statement boundary. */
    private static final int KILLING_CALLS = 8;

    @TempDir
    Path dir;

    @Check(id = "crash-in-generated-completes",
            purpose = "generated calls up to step 6, the current owner's complete (a claim while no lease is held) of each sequence made in worker processes of their own and SIGKILLed before each of its SQL statements that follows a write or a commit (on copies of the database): every kill leaves the row as before the call or as after it, never a result stored without done or the other way round, and every call before and after keeps to the contract's model")
    void generatedCompletesKilled(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), LeaseGenerator.killing(6, KILLING_CALLS));
    }

    @Check(id = "stall-stopped-worker-cannot-complete",
            purpose = "a worker process frozen (SIGSTOP) past its lease and thawed after B completed cannot overwrite B's result")
    void stoppedWorkerCannotComplete(LeaseLab lab, CheckContext context) throws Exception {
        Path db = LeaseCrashDb.create(dir);
        try (CrashRun run = CrashRun.of(context, Lab.LEASE, () -> LeaseCrashDb.dump(db))) {
            run.note("created jobs.db with job-1");
            FaultChild a = run.start("worker-A", "lease.claim-stall-complete", db, "job-1", "A", 10, 5, 16, "A-result");
            run.stopAt(a, "after-claim");
            LeaseCrashDb.require(run.judge(), db, "A", 1, null, 0, "A's claim (now=10, ttl=5) is stored");
            run.note("while A is stopped: claim(jobs.db, job-1, B, now=15, ttl=5) in the grader's JVM");
            run.judge().returns(2L, () -> lab.claim(db.toString(), "job-1", "B", 15, 5));
            run.note("complete(jobs.db, job-1, B, fence=2, now=16, B-result) in the grader's JVM");
            run.judge().returns(true, () -> lab.complete(db.toString(), "job-1", "B", 2, 16, "B-result"));
            a.resume();
            a.go();
            String late = run.result(a);
            run.judge().holds("false".equals(late), "A, thawed, completes with fence 1 at now=16 and is rejected (false)",
                    "it returned " + late);
            LeaseCrashDb.require(run.judge(), db, "B", 2, "B-result", 1, "B's completion is kept");
        }
    }
}
