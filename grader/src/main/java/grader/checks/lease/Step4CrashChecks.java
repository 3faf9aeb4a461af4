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
 * The fence lives in the database, not in a process: claims alternate between the grader's
 * JVM, a worker process that is killed holding the lease, and its restarted process, and
 * every claim gets the next number, 1, 2, 3, 4; and a claim killed at any of its statement
 * boundaries leaves the row as before it or as after it.
 */
@LabStep(lab = "lease", step = 4, title = "claim an expired lease atomically")
class Step4CrashChecks {
    /** Calls per killing sequence, set-up included: its one write starts a process per statement boundary. */
    private static final int KILLING_CALLS = 8;

    @TempDir
    Path dir;

    @Check(id = "crash-in-generated-claims",
            purpose = "generated calls up to step 4, one claim of each sequence made in worker processes of their own and SIGKILLed before each of its SQL statements that follows a write or a commit (on copies of the database): every kill leaves the row as before the claim or as after it, never the owner taken under the old fence, and every call before and after keeps to the contract's model")
    void generatedClaimsKilled(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), LeaseGenerator.killing(4, KILLING_CALLS));
    }

    @Check(id = "crash-fence-rises-across-processes",
            purpose = "claims by the grader, a worker process killed holding the lease, its restarted process and the grader again get fences 1, 2, 3, 4")
    void fenceRisesAcrossProcesses(LeaseLab lab, CheckContext context) throws Exception {
        Path db = LeaseCrashDb.create(dir);
        try (CrashRun run = CrashRun.of(context, Lab.LEASE, () -> LeaseCrashDb.dump(db))) {
            run.note("created jobs.db with job-1 (fence 0); claim(jobs.db, job-1, G, now=10, ttl=5) in the grader's JVM");
            run.judge().returns(1L, () -> lab.claim(db.toString(), "job-1", "G", 10, 5));
            FaultChild first = run.start("worker-A", "lease.claim-and-hold", db, "job-1", "A", 20, 5);
            run.killAt(first, "after-claim");
            LeaseCrashDb.require(run.judge(), db, "A", 2, null, 0,
                    "worker A's claim (now=20, ttl=5) got the next fence and stays after the kill");
            FaultChild restarted = run.start("worker-A-restarted", "lease.claim", db, "job-1", "A", 30, 5);
            String fence = run.result(restarted);
            run.judge().holds("3".equals(fence), "the restarted process claiming at now=30 (the lease ended at 25) gets fence 3",
                    "it got " + fence);
            run.note("claim(jobs.db, job-1, G, now=40, ttl=5) in the grader's JVM, with the same object as the first claim");
            Long fourth = run.judge().returns(() -> lab.claim(db.toString(), "job-1", "G", 40, 5));
            run.judge().holds(fourth != null && fourth == 4L, "the grader's next claim gets fence 4: the stored fence"
                    + " kept rising while other processes claimed", fourth);
            LeaseCrashDb.require(run.judge(), db, "G", 4, null, 0, "the stored fence kept rising");
        }
    }
}
