package grader.checks.batch;

import java.sql.Connection;
import java.sql.SQLException;
import grader.check.Attempt;
import grader.check.schedule.ConnectionActors;
import grader.check.schedule.Orders;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedule;

/**
 * Two workers, A and B, each on a connection of its own to one file, whose calls run in
 * every order of their statements that matters (the grader holds each statement at a gate
 * until the schedule lets it go, {@link Orders#preemptionsOf}). Each run prepares what it needs
 * afresh (a new job, a new player), so no run starts from what an earlier one stored.
 */
final class ForcedPair implements AutoCloseable {
    /** One worker's call on its connection. */
    @FunctionalInterface
    interface Move {
        Object run(Connection con) throws Exception;
    }

    private final ConnectionActors workers;

    ForcedPair(BatchDb db) throws SQLException {
        this.workers = ConnectionActors.open(db.file, 2, db::open);
    }

    /** A's connection, for set-up between runs (never during one). */
    Connection a() {
        return workers.connection("A");
    }

    Connection b() {
        return workers.connection("B");
    }

    /**
     * The orders that matter for two workers making the same call ({@link Orders#preemptionsOf}),
     * A preempted after at most {@code mostSteps} statements; each run numbered from 1; returns
     * how many runs it took.
     */
    int preemptions(int mostSteps, ConnectionActors.NumberedRun run) throws Exception {
        return workers.preemptions(mostSteps, run);
    }

    /** {@link #preemptions} after any statement of A's. */
    int allPreemptions(ConnectionActors.NumberedRun run) throws Exception {
        return preemptions(Orders.MOST_PREEMPTIONS, run);
    }

    /** A's and B's moves, their statements in the order {@code schedule} picks. */
    RaceResult race(Schedule schedule, Move moveA, Move moveB) throws InterruptedException {
        return workers.race(schedule, (actor, con) -> (actor.equals("A") ? moveA : moveB).run(con));
    }

    /**
     * The worker's outcome: its value, failing the attempt on an exception or on a call that did
     * not return (the run's note in its place, a String; no call raced here returns one).
     */
    static Object value(Attempt attempt, RaceResult result, String worker, String call) {
        Object outcome = result.outcomes().get(worker);
        if (outcome instanceof Throwable error) {
            BatchCalls.rethrowStub(error);
            attempt.holds(false, "no " + call + " throws (a call that lost waits for the lock, then finds the work"
                    + " done)", worker + "'s " + call + " ran into " + Observed.error(error));
        }
        attempt.holds(!(outcome instanceof String), worker + "'s " + call + " returns", outcome);
        return outcome;
    }

    @Override
    public void close() throws SQLException {
        workers.close();
    }
}
