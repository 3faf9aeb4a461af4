package grader.checks.lease;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import grader.check.Attempt;
import grader.check.Values;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.Orders;
import grader.check.schedule.RaceResult;

/**
 * A call and another worker's transaction that changes the job (played by the grader: BEGIN
 * IMMEDIATE, the change, COMMIT), their statements in every order that matters. Whatever the
 * order, the outcome must be one the two give one after the other: the change first (the
 * call decides on the changed row), or the call first (the change then lands on top). A
 * decision taken on a row read before the change committed gives neither.
 *
 * <p>Each order runs on a database of its own, a copy of the one the check prepared: putting
 * job-1 back between orders would take its fence back (1 to 0), which no worker ever sees,
 * and code that remembers what it saw (a fence counted in the process, a job known to be done)
 * would then fail here for that, not for a race.
 */
final class LockedTakeover {
    /** What one order of the two should end with: the call's result and job-1 as stored after both. */
    record Serial(Object returns, Map<String, Object> row) {
    }

    private LockedTakeover() {
    }

    /**
     * Runs {@code call} (on the database it is given) with the grader's {@code change}
     * (described as {@code changeText}) in every order, each on a copy of {@code db} as it is
     * stored now. The outcome must be {@code changeFirst} or {@code callFirst}.
     */
    static void require(JobsDb db, String callText, Function<JobsDb, Attempt.Call<?>> call, String changeText,
                        String change, Serial changeFirst, Serial callFirst) throws Exception {
        int[] runs = {0};
        Orders.everyOrder("call", "grader", schedule -> {
            JobsDb run = db.copy("order-" + (++runs[0]));
            RaceResult result = ForcedRun.of(run.file, new Actor.Call("call", call.apply(run)),
                    new Actor.GraderSql("grader", run.file, List.of("BEGIN IMMEDIATE", change, "COMMIT"))).run(schedule);
            verify(run, callText + " as \"call\", while the grader, as another worker, " + changeText + " in a transaction"
                    + " of its own; their statements in the order the grader forced; " + result.shown(), result,
                    changeFirst, callFirst);
            run.expectNoLockLeft(callText + " (" + result.shown() + ")");
            return result;
        });
    }

    /**
     * The renew, complete or release by A, while the grader stores B's lease as a worker would,
     * on a job not done: refused after it, or done before it. B's write is conditional so that
     * a stale write of A's never gives the same row as A first (a blind one would commute with
     * complete's result and hide it).
     */
    static void requireFenced(JobsDb db, String callText, Function<JobsDb, Attempt.Call<?>> call,
                              Map<String, Object> afterCallFirst)
            throws Exception {
        require(db, callText, call, "stored B's lease (until 20, fence 2) unless job-1 was done",
                "UPDATE jobs SET owner='B', until=20, fence=2 WHERE id='job-1' AND done=0",
                new Serial(false, JobsDb.job("job-1", "B", 20, 2, null, 0)), new Serial(true, afterCallFirst));
    }

    private static void verify(JobsDb db, String tried, RaceResult result, Serial changeFirst, Serial callFirst)
            throws SQLException {
        Attempt attempt = db.trying(tried);
        Object outcome = result.outcomes().get("call");
        Outcomes.rethrowStub(outcome);
        Object graderOutcome = result.outcomes().get("grader");
        attempt.holds(!(graderOutcome instanceof Throwable), "the other worker's transaction gets the lock once the call"
                + " is done with it", "it failed: " + Outcomes.describe(graderOutcome));
        Map<String, Object> row = db.row("job-1");
        boolean asChangeFirst = matches(outcome, row, changeFirst);
        boolean asCallFirst = matches(outcome, row, callFirst);
        attempt.holds(asChangeFirst || asCallFirst, "what one after the other gives: " + shown(changeFirst)
                + " (the change first), or " + shown(callFirst) + " (the call first)",
                Outcomes.describe(outcome) + " with job-1 stored as " + Values.show(row)
                        + ": the call decided on the row as it was before the other worker's change");
    }

    private static boolean matches(Object outcome, Map<String, Object> row, Serial serial) {
        return !(outcome instanceof Throwable) && Values.same(serial.returns(), outcome) && Values.same(serial.row(), row);
    }

    private static String shown(Serial serial) {
        return Values.show(serial.returns()) + " with job-1 stored as " + Values.show(serial.row());
    }
}
