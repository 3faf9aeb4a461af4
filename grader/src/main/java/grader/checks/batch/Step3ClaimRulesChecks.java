package grader.checks.batch;

import static grader.checks.batch.BatchCalls.claimCall;

import java.nio.file.Path;
import java.sql.Connection;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Values;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 3 at its edges: ttl in every state, errors, locks, fractions and fences beyond int. */
@LabStep(lab = "batch", step = 3, title = "claim a job atomically with one conditional UPDATE")
class Step3ClaimRulesChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "ttl-checked-in-every-state",
            purpose = "ttl <= 0 is an IllegalArgumentException whatever the job's state: unknown, held, lease over, DONE")
    void ttlCheckedInEveryState(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.execute("INSERT INTO " + BatchDb.JOB_ROW + " VALUES ('held', 'player-1', 5, 'IN_PROGRESS', 'worker-A', 130, 1)",
                "INSERT INTO " + BatchDb.JOB_ROW + " VALUES ('over', 'player-1', 5, 'IN_PROGRESS', 'worker-A', 90, 1)",
                "INSERT INTO " + BatchDb.JOB_ROW + " VALUES ('done', 'player-1', 5, 'DONE', 'worker-A', 90, 1)",
                "INSERT INTO reward_ledger(job_id) VALUES ('done')", "INSERT INTO wallet(player_id, gold) VALUES ('player-1', 5)");
        String before = db.dump();
        try (Connection con = db.open()) {
            String[][] jobs = {{"unknown", "a job that was never enqueued"}, {"held", "a job held until 130"},
                {"over", "a job whose lease ended at 90"}, {"done", "a DONE job"}};
            for (String[] job : jobs) {
                for (double ttl : new double[] {0, -1}) {
                    String tried = claimCall(job[0], "worker-B", 100, ttl) + " of " + job[1];
                    Attempt attempt = Expect.trying(tried).state(db::dump);
                    attempt.throwsA(IllegalArgumentException.class, () -> lab.claim(con, job[0], "worker-B", 100, ttl));
                    attempt.holds(before.equals(db.dump()), "nothing changed: " + before, "changed");
                    db.requireNoOpenTransaction(tried, con);
                }
            }
        }
    }

    @Check(id = "claim-error-passed-on",
            purpose = "a database error in claim (no reward_job table) is passed on, never answered with null")
    void claimErrorPassedOn(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.dropTable("reward_job");
        try (Connection con = db.open()) {
            String tried = claimCall("job-1", "worker-A", 100, 30) + " after the grader dropped the reward_job table";
            Attempt attempt = Expect.trying(tried).state(db::dump);
            BatchCalls.requireDbError(attempt, "reward_job", () -> lab.claim(con, "job-1", "worker-A", 100, 30));
            db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "claim-waits-for-write-lock",
            purpose = "claim called while another connection holds the write lock waits for it, then claims")
    void claimWaitsForWriteLock(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            new BatchCalls(lab, db).enqueue(con, "job-1", "player-1", 30);
        }
        Attempt attempt = Expect.trying(claimCall("job-1", "worker-A", 100, 30) + " of a PENDING job while another"
                + " connection holds the write lock, released as soon as the call waits for it").state(db::dump);
        Racers.Outcome<Long> out = Racers.whileLocked(db, (i, con) -> lab.claim(con, "job-1", "worker-A", 100, 30),
                grader -> { });
        BatchCalls.requireOutcome(attempt, out, 1L, "fence 1 once the lock is free");
    }

    @Check(id = "fractional-times-kept",
            purpose = "claim at now=100.25 with ttl=0.5 leases until exactly 100.75: held at 100.5, claimable at 100.75")
    void fractionalTimesKept(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            calls.enqueue(con, "job-1", "player-1", 30);
            calls.claim(con, "job-1", "worker-A", 100.25, 0.5);
            Attempt stored = Expect.trying(claimCall("job-1", "worker-A", 100.25, 0.5)).state(db::dump);
            Object until = db.job("job-1").get("lease_until");
            stored.holds(Values.same(100.75, until), "lease_until = 100.75", until);
            Expect.trying(claimCall("job-1", "worker-B", 100.5, 0.5) + " while worker-A holds it until 100.75")
                    .state(db::dump).returns(null, () -> lab.claim(con, "job-1", "worker-B", 100.5, 0.5));
            Expect.trying(claimCall("job-1", "worker-B", 100.75, 0.5) + " when worker-A's lease ends, at 100.75")
                    .state(db::dump).returns(2L, () -> lab.claim(con, "job-1", "worker-B", 100.75, 0.5));
        }
    }

    @Check(id = "fence-beyond-int",
            purpose = "a job whose fence is 2147483647 is claimed with fence 2147483648, returned and stored as that INTEGER")
    void fenceBeyondInt(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.execute("INSERT INTO " + BatchDb.JOB_ROW + " VALUES ('job-1', 'player-1', 5, 'IN_PROGRESS', 'worker-A', 90, 2147483647)",
                "INSERT INTO wallet(player_id, gold) VALUES ('player-1', 0)");
        try (Connection con = db.open()) {
            String tried = claimCall("job-1", "worker-B", 100, 30) + " of a job whose lease ended at 90, fence 2147483647";
            Attempt attempt = Expect.trying(tried).state(db::dump);
            attempt.returns(2147483648L, () -> lab.claim(con, "job-1", "worker-B", 100, 30));
            Object fence = db.job("job-1").get("fence");
            attempt.holds(Values.same(2147483648L, fence) && "integer".equals(db.storedType("fence", "job-1")),
                    "fence stored as the INTEGER 2147483648", fence + " (" + db.storedType("fence", "job-1") + ")");
        }
    }
}
