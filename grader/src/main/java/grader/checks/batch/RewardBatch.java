package grader.checks.batch;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import grader.check.Attempt;
import grader.check.Values;
import grader.check.db.DbState;

/** A seeded batch of PENDING jobs over several players, and the judgement "each paid exactly once". */
final class RewardBatch {
    final List<BatchDb.Job> jobs;

    private RewardBatch(List<BatchDb.Job> jobs) {
        this.jobs = List.copyOf(jobs);
    }

    /** {@code count} jobs for 3 to 6 players, 1 to 100 gold each, drawn from {@code random}. */
    static RewardBatch random(Random random, int count, String prefix) {
        int players = 3 + random.nextInt(4);
        List<BatchDb.Job> jobs = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            jobs.add(new BatchDb.Job(String.format("%s-%03d", prefix, i + 1),
                    "player-" + (1 + random.nextInt(players)), 1 + random.nextInt(100)));
        }
        return new RewardBatch(jobs);
    }

    /** Both batches as one, for judging them together. */
    RewardBatch plus(RewardBatch other) {
        List<BatchDb.Job> all = new ArrayList<>(jobs);
        all.addAll(other.jobs);
        return new RewardBatch(all);
    }

    long totalGold() {
        return jobs.stream().mapToLong(BatchDb.Job::gold).sum();
    }

    /** Each player's gold once every job was paid exactly once, from {@code start} gold. */
    Map<String, Long> walletsAfter(Map<String, Long> start) {
        Map<String, Long> wallets = new TreeMap<>(start);
        jobs.forEach(j -> wallets.merge(j.playerId(), j.gold(), Long::sum));
        return wallets;
    }

    static Map<String, Long> wallets(BatchDb db) throws Exception {
        Map<String, Long> wallets = new TreeMap<>();
        for (Map<String, Object> row : DbState.rows(db.file, "SELECT player_id AS player_id, gold AS gold FROM wallet")) {
            wallets.put((String) row.get("player_id"), ((Number) row.get("gold")).longValue());
        }
        return wallets;
    }

    /** Every job of this batch DONE, in the ledger exactly once, and the wallets at {@code expected}. */
    void requireEachPaidOnce(Attempt attempt, BatchDb db, Map<String, Long> expected) throws Exception {
        List<String> notDone = new ArrayList<>();
        List<String> ledgerNotOnce = new ArrayList<>();
        for (BatchDb.Job job : jobs) {
            Map<String, Object> row = db.job(job.jobId());
            if (row == null || !"DONE".equals(row.get("status"))) {
                notDone.add(job.jobId() + (row == null ? " (missing)" : " " + row.get("status")));
            }
            long rows = db.ledgerRows(job.jobId());
            if (rows != 1) {
                ledgerNotOnce.add(job.jobId() + " x" + rows);
            }
        }
        Map<String, Long> actual = wallets(db);
        attempt.holds(actual.equals(expected), "wallets " + Values.show(expected) + " (each job's gold paid once)",
                Values.show(actual));
        attempt.holds(ledgerNotOnce.isEmpty(), "each job exactly once in reward_ledger",
                "ledger rows not 1: " + ledgerNotOnce);
        attempt.holds(notDone.isEmpty(), "all " + jobs.size() + " jobs DONE", "not DONE: " + notDone);
    }
}
