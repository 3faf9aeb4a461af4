package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Files;
import java.nio.file.Path;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.LabStep;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 5: renew under a database error, another writer's transaction, and numbers at their limits. */
@LabStep(lab = "lease", step = 5, title = "renew only the current generation")
class Step5RenewGuardChecks {
    @TempDir
    Path dir;

    private static FencedCall renew(LeaseLab lab) {
        return new FencedCall("renew(db, \"job-1\", \"A\", fence=%d, now=%s, ttl=5)",
                (path, fence, now) -> lab.renew(path, "job-1", "A", fence, now, 5));
    }

    @Check(id = "renew-database-error-thrown",
            purpose = "when the database refuses renew's write (a trigger raises an error), renew throws instead of returning false")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        renew(lab).requireDatabaseErrorThrown(lab, dir);
    }

    @Check(id = "renew-waits-then-rechecks",
            purpose = "renew by A and another writer who stores B's lease, their statements in every order that matters: false after that writer, true before it, never decided on A's lease as it was before that commit")
    void waitsThenRechecks(LeaseLab lab) throws Exception {
        renew(lab).requireRecheckAfterWait(lab, dir,
                JobsDb.job("job-1", "B", 20, 2, null, 0));
    }

    @Check(id = "renew-wide-fence-compared-whole",
            purpose = "fences are compared as longs: with fence 4294967297 stored, renew with fence 1 is refused and with 4294967297 allowed")
    void wideFenceComparedWhole(LeaseLab lab) throws Exception {
        renew(lab).requireWideFenceCompared(lab, dir);
    }

    @Check(id = "renew-fractional-expiry",
            purpose = "renew keeps fractions: at now 12.25 with ttl 2.5 until becomes 14.75; a lease until 15.5 has run out at now 15.75")
    void fractionalExpiry(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        Attempt attempt = db.trying("renew(db, \"job-1\", \"A\", fence=1, now=12.25, ttl=2.5) while A holds it until 15");
        attempt.returns(true, () -> lab.renew(db.path, "job-1", "A", 1, 12.25, 2.5));
        db.expectRow(attempt, "job-1", job("job-1", "A", 14.75, 1, null, 0));
        renew(lab).requireFractionalExpiry(lab, Files.createDirectories(dir.resolve("second")));
    }
}
