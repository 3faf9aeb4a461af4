package labs.lease;

import java.util.List;
import java.util.Map;

/**
 * Lab {@code lease}: a job lease with a monotonically rising fencing token.
 *
 * <p>Every method takes the path of a SQLite file, opens its own connection, and closes it
 * before returning. Table:
 * {@code jobs(id TEXT PRIMARY KEY, owner TEXT, until REAL NOT NULL DEFAULT 0,
 * fence INTEGER NOT NULL DEFAULT 0, result TEXT, done INTEGER NOT NULL DEFAULT 0)}.
 * {@code now} and {@code ttl} are seconds given by the caller, fractions included (compare
 * and store them as given); never read the clock. A fence is a {@code long}, compared whole.
 * A job id is taken exactly as given: ids that differ in spaces, a newline or letter case
 * are different jobs. State lives in the database only: another instance, or another
 * process, must see and respect what this one wrote.
 * A database error is thrown (after rolling back) by every method, never turned into
 * {@code null}, {@code false} or a value: those mean the lease rules said no.
 * Every decision that depends on the stored row is taken inside the transaction that writes:
 * a worker that committed while this call waited for the write lock is seen.
 * The timeline that must hold: A claims (fence 1), the lease expires, B claims (fence 2),
 * B completes, A's late completion with fence 1 is rejected.
 */
public interface LeaseLab {

    /**
     * Step 1. Creates table {@code jobs} if it does not exist. Calling it again keeps every
     * row: resetting the generation on restart would make old tokens valid again.
     */
    void initDb(String path) throws Exception;

    /**
     * Step 2. Inserts an unknown id with the column defaults and returns {@code true}; a
     * known id returns {@code false} and its row stays exactly as it was (a re-enqueue must
     * not reset a running lease). An id that another worker inserts at the same moment is a
     * known id: {@code false}, not a primary-key error.
     */
    boolean enqueue(String path, String jobId) throws Exception;

    /**
     * Step 3. The stored row, read through a new connection, as a map with exactly the keys
     * {@code id, owner, until, fence, result, done} ({@code until} a number of seconds,
     * {@code fence} and {@code done} whole numbers); {@code null} when the id is unknown.
     */
    Map<String, Object> state(String path, String jobId) throws Exception;

    /**
     * Step 4. Takes the lease: {@code ttl <= 0} is an {@link IllegalArgumentException}
     * before anything is written, whatever state the job is in (missing, held, done included);
     * an unknown or done job, or one whose {@code until > now}, gives {@code null}; otherwise
     * stores {@code owner}, {@code until = now + ttl}, {@code fence + 1} and returns the new
     * fence. Read and update inside one {@code BEGIN IMMEDIATE}; {@code now == until} is
     * claimable.
     */
    Long claim(String path, String jobId, String owner, double now, double ttl) throws Exception;

    /**
     * Step 5. Extends the lease: {@code ttl <= 0} is an {@link IllegalArgumentException}
     * and nothing changes, whoever asks and whatever state the job is in;
     * only when owner and fence match, {@code done = 0} and {@code until > now}: sets
     * {@code until = now + ttl} and returns {@code true}; otherwise {@code false} and nothing
     * changes. An expired lease cannot be revived.
     */
    boolean renew(String path, String jobId, String owner, long fence, double now, double ttl)
            throws Exception;

    /**
     * Step 6. Completes the job only for the current lease (owner and fence match,
     * {@code done = 0}, {@code until > now}): stores {@code result}, sets {@code done = 1},
     * returns {@code true}. Otherwise {@code false}, and the stored result is kept.
     */
    boolean complete(String path, String jobId, String owner, long fence, double now, String result)
            throws Exception;

    /**
     * Step 7. Gives the lease back: when owner and fence match and {@code done = 0}, sets
     * {@code owner = NULL, until = 0} and returns {@code true}; the fence is kept (resetting
     * it would reuse old token numbers). Otherwise {@code false}.
     */
    boolean release(String path, String jobId, String owner, long fence) throws Exception;

    /**
     * Step 8. Calls {@link #claim} for every owner at the same time (a thread pool) and
     * returns the results in the order of {@code owners}. For a claimable job exactly one
     * owner gets a fence and every other gets {@code null}. An exception of any claim
     * ({@link IllegalArgumentException}, a database error) is thrown, not turned into
     * {@code null}; the pool is shut down before returning.
     */
    List<Long> claimMany(String path, String jobId, List<String> owners, double now, double ttl)
            throws Exception;
}
