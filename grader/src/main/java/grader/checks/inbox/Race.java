package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import grader.check.db.Sqlite;
import labs.FaultHook;
import labs.inbox.InboxLab;

/**
 * Real threads, each with a connection of its own, released together by a barrier to
 * receive the same event. An outcome is what receive returned, or the exception it threw.
 */
final class Race implements AutoCloseable {
    private static final long ROUND_LIMIT_SECONDS = 20;
    /** Long enough that a correct BEGIN IMMEDIATE waits its turn instead of failing. */
    private static final int BUSY_MILLIS = 5000;

    private final List<Connection> connections = new ArrayList<>();
    private final ExecutorService threads;
    private final CyclicBarrier start;

    Race(Path db, int racers) throws SQLException {
        try {
            for (int i = 0; i < racers; i++) {
                connections.add(Sqlite.open(db, BUSY_MILLIS));
            }
        } catch (SQLException e) {
            closeConnections();
            throw e;
        }
        threads = Executors.newFixedThreadPool(racers);
        start = new CyclicBarrier(racers);
    }

    /** One round: every racer receives its own copy of {@code event}; outcomes in racer order. */
    List<Object> run(InboxLab lab, Map<String, Object> event, FaultHook hook) throws Exception {
        List<Future<Object>> futures = new ArrayList<>();
        for (Connection con : connections) {
            Map<String, Object> copy = new LinkedHashMap<>(event);
            futures.add(threads.submit(outcomeOf(() -> {
                start.await(ROUND_LIMIT_SECONDS, TimeUnit.SECONDS);
                return lab.receive(con, copy, hook);
            })));
        }
        List<Object> outcomes = new ArrayList<>();
        for (Future<Object> future : futures) {
            outcomes.add(future.get(ROUND_LIMIT_SECONDS * 2, TimeUnit.SECONDS));
        }
        for (Object outcome : outcomes) {
            rethrowStub(outcome);
        }
        return outcomes;
    }

    /** A starter stub's UnsupportedOperationException is reported as "not implemented". */
    static void rethrowStub(Object outcome) {
        if (outcome instanceof UnsupportedOperationException) {
            throw (UnsupportedOperationException) outcome;
        }
    }

    private static Callable<Object> outcomeOf(Callable<Object> work) {
        return () -> {
            try {
                return work.call();
            } catch (Exception e) {
                return e;
            }
        };
    }

    @Override
    public void close() throws InterruptedException {
        threads.shutdownNow();
        threads.awaitTermination(ROUND_LIMIT_SECONDS, TimeUnit.SECONDS);
        closeConnections();
    }

    private void closeConnections() {
        for (Connection con : connections) {
            try {
                con.close();
            } catch (SQLException ignored) {
                // closing is best effort; the file is deleted with the temp folder
            }
        }
    }

    /** One call on a thread of its own, so the check can bound how long it waits. */
    static final class Caller implements AutoCloseable {
        private final ExecutorService thread = Executors.newSingleThreadExecutor();

        Future<Object> call(Callable<Object> work) {
            return thread.submit(outcomeOf(work));
        }

        @Override
        public void close() throws InterruptedException {
            thread.shutdownNow();
            thread.awaitTermination(ROUND_LIMIT_SECONDS, TimeUnit.SECONDS);
        }
    }
}
