package grader.checks.batch;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import grader.check.Expect;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.db.OpenTransactions;
import grader.check.db.Sqlite;
import labs.batch.BatchLab;

/**
 * A batch database file seen from the grader's side: set up through the submission's own
 * {@code initDb}, read back through independent connections.
 */
final class BatchDb {
    static final String[] TABLES = {"reward_job", "reward_ledger", "wallet"};
    /** Every column of a job, named, for rows the grader writes whole. */
    static final String JOB_ROW = "reward_job(job_id, player_id, gold, status, owner, lease_until, fence)";

    final Path file;

    private BatchDb(Path file) {
        this.file = file;
    }

    /** A new file whose schema the submission's {@code initDb} created. */
    static BatchDb initialised(BatchLab lab, Path dir, String name) throws SQLException {
        BatchDb db = new BatchDb(dir.resolve(name));
        try (Connection con = db.open()) {
            Expect.trying("initDb(con) on a new file " + name).state(db::dump).returns(() -> {
                lab.initDb(con);
                return null;
            });
        }
        return db;
    }

    /** A file that exists on no disk yet, for checks of step 1. */
    static BatchDb at(Path dir, String name) {
        return new BatchDb(dir.resolve(name));
    }

    /**
     * A connection as the lab hands them out: autocommit, 5 s busy timeout for racing
     * writers. It skips fsync: a crash here is a thrown exception, never a power cut, so
     * durability cannot be observed, while atomicity and locking stay exactly as they are.
     */
    Connection open() throws SQLException {
        Connection con = Sqlite.open(file, 5000);
        try (Statement st = con.createStatement()) {
            st.execute("PRAGMA synchronous = OFF");
        } catch (SQLException e) {
            con.close();
            throw e;
        }
        return con;
    }

    /** Every row of the three tables, for small scenarios. */
    String dump() throws SQLException {
        return DbState.dump(file, TABLES);
    }

    /** Counts instead of rows, for scenarios with dozens of jobs. */
    String summary() throws SQLException {
        return "reward_job by status: " + Values.show(rowsAsMap(
                "SELECT status, COUNT(*) FROM reward_job GROUP BY status ORDER BY status"))
                + "; reward_ledger: " + DbState.count(file, "reward_ledger") + " rows ("
                + DbState.value(file, "SELECT COUNT(DISTINCT job_id) FROM reward_ledger") + " distinct job ids)"
                + "; wallet: " + Values.show(rowsAsMap("SELECT player_id, gold FROM wallet ORDER BY player_id"));
    }

    private Map<String, Object> rowsAsMap(String sql) throws SQLException {
        Map<String, Object> out = new TreeMap<>();
        for (Map<String, Object> row : DbState.rows(file, sql)) {
            var values = row.values().iterator();
            out.put(String.valueOf(values.next()), values.next());
        }
        return out;
    }

    /** The job's row, or null when there is none; column names in lower case, however the schema spelled them. */
    Map<String, Object> job(String jobId) throws SQLException {
        List<Map<String, Object>> rows = DbState.rows(file, "SELECT * FROM reward_job WHERE job_id = ?", jobId);
        if (rows.isEmpty()) {
            return null;
        }
        Map<String, Object> row = new LinkedHashMap<>();
        rows.get(0).forEach((column, value) -> row.put(column.toLowerCase(Locale.ROOT), value));
        return row;
    }

    /** The player's gold, or null when the player has no wallet row. */
    Long wallet(String playerId) throws SQLException {
        Object gold = DbState.value(file, "SELECT gold FROM wallet WHERE player_id = ?", playerId);
        return gold == null ? null : ((Number) gold).longValue();
    }

    long ledgerRows() throws SQLException {
        return DbState.count(file, "reward_ledger");
    }

    long ledgerRows(String jobId) throws SQLException {
        return ((Number) DbState.value(file, "SELECT COUNT(*) FROM reward_ledger WHERE job_id = ?", jobId)).longValue();
    }

    /** A job to set up: who gets how much gold. */
    record Job(String jobId, String playerId, long gold) {
    }

    /**
     * Writes PENDING jobs and their players' wallets (0 gold unless present) in one
     * transaction of the grader's own: enqueue was proven in step 2, and one commit instead of
     * dozens leaves the check's time to the workers it is about.
     */
    void seedPending(List<Job> jobs) throws SQLException {
        try (Connection con = open(); Statement st = con.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            try (var job = con.prepareStatement("INSERT INTO reward_job(job_id, player_id, gold) VALUES (?, ?, ?)");
                 var wallet = con.prepareStatement("INSERT OR IGNORE INTO wallet(player_id, gold) VALUES (?, 0)")) {
                for (Job j : jobs) {
                    job.setString(1, j.jobId());
                    job.setString(2, j.playerId());
                    job.setLong(3, j.gold());
                    job.executeUpdate();
                    wallet.setString(1, j.playerId());
                    wallet.executeUpdate();
                }
            }
            st.execute("COMMIT");
        }
    }

    /** Runs set-up statements in one transaction of the grader's own. */
    void execute(String... statements) throws SQLException {
        try (Connection con = open(); Statement st = con.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            for (String sql : statements) {
                st.execute(sql);
            }
            st.execute("COMMIT");
        }
    }

    /**
     * Removes {@code table}, so that the next statement of the submission that touches it fails
     * with "no such table": a database error that is no constraint and no busy error, which any
     * write path must pass on after rolling back.
     */
    void dropTable(String table) throws SQLException {
        execute("DROP TABLE " + table);
    }

    /** The SQL type SQLite stored for {@code column} of the job, e.g. "integer" or "real". */
    Object storedType(String column, String jobId) throws SQLException {
        return DbState.value(file, "SELECT typeof(" + column + ") FROM reward_job WHERE job_id = ?", jobId);
    }

    /** Fails the attempt when a transaction was left open on {@code con} or on the file. */
    void requireNoOpenTransaction(String tried, Connection con) {
        OpenTransactions.find(con, file).ifPresent(open ->
                { throw Expect.trying(tried).state(this::dump).fail("no transaction left open", open); });
    }
}
