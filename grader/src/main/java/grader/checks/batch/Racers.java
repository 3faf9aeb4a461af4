package grader.checks.batch;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import grader.check.db.LinedUpWaits;

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
    /** How long the gate waits for racers that never report waiting (their busy handler was replaced). */
    private static final long GATE_MILLIS = 2000;
    /** How long a racer waits for a write lock, as the busy timeout of the lab's connections would. */
    private static final long BUSY_MILLIS = 8000;

    /** The racers whose busy handler was called since the current race started. */
    private final Set<Integer> waiting = ConcurrentHashMap.newKeySet();

    private final List<Connection> connections = new ArrayList<>();
    private final ExecutorService pool;

    Racers(BatchDb db, int count) throws SQLException {
        pool = Executors.newFixedThreadPool(count);
        try {
            for (int i = 0; i < count; i++) {
                Connection con = db.open();
                connections.add(con);
                int racer = i;
                LinedUpWaits.install(con, BUSY_MILLIS, () -> waiting.add(racer));
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

    /** What the grader does inside its own write transaction while every racer waits on it. */
    @FunctionalInterface
    interface WhileHeld {
        void run(Statement grader) throws Exception;
    }

    /**
     * Like {@link #race}, while the grader holds the write lock of {@code db}: it lets go only
     * once every racer is waiting for that lock (its busy handler was called) or has returned,
     * after running {@code whileHeld} in its own transaction. So every read a racer makes
     * before its first write happens before any racer writes, every round, at any speed: a
     * read-then-write that is not one atomic step is caught by the interleaving forced here,
     * not by luck. A racer whose busy handler was replaced is waited for at most
     * {@link #GATE_MILLIS}.
     */
    <T> List<Outcome<T>> raceGated(Move<T> move, BatchDb db, WhileHeld whileHeld) throws Exception {
        try (Connection gate = db.open(); Statement st = gate.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            CyclicBarrier start = new CyclicBarrier(count() + 1);
            List<Future<Outcome<T>>> futures;
            boolean released = false;
            try {
                waiting.clear();
                futures = start(move, start);
                start.await(LIMIT_SECONDS, TimeUnit.SECONDS);
                awaitAllWaitingOrDone(futures);
                whileHeld.run(st);
                st.execute("COMMIT");
                released = true;
            } finally {
                if (!released) {
                    st.execute("ROLLBACK");
                }
            }
            return outcomes(futures);
        }
    }

    /** One call on a connection of its own, made while the grader holds the write lock as {@link #raceGated} does. */
    static <T> Outcome<T> whileLocked(BatchDb db, Move<T> move, WhileHeld whileHeld) throws Exception {
        try (Racers alone = new Racers(db, 1)) {
            return alone.raceGated(move, db, whileHeld).get(0);
        }
    }

    private void awaitAllWaitingOrDone(List<? extends Future<?>> futures) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GATE_MILLIS);
        while (System.nanoTime() < deadline) {
            boolean all = true;
            for (int i = 0; i < futures.size() && all; i++) {
                all = waiting.contains(i) || futures.get(i).isDone();
            }
            if (all) {
                return;
            }
            Thread.sleep(1);
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
