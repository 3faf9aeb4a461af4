package reference.lease;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import labs.lease.LeaseLab;

/**
 * The model answer of lab {@code lease}: a job lease whose fencing token only ever rises.
 *
 * <p>Every method opens its own connection and closes it before returning. Every write runs
 * inside one {@code BEGIN IMMEDIATE} transaction that ends with {@code COMMIT} or
 * {@code ROLLBACK} on every path, so the check of the current state and the write that
 * depends on it cannot be split by another worker.
 */
public class LeaseReference implements LeaseLab {
    private static final String SCHEMA = "CREATE TABLE IF NOT EXISTS jobs (id TEXT PRIMARY KEY, owner TEXT,"
            + " until REAL NOT NULL DEFAULT 0, fence INTEGER NOT NULL DEFAULT 0, result TEXT,"
            + " done INTEGER NOT NULL DEFAULT 0)";

    /** Long enough for eight racing claims to queue for the write lock instead of failing. */
    private static final int BUSY_TIMEOUT_MILLIS = 5000;

    public LeaseReference() {
    }

    @Override
    public void initDb(String path) throws SQLException {
        try (Connection con = open(path); Statement st = con.createStatement()) {
            st.execute(SCHEMA);
        }
    }

    @Override
    public boolean enqueue(String path, String jobId) throws SQLException {
        // IGNORE, not REPLACE: a known id must keep its running lease and its fence.
        try (Connection con = open(path);
             PreparedStatement st = con.prepareStatement("INSERT OR IGNORE INTO jobs(id) VALUES (?)")) {
            st.setString(1, jobId);
            return st.executeUpdate() == 1;
        }
    }

    @Override
    public Map<String, Object> state(String path, String jobId) throws SQLException {
        try (Connection con = open(path);
             PreparedStatement st = con.prepareStatement(
                     "SELECT id, owner, until, fence, result, done FROM jobs WHERE id=?")) {
            st.setString(1, jobId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rowOf(rs) : null;
            }
        }
    }

    @Override
    public Long claim(String path, String jobId, String owner, double now, double ttl) throws SQLException {
        requirePositive(ttl);
        try (Connection con = open(path)) {
            return inImmediate(con, () -> claimInside(con, jobId, owner, now, ttl));
        }
    }

    @Override
    public boolean renew(String path, String jobId, String owner, long fence, double now, double ttl)
            throws SQLException {
        requirePositive(ttl);
        try (Connection con = open(path)) {
            // until>now: a lease that ran out exactly now is gone and must not come back to life.
            return inImmediate(con, () -> update(con,
                    "UPDATE jobs SET until=? WHERE id=? AND owner=? AND fence=? AND done=0 AND until>?",
                    now + ttl, jobId, owner, fence, now) == 1);
        }
    }

    @Override
    public boolean complete(String path, String jobId, String owner, long fence, double now, String result)
            throws SQLException {
        try (Connection con = open(path)) {
            // The same lease test as renew, and done=0 so that a stored result is never replaced.
            return inImmediate(con, () -> update(con,
                    "UPDATE jobs SET result=?, done=1 WHERE id=? AND owner=? AND fence=? AND done=0 AND until>?",
                    result, jobId, owner, fence, now) == 1);
        }
    }

    @Override
    public boolean release(String path, String jobId, String owner, long fence) throws SQLException {
        try (Connection con = open(path)) {
            // The fence stays: the next claim must hand out a number never used before.
            return inImmediate(con, () -> update(con,
                    "UPDATE jobs SET owner=NULL,until=0 WHERE id=? AND owner=? AND fence=? AND done=0",
                    jobId, owner, fence) == 1);
        }
    }

    @Override
    public List<Long> claimMany(String path, String jobId, List<String> owners, double now, double ttl)
            throws Exception {
        return claimConcurrently(path, jobId, owners, now, ttl);
    }

    /** One pool thread, and so one connection, per owner; results in the order of {@code owners}. */
    private List<Long> claimConcurrently(String path, String jobId, List<String> owners, double now, double ttl)
            throws Exception {
        if (owners.isEmpty()) {
            return new ArrayList<>();
        }
        ExecutorService pool = Executors.newFixedThreadPool(owners.size());
        try {
            List<Future<Long>> pending = new ArrayList<>();
            for (String owner : owners) {
                pending.add(pool.submit(() -> claim(path, jobId, owner, now, ttl)));
            }
            List<Long> results = new ArrayList<>();
            for (Future<Long> claimed : pending) {
                results.add(outcome(claimed));
            }
            return results;
        } finally {
            pool.shutdown();
        }
    }

    private static Long claimInside(Connection con, String jobId, String owner, double now, double ttl)
            throws SQLException {
        Lease lease = readLease(con, jobId);
        if (lease == null || lease.done() || lease.until() > now) {
            return null;
        }
        long next = lease.fence() + 1;
        update(con, "UPDATE jobs SET owner=?, until=?, fence=? WHERE id=?", owner, now + ttl, next, jobId);
        return next;
    }

    /** The part of a row that decides whether it can be claimed. */
    private record Lease(double until, long fence, boolean done) {
    }

    private static Lease readLease(Connection con, String jobId) throws SQLException {
        try (PreparedStatement st = con.prepareStatement("SELECT until, fence, done FROM jobs WHERE id=?")) {
            st.setString(1, jobId);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? new Lease(rs.getDouble(1), rs.getLong(2), rs.getLong(3) != 0) : null;
            }
        }
    }

    private static Map<String, Object> rowOf(ResultSet rs) throws SQLException {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("id", rs.getString("id"));
        row.put("owner", rs.getString("owner"));
        row.put("until", rs.getDouble("until"));
        row.put("fence", rs.getLong("fence"));
        row.put("result", rs.getString("result"));
        row.put("done", rs.getLong("done"));
        return row;
    }

    private static void requirePositive(double ttl) {
        if (!(ttl > 0)) {
            throw new IllegalArgumentException("ttl must be a positive number of seconds, got " + ttl);
        }
    }

    private static int update(Connection con, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            return st.executeUpdate();
        }
    }

    /** Work that runs inside a transaction. */
    private interface Work<T> {
        T run() throws SQLException;
    }

    /** Runs {@code work} in BEGIN IMMEDIATE; commits, or rolls back on any failure, COMMIT's own included. */
    private static <T> T inImmediate(Connection con, Work<T> work) throws SQLException {
        try (Statement st = con.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            try {
                T value = work.run();
                st.execute("COMMIT");
                return value;
            } catch (SQLException | RuntimeException | Error e) {
                rollback(st, e);
                throw e;
            }
        }
    }

    private static void rollback(Statement st, Throwable cause) {
        try {
            st.execute("ROLLBACK");
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    private static Long outcome(Future<Long> claimed) throws Exception {
        try {
            return claimed.get();
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof Exception) {
                throw (Exception) cause;
            }
            throw (Error) cause;
        }
    }

    private static Connection open(String path) throws SQLException {
        Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
        try (Statement st = con.createStatement()) {
            st.execute("PRAGMA busy_timeout = " + BUSY_TIMEOUT_MILLIS);
        } catch (SQLException e) {
            con.close();
            throw e;
        }
        return con;
    }
}
