package grader.checks.outbox;

import java.nio.file.Path;
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
import grader.check.Values;
import grader.check.db.Sqlite;

/**
 * Two threads, each with its own connection, released together by a barrier to make one call.
 * A held-back race keeps the write lock for {@value #HOLD_MILLIS} ms after the release, so
 * both calls have begun (and, if they read before they write, read) before either can write:
 * a read-then-write that is not one atomic step is caught every time, not by luck. Racers
 * wait for a lock up to 5 s, so a loaded machine cannot turn a correct BEGIN IMMEDIATE that
 * waits for the other racer into an error (a DEFERRED read that upgrades still fails at once).
 */
final class Race {
    /** How long a held-back race keeps both racers from writing. */
    static final long HOLD_MILLIS = 50;
    private static final int RACER_BUSY_MILLIS = 5000;

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

    /** How a round is described: "from two threads at once", and the held write lock if any. */
    static String how(boolean heldBack) {
        return "from two threads at once, each on its own connection"
                + (heldBack ? ", while the grader held the write lock for " + HOLD_MILLIS + " ms after the start" : "");
    }

    static Outcome twice(Path db, Call call, boolean heldBack) throws Exception {
        CyclicBarrier start = new CyclicBarrier(heldBack ? 3 : 2);
        ExecutorService pool = Executors.newFixedThreadPool(2);
        Connection gate = heldBack ? lockedGate(db) : null;
        try {
            List<Future<Object>> futures = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                futures.add(pool.submit(() -> race(db, call, start)));
            }
            if (gate != null) {
                start.await(5, TimeUnit.SECONDS);
                Thread.sleep(HOLD_MILLIS);
                release(gate);
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
            if (gate != null) {
                release(gate);
            }
            pool.shutdownNow();
            pool.awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    private static Object race(Path db, Call call, CyclicBarrier start) {
        try (Connection con = Sqlite.open(db, RACER_BUSY_MILLIS); Statement st = con.createStatement()) {
            st.execute("PRAGMA synchronous = OFF");
            start.await(5, TimeUnit.SECONDS);
            return call.run(con);
        } catch (UnsupportedOperationException stub) {
            return stub;
        } catch (Exception e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    private static Connection lockedGate(Path db) throws SQLException {
        Connection gate = Sqlite.open(db);
        try (Statement st = gate.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            return gate;
        } catch (SQLException e) {
            gate.close();
            throw e;
        }
    }

    /** Ends the gate's transaction and closes it; a second call finds it closed and does nothing. */
    private static void release(Connection gate) throws SQLException {
        if (gate.isClosed()) {
            return;
        }
        try (Statement st = gate.createStatement()) {
            st.execute("ROLLBACK");
        } finally {
            gate.close();
        }
    }
}
