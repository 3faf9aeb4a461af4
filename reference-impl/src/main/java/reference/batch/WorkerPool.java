package reference.batch;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import labs.batch.BatchLab;

/**
 * One batch run: a pool of workers, each with its own connection and owner name, each
 * claiming and paying jobs until none is claimable. The claim, not this class, decides who
 * pays a job, so two runs (or two processes) over one file still pay every job once.
 */
final class WorkerPool {
    /** Workers wait this long for another worker's write lock before giving up. */
    private static final int BUSY_TIMEOUT_MILLIS = 10_000;

    private final BatchLab lab;
    private final String path;
    private final double now;
    private final double ttl;
    /** Owner names must differ between runs too, or a restarted run could pass for a crashed one. */
    private final String runName = "run-" + UUID.randomUUID().toString().substring(0, 8);

    WorkerPool(BatchLab lab, String path, double now, double ttl) {
        this.lab = lab;
        this.path = path;
        this.now = now;
        this.ttl = ttl;
    }

    /** Runs {@code workers} workers to the end and returns how many jobs they paid. */
    int run(int workers) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(workers);
        try {
            List<Future<Integer>> results = new ArrayList<>();
            for (int i = 0; i < workers; i++) {
                String owner = runName + "-worker-" + i;
                int index = i;
                results.add(pool.submit(() -> work(owner, index, workers)));
            }
            int paid = 0;
            for (Future<Integer> result : results) {
                paid += outcome(result);
            }
            return paid;
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(30, TimeUnit.SECONDS);
        }
    }

    private static int outcome(Future<Integer> result) throws Exception {
        try {
            return result.get();
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception ? (Exception) e.getCause() : e;
        }
    }

    /**
     * One worker: claim and pay what looks claimable, pass after pass, until a pass claims
     * nothing (what is left is held by others). Stopping on "no progress" rather than on
     * "empty list" means a job the claim keeps refusing can never make the worker spin.
     */
    private int work(String owner, int index, int workers) throws Exception {
        try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + path)) {
            Sql.execute(con, "PRAGMA busy_timeout = " + BUSY_TIMEOUT_MILLIS);
            int paid = 0;
            boolean claimedAny = true;
            while (claimedAny) {
                claimedAny = false;
                List<String> jobs = claimable(con);
                // Each worker starts at another place in the list, so they rarely race for one job.
                Collections.rotate(jobs, -(index * jobs.size() / workers));
                for (String jobId : jobs) {
                    Long fence = lab.claim(con, jobId, owner, now, ttl);
                    if (fence == null) {
                        continue;
                    }
                    claimedAny = true;
                    if (lab.pay(con, jobId, owner, fence, now, null)) {
                        paid++;
                    }
                }
            }
            return paid;
        }
    }

    /** Jobs nobody holds: PENDING, or IN_PROGRESS under a lease that is over. */
    private List<String> claimable(Connection con) throws SQLException {
        List<String> ids = new ArrayList<>();
        try (PreparedStatement st = Sql.prepare(con, "SELECT job_id FROM reward_job WHERE status = 'PENDING'"
                + " OR (status = 'IN_PROGRESS' AND lease_until <= ?) ORDER BY job_id", now);
             ResultSet rs = st.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getString(1));
            }
        }
        return ids;
    }
}
