package grader.checks.lease;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import labs.lease.LeaseLab;

/**
 * Real threads calling {@code claim} at the same instant: each waits at a barrier, so every
 * claim starts together and a read-then-write that is not atomic gets caught in between.
 */
final class ClaimRace implements AutoCloseable {
    private static final long RETURN_SECONDS = 10;

    private final ExecutorService pool;

    ClaimRace(int threads) {
        pool = Executors.newFixedThreadPool(threads);
    }

    /**
     * One round: every owner calls claim once, all released together. The outcomes come in
     * the order of {@code owners}: a fence, null, the exception thrown, or a note that the
     * call did not return in time.
     */
    List<Object> round(LeaseLab lab, String path, String jobId, List<String> owners, double now, double ttl)
            throws InterruptedException, ExecutionException {
        CyclicBarrier start = new CyclicBarrier(owners.size());
        List<Future<Object>> calls = new ArrayList<>();
        for (String owner : owners) {
            calls.add(pool.submit(() -> {
                start.await(RETURN_SECONDS, TimeUnit.SECONDS);
                try {
                    return lab.claim(path, jobId, owner, now, ttl);
                } catch (Exception e) {
                    return e;
                }
            }));
        }
        List<Object> outcomes = new ArrayList<>();
        for (Future<Object> call : calls) {
            outcomes.add(outcome(call));
        }
        return outcomes;
    }

    private static Object outcome(Future<Object> call) throws InterruptedException, ExecutionException {
        try {
            return call.get(RETURN_SECONDS, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            call.cancel(true);
            return "(no return within " + RETURN_SECONDS + " s)";
        }
    }

    @Override
    public void close() throws InterruptedException {
        pool.shutdownNow();
        pool.awaitTermination(RETURN_SECONDS, TimeUnit.SECONDS);
    }
}
