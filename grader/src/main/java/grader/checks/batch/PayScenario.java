package grader.checks.batch;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Values;
import labs.batch.BatchLab;

/** The set-up most pay checks share: job-1 pays player-1 40 gold and worker-A claimed it until 130. */
final class PayScenario {
    static final long GOLD = 40;

    final BatchDb db;
    final long fence;

    private PayScenario(BatchDb db, long fence) {
        this.db = db;
        this.fence = fence;
    }

    static PayScenario claimed(BatchLab lab, Path dir) throws Exception {
        BatchDb db = BatchDb.initialised(lab, dir, "batch.db");
        try (Connection con = db.open()) {
            BatchCalls calls = new BatchCalls(lab, db);
            calls.enqueue(con, "job-1", "player-1", GOLD);
            return new PayScenario(db, calls.claim(con, "job-1", "worker-A", 100, 30));
        }
    }

    /** job-1 paid exactly once: one ledger row, 40 gold, DONE. */
    void requirePaid(Attempt attempt) throws Exception {
        requirePaidOnce(attempt, db, "job-1", "player-1", GOLD);
    }

    static void requirePaidOnce(Attempt attempt, BatchDb db, String jobId, String playerId, long gold)
            throws Exception {
        attempt.holds(Values.same(gold, db.wallet(playerId)), playerId + "'s wallet at " + gold + " gold (paid once)",
                db.wallet(playerId));
        attempt.holds(db.ledgerRows(jobId) == 1, "exactly one reward_ledger row for " + jobId,
                db.ledgerRows(jobId) + " rows");
        Map<String, Object> job = db.job(jobId);
        attempt.holds(job != null && "DONE".equals(job.get("status")), jobId + " DONE",
                job == null ? "no row" : job.get("status"));
    }
}
