package grader.checks.lease;

import java.nio.file.Path;
import grader.check.Check;
import grader.check.LabStep;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 6: complete under a database error, another writer's transaction, and numbers at their limits. */
@LabStep(lab = "lease", step = 6, title = "reject a stale completion")
class Step6CompleteGuardChecks {
    @TempDir
    Path dir;

    private static FencedCall complete(LeaseLab lab) {
        return new FencedCall("complete(db, \"job-1\", \"A\", fence=%d, now=%s, \"A's result\")",
                (path, fence, now) -> lab.complete(path, "job-1", "A", fence, now, "A's result"));
    }

    @Check(id = "complete-database-error-thrown",
            purpose = "when the database refuses complete's write (a trigger raises an error), complete throws instead of returning false")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        complete(lab).requireDatabaseErrorThrown(lab, dir);
    }

    @Check(id = "complete-waits-then-rechecks",
            purpose = "complete by A and another writer who stores B's lease, their statements in every order that matters: false after that writer, true before it, never decided on A's lease as it was before that commit")
    void waitsThenRechecks(LeaseLab lab) throws Exception {
        complete(lab).requireRecheckAfterWait(lab, dir,
                JobsDb.job("job-1", "A", 15, 1, "A's result", 1));
    }

    @Check(id = "complete-wide-fence-compared-whole",
            purpose = "fences are compared as longs: with fence 4294967297 stored, complete with fence 1 is refused and with 4294967297 allowed")
    void wideFenceComparedWhole(LeaseLab lab) throws Exception {
        complete(lab).requireWideFenceCompared(lab, dir);
    }

    @Check(id = "complete-fractional-expiry",
            purpose = "a lease until 15.5 has run out at now 15.75: complete is refused (now is not cut to a whole number)")
    void fractionalExpiry(LeaseLab lab) throws Exception {
        complete(lab).requireFractionalExpiry(lab, dir);
    }
}
