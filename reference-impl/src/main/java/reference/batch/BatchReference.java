package reference.batch;

import static reference.batch.Sql.firstLong;
import static reference.batch.Sql.inTransaction;
import static reference.batch.Sql.prepare;
import static reference.batch.Sql.update;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import labs.ConflictException;
import labs.FaultHook;
import labs.batch.BatchLab;

/**
 * The model answer of lab {@code batch}: a job is claimed by one conditional UPDATE, paid
 * in one transaction behind a UNIQUE ledger, and a worker whose lease was taken over is
 * fenced off by the fence number it was given.
 */
public final class BatchReference implements BatchLab {
    private static final String[] SCHEMA = {
        "CREATE TABLE IF NOT EXISTS reward_job(job_id TEXT PRIMARY KEY, player_id TEXT NOT NULL,"
            + " gold INTEGER NOT NULL, status TEXT NOT NULL DEFAULT 'PENDING'"
            + " CHECK (status IN ('PENDING', 'IN_PROGRESS', 'DONE')), owner TEXT,"
            + " lease_until REAL NOT NULL DEFAULT 0, fence INTEGER NOT NULL DEFAULT 0)",
        "CREATE TABLE IF NOT EXISTS reward_ledger(job_id TEXT NOT NULL UNIQUE)",
        "CREATE TABLE IF NOT EXISTS wallet(player_id TEXT PRIMARY KEY, gold INTEGER NOT NULL DEFAULT 0)",
    };

    /** Free (PENDING) or abandoned (lease over) jobs only; RETURNING hands back the new fence. */
    private static final String CLAIM = "UPDATE reward_job"
            + " SET status = 'IN_PROGRESS', owner = ?, lease_until = ?, fence = fence + 1"
            + " WHERE job_id = ? AND (status = 'PENDING' OR (status = 'IN_PROGRESS' AND lease_until <= ?))"
            + " RETURNING fence";

    /** The job as this worker claimed it, still its own: same owner, same fence, lease not over. */
    private static final String OWNED = "SELECT player_id, gold FROM reward_job"
            + " WHERE job_id = ? AND status = 'IN_PROGRESS' AND owner = ? AND fence = ? AND lease_until > ?";

    private record Job(String playerId, long gold) {
    }

    @Override
    public void initDb(Connection con) throws Exception {
        inTransaction(con, () -> createTables(con));
    }

    private static boolean createTables(Connection con) throws SQLException {
        for (String sql : SCHEMA) {
            update(con, sql);
        }
        return true;
    }

    @Override
    public boolean enqueue(Connection con, String jobId, String playerId, long gold) throws Exception {
        requireText("jobId", jobId);
        requireText("playerId", playerId);
        if (gold < 1) {
            throw new IllegalArgumentException("gold must be 1 or more, got " + gold);
        }
        return inTransaction(con, () -> insertJob(con, jobId, playerId, gold));
    }

    private static boolean insertJob(Connection con, String jobId, String playerId, long gold) throws SQLException {
        Job known = job(con, "SELECT player_id, gold FROM reward_job WHERE job_id = ?", jobId);
        if (known != null) {
            if (known.playerId().equals(playerId) && known.gold() == gold) {
                return false;
            }
            throw new ConflictException("job " + jobId + " is already queued as " + known.gold() + " gold for "
                    + known.playerId() + ", not " + gold + " gold for " + playerId);
        }
        update(con, "INSERT INTO reward_job(job_id, player_id, gold) VALUES (?, ?, ?)", jobId, playerId, gold);
        update(con, "INSERT INTO wallet(player_id, gold) VALUES (?, 0) ON CONFLICT (player_id) DO NOTHING", playerId);
        return true;
    }

    @Override
    public Long claim(Connection con, String jobId, String owner, double now, double ttl) throws Exception {
        requireText("owner", owner);
        if (!(ttl > 0)) {
            throw new IllegalArgumentException("ttl must be more than 0 seconds, got " + ttl);
        }
        return firstLong(con, CLAIM, owner, now + ttl, jobId, now);
    }

    @Override
    public boolean pay(Connection con, String jobId, String owner, long fence, double now, FaultHook fault)
            throws Exception {
        boolean paid = inTransaction(con, () -> payOwnedJob(con, jobId, owner, fence, now, fault));
        if (paid) {
            FaultHook.at(fault, "after-commit");
        }
        return paid;
    }

    /** The three writes of one payment; false (rolled back by the caller) when it must not pay. */
    private static boolean payOwnedJob(Connection con, String jobId, String owner, long fence, double now,
            FaultHook fault) throws Exception {
        Job job = job(con, OWNED, jobId, owner, fence, now);
        if (job == null || !recordInLedger(con, jobId)) {
            return false;
        }
        FaultHook.at(fault, "after-ledger");
        update(con, "INSERT INTO wallet(player_id, gold) VALUES (?, ?)"
                + " ON CONFLICT (player_id) DO UPDATE SET gold = gold + excluded.gold", job.playerId(), job.gold());
        FaultHook.at(fault, "after-wallet");
        update(con, "UPDATE reward_job SET status = 'DONE' WHERE job_id = ?", jobId);
        FaultHook.at(fault, "after-done");
        return true;
    }

    /** The idempotency gate: false when the ledger already holds this job, i.e. it was paid. */
    private static boolean recordInLedger(Connection con, String jobId) throws SQLException {
        return update(con, "INSERT INTO reward_ledger(job_id) VALUES (?) ON CONFLICT (job_id) DO NOTHING", jobId) == 1;
    }

    @Override
    public int runPending(String path, int workers, double now, double ttl) throws Exception {
        if (workers < 1) {
            throw new IllegalArgumentException("workers must be 1 or more, got " + workers);
        }
        if (!(ttl > 0)) {
            throw new IllegalArgumentException("ttl must be more than 0 seconds, got " + ttl);
        }
        return new WorkerPool(this, path, now, ttl).run(workers);
    }

    private static Job job(Connection con, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = prepare(con, sql, args); ResultSet rs = st.executeQuery()) {
            return rs.next() ? new Job(rs.getString(1), rs.getLong(2)) : null;
        }
    }

    private static void requireText(String name, String value) {
        if (value == null || value.isEmpty()) {
            throw new IllegalArgumentException(name + " must be a non-empty text");
        }
    }
}
