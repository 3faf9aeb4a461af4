package grader.checks.lease;

import java.nio.file.Path;
import grader.check.Check;
import grader.check.LabStep;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 7: release under a database error, another writer's transaction, and numbers at their limits. */
@LabStep(lab = "lease", step = 7, title = "release only by the current worker")
class Step7ReleaseGuardChecks {
    @TempDir
    Path dir;

    private static FencedCall release(LeaseLab lab) {
        return new FencedCall("release(db, \"job-1\", \"A\", fence=%d)",
                (path, fence, now) -> lab.release(path, "job-1", "A", fence));
    }

    @Check(id = "release-database-error-thrown",
            purpose = "when the database refuses release's write (a trigger raises an error), release throws instead of returning false")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        release(lab).requireDatabaseErrorThrown(lab, dir);
    }

    @Check(id = "release-waits-then-rechecks",
            purpose = "release by A and another writer who stores B's lease, their statements in every order that matters: false after that writer, true before it, never decided on A's lease as it was before that commit")
    void waitsThenRechecks(LeaseLab lab) throws Exception {
        release(lab).requireRecheckAfterWait(lab, dir,
                JobsDb.job("job-1", "B", 20, 2, null, 0));
    }

    @Check(id = "release-wide-fence-compared-whole",
            purpose = "fences are compared as longs: with fence 4294967297 stored, release with fence 1 is refused and with 4294967297 allowed")
    void wideFenceComparedWhole(LeaseLab lab) throws Exception {
        release(lab).requireWideFenceCompared(lab, dir);
    }
}
