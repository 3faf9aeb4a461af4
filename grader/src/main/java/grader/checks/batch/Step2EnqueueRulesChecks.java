package grader.checks.batch;

import static grader.checks.batch.BatchCalls.enqueueCall;

import java.nio.file.Path;
import java.sql.Connection;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Values;
import labs.ConflictException;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 2 at its edges: errors, locks, argument checks in every state, big numbers, exact ids, no cache. */
@LabStep(lab = "batch", step = 2, title = "enqueue a job once: same content false, other content a conflict")
class Step2EnqueueRulesChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "enqueue-is-one-transaction",
            purpose = "when the wallet insert fails (no wallet table), enqueue passes the error on and leaves no job row")
    void enqueueIsOneTransaction(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.dropTable("wallet");
        try (Connection con = db.open()) {
            String tried = enqueueCall("job-1", "player-1", 30) + " after the grader dropped the wallet table";
            Attempt attempt = Expect.trying(tried).state(db::dump);
            BatchCalls.requireDbError(attempt, "wallet", () -> lab.enqueue(con, "job-1", "player-1", 30));
            attempt.holds(db.job("job-1") == null, "no reward_job row: the job and its wallet commit together",
                    db.job("job-1"));
            db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "enqueue-waits-for-write-lock",
            purpose = "enqueue called while another connection holds the write lock waits for it, then enqueues")
    void enqueueWaitsForWriteLock(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        Attempt attempt = Expect.trying(enqueueCall("job-1", "player-1", 30) + " while another connection holds the"
                + " write lock, released as soon as the call waits for it").state(db::dump);
        Racers.Outcome<Boolean> out = Racers.whileLocked(db, (i, con) -> lab.enqueue(con, "job-1", "player-1", 30),
                grader -> { });
        BatchCalls.requireOutcome(attempt, out, true, "true once the lock is free");
        attempt.holds(db.job("job-1") != null, "job-1 stored", "no row");
    }

    @Check(id = "gold-checked-for-known-job",
            purpose = "gold below 1 is an IllegalArgumentException for a known job id too, not a conflict or false")
    void goldCheckedForKnownJob(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            new BatchCalls(lab, db).enqueue(con, "job-1", "player-1", 30);
            String before = db.dump();
            for (long gold : new long[] {0, -30}) {
                String tried = enqueueCall("job-1", "player-1", gold) + " after job-1 was enqueued with 30 gold";
                Attempt attempt = Expect.trying(tried).state(db::dump);
                attempt.throwsA(IllegalArgumentException.class, () -> lab.enqueue(con, "job-1", "player-1", gold));
                attempt.holds(before.equals(db.dump()), "nothing changed: " + before, "changed");
                db.requireNoOpenTransaction(tried, con);
            }
        }
    }

    @Check(id = "big-gold-kept-exactly",
            purpose = "gold of 1000 and of 3000000000 (beyond int) is stored as that INTEGER and a repeat is no conflict")
    void bigGoldKeptExactly(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            for (long gold : new long[] {1000, 3_000_000_000L}) {
                String jobId = "job-" + gold;
                new BatchCalls(lab, db).enqueue(con, jobId, "player-1", gold);
                Attempt stored = Expect.trying(enqueueCall(jobId, "player-1", gold)).state(db::dump);
                Object kept = db.job(jobId).get("gold");
                stored.holds(Values.same(gold, kept), "gold stored as " + gold, kept);
                stored.holds("integer".equals(db.storedType("gold", jobId)), "gold stored as an INTEGER",
                        db.storedType("gold", jobId));
                Expect.trying(enqueueCall(jobId, "player-1", gold) + " again, the same content").state(db::dump)
                        .returns(false, () -> lab.enqueue(con, jobId, "player-1", gold));
            }
        }
    }

    @Check(id = "ids-kept-exactly",
            purpose = "job and player ids are kept exactly: a space or a newline around an id makes another job, or another player")
    void idsKeptExactly(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            calls.enqueue(con, "job-1", "p-1", 30);
            for (String jobId : new String[] {"job-1 ", "job-1\n", " job-1"}) {
                calls.enqueue(con, jobId, "p-1", 30);
                Attempt attempt = Expect.trying(enqueueCall(jobId.replace("\n", "\\n"), "p-1", 30)
                        + " after job-1").state(db::dump);
                attempt.holds(db.job(jobId) != null, "a row whose job_id is exactly that id", "none");
            }
            calls.enqueue(con, "job-2", "p-1 ", 5);
            Attempt player = Expect.trying(enqueueCall("job-2", "p-1 ", 5) + " after jobs for \"p-1\"").state(db::dump);
            player.holds(Values.same(0L, db.wallet("p-1 ")), "a wallet row of its own for \"p-1 \"",
                    db.wallet("p-1 "));
            player.holds(Values.same("p-1 ", db.job("job-2").get("player_id")), "job-2 stored for \"p-1 \"",
                    db.job("job-2").get("player_id"));
        }
    }

    @Check(id = "fresh-instance-sees-jobs",
            purpose = "a second instance on a new connection sees the jobs the first one stored: false for a repeat, a conflict for other content")
    void freshInstanceSeesJobs(BatchLab first, BatchLab second) throws Exception {
        BatchDb db = BatchDb.initialised(first, dir, "batch.db");
        try (Connection con = db.open()) {
            new BatchCalls(first, db).enqueue(con, "job-1", "player-1", 30);
        }
        try (Connection con = db.open()) {
            String repeat = enqueueCall("job-1", "player-1", 30) + " through a second, fresh instance";
            Expect.trying(repeat).state(db::dump).returns(false, () -> second.enqueue(con, "job-1", "player-1", 30));
            String other = enqueueCall("job-1", "player-1", 31) + " through a second, fresh instance";
            Expect.trying(other).state(db::dump)
                    .throwsA(ConflictException.class, () -> second.enqueue(con, "job-1", "player-1", 31));
        }
    }
}
