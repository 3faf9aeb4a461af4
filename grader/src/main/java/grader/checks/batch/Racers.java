package grader.checks.batch;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Real threads, each with its own connection to one file, released together by a
 * {@link CyclicBarrier} so that their calls really overlap. Closing it stops the threads
 * and closes the connections.
 */
final class Racers implements AutoCloseable {
    /** What one racer does once the barrier lets it go. */
    @FunctionalInterface
    interface Move<T> {
        T run(int racer, Connection con) throws Exception;
    }

    /** What one racer got: a value, or what it threw. */
    record Outcome<T>(T value, Throwable error) {
        boolean threw() {
            return error != null;
        }
    }

    private static final long LIMIT_SECONDS = 30;

    private final List<Connection> connections = new ArrayList<>();
    private final ExecutorService pool;

    Racers(BatchDb db, int count) throws SQLException {
        pool = Executors.newFixedThreadPool(count);
        try {
            for (int i = 0; i < count; i++) {
                connections.add(db.open());
            }
        } catch (SQLException e) {
            close();
            throw e;
        }
    }

    /** Racer {@code i}'s connection, for set-up between races (never during one). */
    Connection connection(int i) {
        return connections.get(i);
    }

    int count() {
        return connections.size();
    }

    /** Every racer makes {@code move} at once; returns their outcomes in racer order. */
    <T> List<Outcome<T>> race(Move<T> move) throws Exception {
        CyclicBarrier start = new CyclicBarrier(count() + 1);
        List<Future<Outcome<T>>> futures = start(move, start);
        start.await(LIMIT_SECONDS, TimeUnit.SECONDS);
        return outcomes(futures);
    }

    /**
     * Like {@link #race}, while the grader holds the write lock of {@code db} for
     * {@code holdMillis} after the start: every racer reads before any racer can write, so a
     * read-then-write that is not one atomic step is caught every time, not by luck.
     */
    <T> List<Outcome<T>> raceHeldBack(Move<T> move, BatchDb db, long holdMillis) throws Exception {
        try (Connection gate = db.open(); Statement st = gate.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            CyclicBarrier start = new CyclicBarrier(count() + 1);
            List<Future<Outcome<T>>> futures;
            try {
                futures = start(move, start);
                start.await(LIMIT_SECONDS, TimeUnit.SECONDS);
                Thread.sleep(holdMillis);
            } finally {
                st.execute("ROLLBACK");
            }
            return outcomes(futures);
        }
    }

    private <T> List<Future<Outcome<T>>> start(Move<T> move, CyclicBarrier start) {
        List<Future<Outcome<T>>> futures = new ArrayList<>();
        for (int i = 0; i < count(); i++) {
            int racer = i;
            Connection con = connections.get(i);
            futures.add(pool.submit(() -> {
                start.await(LIMIT_SECONDS, TimeUnit.SECONDS);
                try {
                    return new Outcome<>(move.run(racer, con), null);
                } catch (Exception | Error e) {
                    return new Outcome<T>(null, e);
                }
            }));
        }
        return futures;
    }

    private static <T> List<Outcome<T>> outcomes(List<Future<Outcome<T>>> futures) throws Exception {
        List<Outcome<T>> outcomes = new ArrayList<>();
        for (Future<Outcome<T>> f : futures) {
            try {
                outcomes.add(f.get(LIMIT_SECONDS, TimeUnit.SECONDS));
            } catch (TimeoutException e) {
                throw new AssertionError("a racing call did not return within " + LIMIT_SECONDS + " s");
            }
        }
        return outcomes;
    }

    @Override
    public void close() {
        pool.shutdownNow();
        try {
            pool.awaitTermination(LIMIT_SECONDS, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        for (Connection con : connections) {
            try {
                con.close();
            } catch (SQLException ignored) {
                // The file is a temp file; a connection that will not close holds nothing we read.
            }
        }
    }
}
