package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import grader.check.Stubs;
import grader.check.db.LinedUpWaits;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;

/**
 * A forced race: the grader's own connection holds the write lock while real threads, each
 * with a connection of its own, call receive. The lock is released only once every racer
 * is waiting for it (its busy handler reports that) or has already finished, so whatever a
 * racer does before taking the lock has happened for all of them: the interleaving that
 * breaks a lookup outside the lock happens in every round, not by luck or speed.
 */
final class Race implements AutoCloseable {
    private static final long ROUND_LIMIT_SECONDS = 20;
    /** How long a racer waits for the lock, as a busy timeout would: far longer than the grader holds it. */
    private static final long BUSY_MILLIS = 5000;
    /**
     * How long the grader waits for the racers to line up. Only a receive that replaces the
     * busy handler (its own PRAGMA busy_timeout) never reports waiting and costs this much;
     * a busy timeout of its own of 1 s or more then still outlasts the wait.
     */
    private static final long GATHER_MILLIS = 800;

    private final Path db;
    private final List<Connection> connections = new ArrayList<>();
    private final Set<Integer> waiting = ConcurrentHashMap.newKeySet();
    private final ExecutorService threads;

    Race(Path db, int racers) throws SQLException {
        this.db = db;
        try {
            for (int i = 0; i < racers; i++) {
                connections.add(waitingConnection(i));
            }
        } catch (SQLException e) {
            closeConnections();
            throw e;
        }
        threads = Executors.newFixedThreadPool(racers);
    }

    /** A connection that retries like a busy timeout and records that racer {@code index} waited. */
    private Connection waitingConnection(int index) throws SQLException {
        Connection con = Sqlite.open(db, 0);
        LinedUpWaits.install(con, BUSY_MILLIS, () -> waiting.add(index));
        return con;
    }

    /**
     * One round: racer {@code i} receives its own copy of {@code events.get(i)} while the
     * grader holds the write lock; once all are lined up the grader runs {@code heldWrites}
     * and commits. Outcomes (a return value or the exception thrown) in racer order.
     */
    List<Object> run(InboxLab lab, List<Map<String, Object>> events, String... heldWrites) throws Exception {
        waiting.clear();
        List<Future<Object>> futures = new ArrayList<>();
        try (Connection holder = Sqlite.open(db); Statement lock = holder.createStatement()) {
            lock.execute("BEGIN IMMEDIATE");
            try {
                for (int i = 0; i < events.size(); i++) {
                    Connection con = connections.get(i);
                    Map<String, Object> copy = new LinkedHashMap<>(events.get(i));
                    futures.add(threads.submit(outcomeOf(() -> lab.receive(con, copy, null))));
                }
                awaitLinedUp(futures);
                for (String sql : heldWrites) {
                    lock.execute(sql);
                }
            } finally {
                lock.execute("COMMIT");
            }
        }
        List<Object> outcomes = new ArrayList<>();
        for (Future<Object> future : futures) {
            outcomes.add(future.get(ROUND_LIMIT_SECONDS, TimeUnit.SECONDS));
        }
        outcomes.forEach(Race::rethrowStub);
        return outcomes;
    }

    private void awaitLinedUp(List<Future<Object>> futures) throws InterruptedException {
        long deadline = System.nanoTime() + GATHER_MILLIS * 1_000_000;
        while (System.nanoTime() < deadline) {
            int ready = 0;
            for (int i = 0; i < futures.size(); i++) {
                ready += waiting.contains(i) || futures.get(i).isDone() ? 1 : 0;
            }
            if (ready == futures.size()) {
                return;
            }
            Thread.sleep(2);
        }
    }

    /** What an outcome was, in a student's words: the value, or which kind of error. */
    static String describe(Object outcome) {
        if (outcome instanceof Boolean) {
            return outcome.toString();
        }
        if (outcome instanceof labs.ConflictException) {
            return "a ConflictException";
        }
        String text = String.valueOf(outcome);
        if (outcome instanceof SQLException && text.matches("(?s).*(BUSY|LOCKED|locked).*")) {
            return "a busy error (" + text + ")";
        }
        if (outcome instanceof SQLException && text.matches("(?s).*(UNIQUE|PRIMARY KEY).*")) {
            return "a primary-key error (" + text + ")";
        }
        return "an exception (" + text + ")";
    }

    /** A starter stub's UnsupportedOperationException is reported as "not implemented". */
    static void rethrowStub(Object outcome) {
        Stubs.rethrowIfStub(outcome);
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
