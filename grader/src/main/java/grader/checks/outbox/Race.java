package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import grader.check.Stubs;
import grader.check.schedule.ConnectionActors;
import grader.check.schedule.Orders;
import grader.check.schedule.RaceResult;

/**
 * Two calls that race, A's and B's, each on its own connection, run in every order of their
 * statements that matters (the grader holds each statement at a gate until the schedule lets
 * it go, {@link Orders#preemptionsOf}): a check-then-act outside one {@code BEGIN IMMEDIATE}
 * meets "A reads, B reads, A writes, B writes" or "A reads, B writes, A writes" in every
 * grade, however fast or slow the machine. Each run prepares its own rows (a new id).
 */
final class Race {
    /** How long a racing call waits for the lock: far beyond what the other's transaction takes. */
    private static final int BUSY_MILLIS = 5000;

    /** The call one racer makes on its own connection. */
    @FunctionalInterface
    interface Call {
        Object run(Connection con) throws Exception;
    }

    /** Sets up run {@code run} (numbered from 1) and returns A's and B's calls for it. */
    @FunctionalInterface
    interface Prepare {
        List<Call> calls(int run) throws Exception;
    }

    /** Judges run {@code run}: what each racer got, and the order its statements went in. */
    @FunctionalInterface
    interface Judge {
        void check(int run, RaceOutcome outcome, String how) throws Exception;
    }

    private Race() {
    }

    /** Every order of each run's two calls that matters, each judged; returns how many runs it took. */
    static int inEveryOrder(Path db, Prepare prepare, Judge judge) throws Exception {
        try (ConnectionActors racers = ConnectionActors.open(db, 2, () -> OutboxFiles.borrowed(db, BUSY_MILLIS))) {
            return racers.preemptions(Orders.MOST_PREEMPTIONS, (schedule, run) -> {
                List<Call> calls = prepare.calls(run);
                RaceResult result = racers.race(schedule, (actor, con) -> calls.get(actor.equals("A") ? 0 : 1).run(con));
                List<Object> outcomes = new ArrayList<>(result.outcomes().values());
                outcomes.forEach(Stubs::rethrowIfStub);
                judge.check(run, new RaceOutcome(outcomes), "on two connections, A's and B's, their statements in the"
                        + " order the grader forced; " + result.shown());
                return result;
            });
        }
    }

    /** The same call by both racers. */
    static int twice(Path db, java.util.function.IntFunction<Call> call, Judge judge) throws Exception {
        return inEveryOrder(db, run -> List.of(call.apply(run), call.apply(run)), judge);
    }
}
