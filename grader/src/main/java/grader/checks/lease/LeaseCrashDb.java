package grader.checks.lease;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.db.Sqlite;
import grader.check.crash.CrashRun;

/** The jobs file of the lease crash and stall checks: made by the grader, read back independently. */
final class LeaseCrashDb {
    private LeaseCrashDb() {
    }

    /** A jobs table with one fresh job, {@code job-1}. */
    static Path create(Path dir) throws Exception {
        Path db = dir.resolve("jobs.db");
        Sqlite.execute(db, "CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, until REAL NOT NULL DEFAULT 0,"
                + " fence INTEGER NOT NULL DEFAULT 0, result TEXT, done INTEGER NOT NULL DEFAULT 0)",
                "INSERT INTO jobs(id) VALUES ('job-1')");
        return db;
    }

    static String dump(Path db) throws Exception {
        return CrashRun.state(db, "jobs");
    }

    /** job-1 stored with exactly this owner, fence, result and done flag. */
    static void require(Attempt attempt, Path db, String owner, long fence, String result, long done, String what)
            throws Exception {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("owner", owner);
        expected.put("fence", fence);
        expected.put("result", result);
        expected.put("done", done);
        List<Map<String, Object>> rows = DbState.rows(db, "SELECT owner, fence, result, done FROM jobs WHERE id = 'job-1'");
        Object actual = rows.isEmpty() ? "no row for job-1" : rows.get(0);
        attempt.holds(Values.same(expected, actual), what + ": job-1 " + Values.show(expected), actual);
    }
}
