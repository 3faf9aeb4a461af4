package labs.batch;

import java.sql.Connection;
import labs.FaultHook;

/**
 * Lab {@code batch}: a reward batch that pays every job exactly once, with several workers
 * and across crashes.
 *
 * <p>Schema:
 * {@code reward_job(job_id TEXT PRIMARY KEY, player_id TEXT NOT NULL, gold INTEGER NOT NULL,
 * status TEXT NOT NULL DEFAULT 'PENDING', owner TEXT, lease_until REAL NOT NULL DEFAULT 0,
 * fence INTEGER NOT NULL DEFAULT 0)} where status is {@code PENDING}, {@code IN_PROGRESS}
 * or {@code DONE}; {@code reward_ledger(job_id TEXT NOT NULL UNIQUE)}, the idempotency
 * gate; {@code wallet(player_id TEXT PRIMARY KEY, gold INTEGER NOT NULL DEFAULT 0)}.
 * Connections are borrowed, in autocommit mode, with no transaction open; leave none open.
 * {@code now} and {@code ttl} are seconds given by the caller.
 *
 * <p>For every method that writes:
 * <ul>
 * <li>its write transaction begins with {@code BEGIN IMMEDIATE} (or its first statement
 *     writes), so that it waits for a write lock another connection holds, up to the
 *     connection's busy timeout, instead of failing with a busy error;</li>
 * <li>every check it makes runs inside that transaction, on that connection;</li>
 * <li>a database error is passed on after rolling back, never turned into {@code false},
 *     {@code null} or a smaller count;</li>
 * <li>arguments are checked first, before anything is read or written, whatever state the
 *     job is in;</li>
 * <li>ids are kept exactly as given (no trimming), gold and fences are {@code long} values
 *     stored as INTEGER (beyond the int range too), times are kept with their fractions;</li>
 * <li>all state lives in the database: a fresh instance on another connection sees and
 *     continues what another instance wrote.</li>
 * </ul>
 */
public interface BatchLab {

    /**
     * Step 1. Creates the three tables if missing, in one transaction; calling it again
     * keeps every row.
     */
    void initDb(Connection con) throws Exception;

    /**
     * Step 2. Adds a PENDING job paying {@code gold} (1 or more, else
     * {@link IllegalArgumentException}) to {@code playerId}, and the player's wallet row
     * with 0 gold if it is missing; returns {@code true}. A known job id with the same
     * player and gold returns {@code false} and changes nothing; with other content it is a
     * {@link labs.ConflictException}.
     */
    boolean enqueue(Connection con, String jobId, String playerId, long gold) throws Exception;

    /**
     * Step 3. Claims a job with one conditional {@code UPDATE}: only a PENDING job, or an
     * IN_PROGRESS one whose {@code lease_until <= now}, becomes IN_PROGRESS with this
     * {@code owner}, {@code lease_until = now + ttl} and {@code fence + 1}; returns the new
     * fence. One affected row means this worker owns the job; otherwise {@code null}.
     * {@code ttl <= 0} is an {@link IllegalArgumentException}.
     */
    Long claim(Connection con, String jobId, String owner, double now, double ttl) throws Exception;

    /**
     * Steps 4, 5 and 7. Pays a claimed job in ONE transaction ({@code BEGIN IMMEDIATE}):
     * checks that the job is IN_PROGRESS for this owner and fence with
     * {@code lease_until > now} (a zombie's stale fence gets {@code false}, nothing
     * changes); inserts the ledger row, calls {@code fault("after-ledger")}; adds the gold
     * to the wallet, calls {@code fault("after-wallet")}; marks the job DONE, calls
     * {@code fault("after-done")}; commits, calls {@code fault("after-commit")}; returns
     * {@code true}. A ledger row that already exists means "already paid": roll back, pay
     * nothing, return {@code false} (never catch the UNIQUE error and commit anyway). Any
     * error before the commit rolls everything back and is passed on unchanged.
     */
    boolean pay(Connection con, String jobId, String owner, long fence, double now, FaultHook fault)
            throws Exception;

    /**
     * Step 6. Runs {@code workers} threads, each with its own connection to {@code path}
     * and its own owner name, until no job is claimable: each claims a job, then pays it.
     * Returns how many jobs were paid by this call. Every job is paid exactly once.
     * {@code workers < 1} or {@code ttl <= 0} is an {@link IllegalArgumentException}, before
     * any job is looked at. No more than {@code workers} owner names claim jobs. An error in
     * a worker (a failed pay, a lost connection) is passed on by this call once the workers
     * have stopped, never turned into a smaller count.
     */
    int runPending(String path, int workers, double now, double ttl) throws Exception;
}
