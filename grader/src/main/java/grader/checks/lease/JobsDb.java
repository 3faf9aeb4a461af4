package grader.checks.lease;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.CheckFailure;
import grader.check.Expect;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.db.OpenTransactions;
import grader.check.db.Sqlite;
import grader.check.db.WriteFailures;
import labs.lease.LeaseLab;

/**
 * The jobs database of one check. Scenarios are set up and read back through the grader's
 * own connections, so a check judges what is stored, never what the code under test says.
 */
final class JobsDb {
    static final String COLUMNS = "id, owner, until, fence, result, done";
    /**
     * The columns under the contract's names: SQL identifiers are case-insensitive, so a table
     * declared as JOBS(ID, OWNER, ...) is the same table and must read back the same.
     */
    private static final String LABELLED = "id AS id, owner AS owner, until AS until, fence AS fence,"
            + " result AS result, done AS done";

    final Path file;
    final String path;

    private JobsDb(Path file) {
        this.file = file;
        this.path = file.toString();
    }

    /** A file in {@code dir} that does not exist yet. */
    static JobsDb at(Path dir, String name) {
        return new JobsDb(dir.resolve(name));
    }

    /** A new database whose table the code under test created (step 1 checks that part). */
    static JobsDb initialisedBy(LeaseLab lab, Path dir) throws Exception {
        JobsDb db = at(dir, "jobs.db");
        Expect.trying("initDb(\"" + db.path + "\") to prepare the check").returns(() -> {
            lab.initDb(db.path);
            return null;
        });
        return db;
    }

    /** A new database with one job enqueued by the code under test (steps 1 and 2 check those parts). */
    static JobsDb withJob(LeaseLab lab, Path dir, String jobId) throws Exception {
        JobsDb db = initialisedBy(lab, dir);
        db.trying("enqueue(db, \"" + jobId + "\") to prepare the check").returns(true, () -> lab.enqueue(db.path, jobId));
        return db;
    }

    /** job-1 claimed by A at now=10 with ttl=5, so fence 1 and until 15 (step 4 checks claim). */
    static JobsDb claimedByA(LeaseLab lab, Path dir) throws Exception {
        JobsDb db = withJob(lab, dir, "job-1");
        db.trying("claim(db, \"job-1\", \"A\", now=10, ttl=5) on a new job, to prepare the check")
                .returns(1L, () -> lab.claim(db.path, "job-1", "A", 10, 5));
        return db;
    }

    /**
     * A copy of this database as stored now, beside it under {@code name}: SQLite's own
     * VACUUM INTO, so that what a write-ahead log still holds is copied too.
     */
    JobsDb copy(String name) throws SQLException {
        Path target = file.resolveSibling(file.getFileName() + "-" + name);
        Sqlite.execute(file, "VACUUM INTO " + quote(target.toString()));
        return new JobsDb(target);
    }

    /** Stores a row exactly as given, bypassing the code under test. */
    void put(String id, String owner, double until, long fence, String result, int done) throws SQLException {
        Sqlite.execute(file, "INSERT OR REPLACE INTO jobs(" + COLUMNS + ") VALUES (" + quote(id) + ", "
                + quote(owner) + ", " + until + ", " + fence + ", " + quote(result) + ", " + done + ")");
    }

    /** New jobs with default columns, all in one transaction (fast set-up of many rounds). */
    void putNew(List<String> ids) throws SQLException {
        StringBuilder sql = new StringBuilder("INSERT INTO jobs(id) VALUES ");
        for (int i = 0; i < ids.size(); i++) {
            sql.append(i == 0 ? "" : ", ").append('(').append(quote(ids.get(i))).append(')');
        }
        Sqlite.execute(file, sql.toString());
    }

    /** Makes every insert and update of jobs fail with an error (on), or lets them succeed again (off). */
    void failWrites(boolean on) throws SQLException {
        List<WriteFailures.Write> writes = List.of(WriteFailures.insertsInto("jobs"), WriteFailures.updatesOf("jobs"));
        if (on) {
            WriteFailures.start(file, writes);
        } else {
            WriteFailures.stop(file, writes);
        }
    }

    /** Changes a stored row directly, e.g. {@code set("job-1", "done=1")}. */
    void set(String id, String assignments) throws SQLException {
        Sqlite.execute(file, "UPDATE jobs SET " + assignments + " WHERE id=" + quote(id));
    }

    /** The stored row of {@code id} with the six columns, or null when there is none. */
    Map<String, Object> row(String id) throws SQLException {
        List<Map<String, Object>> rows = DbState.rows(file, "SELECT " + LABELLED + " FROM jobs WHERE id=?", id);
        return rows.isEmpty() ? null : rows.get(0);
    }

    long count() throws SQLException {
        return DbState.count(file, "jobs");
    }

    /** Every row, for failure messages. */
    String dump() throws SQLException {
        return DbState.dump(file, "jobs");
    }

    /** An attempt whose failure shows the table as stored. */
    Attempt trying(String call) {
        return Expect.trying(call).state(this::dump);
    }

    /** An attempt whose failure shows only the row of {@code jobId}: a table of many rounds is too long to read. */
    Attempt tryingOn(String jobId, String call) {
        return Expect.trying(call).state(() -> "jobs row " + jobId + ": " + Values.show(row(jobId)));
    }

    /** Requires the stored row of {@code id} to be exactly {@code expected} (null: no row). */
    void expectRow(Attempt attempt, String id, Map<String, Object> expected) throws SQLException {
        Map<String, Object> actual = row(id);
        boolean same = expected == null ? actual == null : actual != null && Values.same(expected, actual);
        attempt.holds(same, "stored row " + Values.show(expected), "stored row " + Values.show(actual));
    }

    /** Requires that no connection of the code under test still holds a lock on the file. */
    void expectNoLockLeft(String after) throws SQLException {
        String held = OpenTransactions.lockHeldOn(file).orElse(null);
        if (held != null) {
            throw new CheckFailure(after, "every transaction ended and every connection closed", held, dump());
        }
    }

    /** A row as the six columns, in the order of the table. */
    static Map<String, Object> job(String id, String owner, double until, long fence, String result, int done) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("id", id);
        row.put("owner", owner);
        row.put("until", until);
        row.put("fence", fence);
        row.put("result", result);
        row.put("done", done);
        return row;
    }

    /** A row as {@code enqueue} must create it. */
    static Map<String, Object> fresh(String id) {
        return job(id, null, 0, 0, null, 0);
    }

    /** An id as Java source would spell it, so that spaces and a newline can be seen. */
    static String shown(String id) {
        return '"' + id.replace("\n", "\\n") + '"';
    }

    static String quote(String text) {
        return text == null ? "NULL" : "'" + text.replace("'", "''") + "'";
    }

    /** Whether a table of this name exists, compared as SQLite compares names: ignoring case. */
    static boolean tableExists(Path file, String table) throws SQLException {
        return DbState.value(file, "SELECT COUNT(*) FROM sqlite_master WHERE type='table' AND name=? COLLATE NOCASE",
                table) instanceof Number n && n.longValue() > 0;
    }
}
