package grader.checks.lease;

import java.nio.file.Path;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.LabStep;
import grader.fault.CrashRun;
import grader.fault.FaultChild;
import grader.labs.Lab;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/**
 * The fence lives in the database, not in a process: a worker process that claimed is
 * killed, a new process claims after the lease ran out, then another worker: the fence
 * keeps rising 1, 2, 3 across the restart.
 */
@LabStep(lab = "lease", step = 4, title = "claim an expired lease atomically")
class Step4CrashChecks {
    @TempDir
    Path dir;

    @Check(id = "crash-fence-survives-restart",
            purpose = "after the claiming process is killed, claims from a new process and then from the grader get fence 2 and 3")
    void fenceSurvivesRestart(LeaseLab lab, CheckContext context) throws Exception {
        Path db = LeaseCrashDb.create(dir);
        try (CrashRun run = CrashRun.of(context, Lab.LEASE, () -> LeaseCrashDb.dump(db))) {
            run.note("created jobs.db with job-1 (fence 0)");
            FaultChild first = run.start("worker-A", "lease.claim-and-hold", db, "job-1", "A", 10, 5);
            run.killAt(first, "after-claim");
            LeaseCrashDb.require(run.judge(), db, "A", 1, null, 0, "the killed worker's claim (now=10, ttl=5) stays");
            FaultChild restarted = run.start("worker-A-restarted", "lease.claim", db, "job-1", "A", 20, 5);
            String fence = run.result(restarted);
            run.judge().holds("2".equals(fence), "a new process claiming at now=20 (the lease ended at 15) gets fence 2",
                    "it got " + fence);
            run.note("claim(jobs.db, job-1, C, now=30, ttl=5) in the grader's JVM");
            Long third = run.judge().returns(() -> lab.claim(db.toString(), "job-1", "C", 30, 5));
            run.judge().holds(third != null && third == 3L, "the next claim gets fence 3", third);
            LeaseCrashDb.require(run.judge(), db, "C", 3, null, 0, "the stored fence kept rising");
        }
    }
}
