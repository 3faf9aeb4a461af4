package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import grader.check.Values;

/** Two threads, each with its own connection, released together by a barrier to make one call. */
final class Race {
    /** The call each thread makes on its own connection. */
    @FunctionalInterface
    interface Call {
        Object run(Connection con) throws Exception;
    }

    /** What the two calls returned or threw. */
    record Outcome(List<Object> results) {
        boolean oneTrueOneFalse() {
            return results.contains(Boolean.TRUE) && results.contains(Boolean.FALSE);
        }

        @Override
        public String toString() {
            return Values.show(results);
        }
    }

    private Race() {
    }

    static Outcome twice(Path db, Call call) throws Exception {
        CyclicBarrier start = new CyclicBarrier(2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            List<Future<Object>> futures = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                futures.add(pool.submit(() -> {
                    try (Connection con = OutboxFiles.borrowed(db)) {
                        start.await(5, TimeUnit.SECONDS);
                        return call.run(con);
                    } catch (UnsupportedOperationException stub) {
                        return stub;
                    } catch (Exception e) {
                        return e.getClass().getSimpleName() + ": " + e.getMessage();
                    }
                }));
            }
            List<Object> results = new ArrayList<>();
            for (Future<Object> f : futures) {
                Object result = f.get(10, TimeUnit.SECONDS);
                if (result instanceof UnsupportedOperationException) {
                    throw (UnsupportedOperationException) result;
                }
                results.add(result);
            }
            return new Outcome(results);
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(5, TimeUnit.SECONDS);
        }
    }
}
