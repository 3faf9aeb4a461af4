package grader.checks.batch;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.db.DbState;
import grader.check.db.Sqlite;
import grader.check.crash.CrashRun;

/** The reward database of the batch crash checks: made by the grader, read back independently. */
final class RewardDb {
    private RewardDb() {
    }

    record Job(String id, String player, long gold) {
        @Override
        public String toString() {
            return id + ":" + player + "+" + gold;
        }
    }

    /** {@code count} jobs over two players with distinct amounts, so a double payment shows in the sums. */
    static List<Job> jobs(int count) {
        List<Job> jobs = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            jobs.add(new Job("job-" + i, i % 2 == 1 ? "p1" : "p2", 10L * i));
        }
        return jobs;
    }

    static Path create(Path dir, List<Job> jobs) throws Exception {
        Path db = dir.resolve("rewards.db");
        List<String> sql = new ArrayList<>(List.of(
                "CREATE TABLE reward_job(job_id TEXT PRIMARY KEY, player_id TEXT NOT NULL, gold INTEGER NOT NULL,"
                        + " status TEXT NOT NULL DEFAULT 'PENDING', owner TEXT, lease_until REAL NOT NULL DEFAULT 0,"
                        + " fence INTEGER NOT NULL DEFAULT 0)",
                "CREATE TABLE reward_ledger(job_id TEXT NOT NULL UNIQUE)",
                "CREATE TABLE wallet(player_id TEXT PRIMARY KEY, gold INTEGER NOT NULL DEFAULT 0)",
                "INSERT INTO wallet VALUES ('p1', 0), ('p2', 0)"));
        for (Job job : jobs) {
            sql.add("INSERT INTO reward_job(job_id, player_id, gold) VALUES ('" + job.id() + "', '" + job.player()
                    + "', " + job.gold() + ")");
        }
        Sqlite.execute(db, sql.toArray(new String[0]));
        return db;
    }

    static String dump(Path db) throws Exception {
        return CrashRun.state(db, "reward_job", "reward_ledger", "wallet");
    }

    /** Every job paid exactly once: one ledger row, DONE, and each wallet holds the sum of its jobs. */
    static void requirePaidOnce(Attempt attempt, Path db, List<Job> jobs) throws Exception {
        requirePaid(attempt, db, jobs, jobs, "after the restart every job is paid exactly once");
    }

    /** Exactly the jobs {@code paid} are paid, once each, and no other. */
    static void requirePaid(Attempt attempt, Path db, List<Job> all, List<Job> paid, String what) throws Exception {
        Map<String, Object> expected = summary(all, paid);
        Map<String, Object> actual = new LinkedHashMap<>();
        actual.put("integrity_check", DbState.integrity(db));
        for (Job job : all) {
            actual.put(job.id() + " ledger rows", DbState.value(db,
                    "SELECT COUNT(*) FROM reward_ledger WHERE job_id = ?", job.id()));
            actual.put(job.id() + " DONE", DbState.value(db,
                    "SELECT status = 'DONE' FROM reward_job WHERE job_id = ?", job.id()));
        }
        for (String player : List.of("p1", "p2")) {
            actual.put(player + " gold", DbState.value(db, "SELECT gold FROM wallet WHERE player_id = ?", player));
        }
        attempt.holds(grader.check.Values.same(expected, actual), what + ": " + expected, actual);
    }

    private static Map<String, Object> summary(List<Job> all, List<Job> paid) {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("integrity_check", "ok");
        for (Job job : all) {
            boolean isPaid = paid.contains(job);
            expected.put(job.id() + " ledger rows", isPaid ? 1L : 0L);
            expected.put(job.id() + " DONE", isPaid ? 1L : 0L);
        }
        for (String player : List.of("p1", "p2")) {
            expected.put(player + " gold", paid.stream().filter(j -> j.player().equals(player)).mapToLong(Job::gold).sum());
        }
        return expected;
    }
}
