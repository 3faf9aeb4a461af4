package grader.checks.batch;

import java.sql.Connection;
import java.sql.Statement;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import labs.batch.BatchLab;

/**
 * A run of runPending that starts while the grader holds the write lock, so that all its
 * workers have read the job list and wait at their first claim when the lock is freed.
 */
final class LockedStart {
    private static final long RUN_LIMIT_SECONDS = 60;

    private LockedStart() {
    }

    static int runPending(BatchLab lab, BatchDb db, int workers, long holdMillis) throws Exception {
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try (Connection lock = db.open(); Statement st = lock.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            Future<Integer> run;
            try {
                run = thread.submit(() -> lab.runPending(db.file.toString(), workers, 1000, 60));
                Thread.sleep(holdMillis);
            } finally {
                st.execute("COMMIT");
            }
            return outcome(run);
        } finally {
            thread.shutdownNow();
            thread.awaitTermination(RUN_LIMIT_SECONDS, TimeUnit.SECONDS);
        }
    }

    private static int outcome(Future<Integer> run) throws Exception {
        try {
            return run.get(RUN_LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        }
    }
}
