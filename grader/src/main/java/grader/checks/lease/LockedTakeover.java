package grader.checks.lease;

import java.util.List;
import java.util.Map;
import java.util.concurrent.FutureTask;
import grader.check.Attempt;
import grader.check.Values;

/**
 * A call that starts while another worker is inside its write transaction and changes the job
 * before committing: the call must wait for the lock and then decide on what is stored now.
 * A decision taken on a row read before the wait (a check in Java, a SELECT in a transaction
 * of its own) overwrites the other worker's change; a read that upgrades to a write fails busy.
 */
final class LockedTakeover {
    private LockedTakeover() {
    }

    /**
     * Runs {@code call} against {@code db} while the grader holds the write lock; once the call
     * waits, the grader runs {@code change} (described as {@code changeText}) and commits. The
     * call must end with {@code expected}, and job-1 must then be stored as {@code after}.
     */
    static void require(JobsDb db, String callText, Attempt.Call<?> call, Object expected,
                        String changeText, String change, Map<String, Object> after) throws Exception {
        Attempt attempt = db.trying(callText + ", started while another connection held the write lock;"
                + " once the call waited for it, that connection " + changeText + " and committed");
        Object outcome;
        try (WriteLockHold hold = WriteLockHold.on(db)) {
            FutureTask<Object> running = hold.start(call, "lease-check-call");
            hold.awaitWaiting(1, List.of(running));
            hold.write(change);
            hold.release();
            outcome = WriteLockHold.outcome(running);
        }
        Outcomes.rethrowStub(outcome);
        attempt.holds(!(outcome instanceof Throwable) && Values.same(expected, outcome),
                Values.show(expected) + ", decided on the row as stored after the wait", Outcomes.describe(outcome));
        db.expectRow(attempt, "job-1", after);
        db.expectNoLockLeft(callText);
    }
}
