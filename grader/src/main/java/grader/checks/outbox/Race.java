package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import grader.check.Stubs;
import grader.check.db.LinedUpWaits;

/**
 * Calls that race, each on its own connection, with the interleaving forced rather than hoped
 * for: the grader holds the write lock while the racers start, and lets it go only once every
 * racer has either finished or is waiting for that lock (its connection's busy handler was
 * called). So whatever a racer reads before it asks for the write lock, it has read before any
 * other racer could write: a check-then-act outside one {@code BEGIN IMMEDIATE} loses every
 * round, however fast or slow the machine. Rounds are judged by this progress, not by time.
 */
final class Race {
    /** How long a racer waits for a lock, and how long the grader waits for racers to line up. */
    private static final long WAIT_MILLIS = 5000;

    /** The call each racer makes on its own connection. */
    @FunctionalInterface
    interface Call {
        Object run(Connection con) throws Exception;
    }

    private Race() {
    }

    /** {@code call} twice at once. */
    static RaceOutcome twice(Path db, Call call) throws Exception {
        return among(db, List.of(call, call));
    }

    /** Each of {@code calls} at once, each on its own connection, while the grader holds the write lock. */
    static RaceOutcome among(Path db, List<Call> calls) throws Exception {
        CountDownLatch linedUp = new CountDownLatch(calls.size());
        ExecutorService pool = Executors.newFixedThreadPool(calls.size());
        Connection gate = lockedGate(db);
        try {
            List<Future<Object>> futures = new ArrayList<>();
            for (Call call : calls) {
                futures.add(pool.submit(() -> race(db, call, linedUp)));
            }
            linedUp.await(WAIT_MILLIS, TimeUnit.MILLISECONDS);
            release(gate);
            List<Object> results = new ArrayList<>();
            for (Future<Object> f : futures) {
                Object result = f.get(2 * WAIT_MILLIS, TimeUnit.MILLISECONDS);
                Stubs.rethrowIfStub(result);
                results.add(result);
            }
            return new RaceOutcome(results);
        } finally {
            release(gate);
            pool.shutdownNow();
            pool.awaitTermination(5, TimeUnit.SECONDS);
        }
    }

    /** "from N threads at once ...": how every race is described to the student. */
    static String how(int racers) {
        return "from " + racers + " threads at once, each on its own connection, started while the grader held the"
                + " write lock, which it released once each call was waiting for that lock or had returned";
    }

    private static Object race(Path db, Call call, CountDownLatch linedUp) {
        AtomicBoolean counted = new AtomicBoolean();
        Runnable arrive = () -> {
            if (counted.compareAndSet(false, true)) {
                linedUp.countDown();
            }
        };
        try (Connection con = OutboxFiles.borrowed(db)) {
            LinedUpWaits.install(con, WAIT_MILLIS, arrive);
            return call.run(con);
        } catch (Exception e) {
            return e;
        } finally {
            arrive.run();
        }
    }

    private static Connection lockedGate(Path db) throws SQLException {
        Connection gate = OutboxFiles.borrowed(db);
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
