package grader.checks.batch;

import static grader.checks.batch.BatchCalls.enqueueCall;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.Values;
import labs.ConflictException;
import labs.batch.BatchLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "batch", step = 2, title = "enqueue a job once: same content false, other content a conflict")
class Step2EnqueueChecks {
    @TempDir(factory = MemoryTempDirs.class)
    Path dir;

    @Check(id = "enqueue-new-job", happyPath = true,
            purpose = "a new job is stored PENDING with its gold, and the player gets a wallet with 0 gold")
    void enqueueNewJob(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            String tried = enqueueCall("job-1", "player-1", 30);
            Attempt attempt = Expect.trying(tried).state(db::dump);
            attempt.returns(true, () -> lab.enqueue(con, "job-1", "player-1", 30));
            Map<String, Object> job = db.job("job-1");
            attempt.holds(job != null, "a reward_job row for job-1", "no row");
            Map<String, Object> expected = Map.of("player_id", "player-1", "gold", 30, "status", "PENDING",
                    "lease_until", 0, "fence", 0);
            expected.forEach((column, value) -> attempt.holds(Values.same(value, job.get(column)),
                    column + " = " + Values.show(value), job.get(column)));
            attempt.holds(Values.same(0L, db.wallet("player-1")), "a wallet row for player-1 with 0 gold",
                    db.wallet("player-1"));
            db.requireNoOpenTransaction(tried, con);
            Expect.trying(enqueueCall("job-2", "player-1", 5) + " for a player who has a wallet already")
                    .state(db::dump).returns(true, () -> lab.enqueue(con, "job-2", "player-1", 5));
        }
    }

    @Check(id = "same-content-changes-nothing",
            purpose = "enqueueing a known job again with the same player and gold returns false and changes nothing")
    void sameContentChangesNothing(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            new BatchCalls(lab, db).enqueue(con, "job-1", "player-1", 30);
            // As if job-1 had been paid: a repeat must not reset it to PENDING (that would pay it again).
            db.execute("UPDATE reward_job SET status = 'DONE', owner = 'worker-A', lease_until = 130, fence = 1",
                    "INSERT INTO reward_ledger(job_id) VALUES ('job-1')", "UPDATE wallet SET gold = 30");
            String before = db.dump();
            String tried = enqueueCall("job-1", "player-1", 30) + " again, after job-1 was paid";
            Expect.trying(tried).state(db::dump).returns(false, () -> lab.enqueue(con, "job-1", "player-1", 30));
            Expect.trying(tried).state(db::dump).holds(before.equals(db.dump()), "nothing changed: " + before,
                    "changed");
            db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "other-content-is-conflict",
            purpose = "a known job id with another gold or player is a ConflictException and writes nothing")
    void otherContentIsConflict(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            new BatchCalls(lab, db).enqueue(con, "job-1", "player-1", 30);
            String before = db.dump();
            Object[][] others = {{"player-1", 31L}, {"player-2", 30L}};
            for (Object[] other : others) {
                String player = (String) other[0];
                long gold = (Long) other[1];
                String tried = enqueueCall("job-1", player, gold) + " after " + enqueueCall("job-1", "player-1", 30);
                Attempt attempt = Expect.trying(tried).state(db::dump);
                attempt.throwsA(ConflictException.class, () -> lab.enqueue(con, "job-1", player, gold));
                attempt.holds(before.equals(db.dump()), "nothing written (no wallet for player-2 either): " + before,
                        "changed");
                db.requireNoOpenTransaction(tried, con);
            }
        }
    }

    @Check(id = "gold-below-one-rejected",
            purpose = "gold below 1 is an IllegalArgumentException and writes neither job nor wallet")
    void goldBelowOneRejected(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            for (long gold : new long[] {0, -5, Long.MIN_VALUE}) {
                String tried = enqueueCall("job-1", "player-1", gold);
                Attempt attempt = Expect.trying(tried).state(db::dump);
                attempt.throwsA(IllegalArgumentException.class, () -> lab.enqueue(con, "job-1", "player-1", gold));
                attempt.holds(db.job("job-1") == null && db.wallet("player-1") == null,
                        "no job row and no wallet row", db.dump());
                db.requireNoOpenTransaction(tried, con);
            }
        }
    }

    @Check(id = "gold-one-accepted", purpose = "gold of exactly 1, the smallest allowed, is enqueued like any other")
    void goldOneAccepted(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            String tried = enqueueCall("job-1", "player-1", 1);
            Attempt attempt = Expect.trying(tried).state(db::dump);
            attempt.returns(true, () -> lab.enqueue(con, "job-1", "player-1", 1));
            Map<String, Object> job = db.job("job-1");
            attempt.holds(job != null && Values.same(1, job.get("gold")), "job-1 stored with gold 1",
                    job == null ? "no row" : job.get("gold"));
            db.requireNoOpenTransaction(tried, con);
        }
    }

    @Check(id = "existing-wallet-kept", purpose = "enqueueing for a player with gold keeps the gold")
    void existingWalletKept(BatchLab lab) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        db.execute("INSERT INTO wallet(player_id, gold) VALUES ('player-1', 70)");
        try (Connection con = db.open()) {
            String tried = enqueueCall("job-1", "player-1", 30) + " for player-1 who has 70 gold";
            Attempt attempt = Expect.trying(tried).state(db::dump);
            attempt.returns(true, () -> lab.enqueue(con, "job-1", "player-1", 30));
            attempt.holds(Values.same(70L, db.wallet("player-1")), "player-1 still has 70 gold (paying is pay's job)",
                    db.wallet("player-1"));
        }
    }

    @Check(id = "generated-enqueue-calls",
            purpose = "generated sequences of the calls of steps 1 to 2 (enqueue in half of them), with ids, gold, clocks, ttls and fences at the contract's edges and writes the grader makes fail, return and store what the contract's model says after every call and leave no transaction open")
    void generatedEnqueueCalls(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new BatchExplored(instances, dir, context), new BatchGenerator(2, BatchGenerator.CALLS));
    }
}
