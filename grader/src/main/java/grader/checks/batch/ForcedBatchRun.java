package grader.checks.batch;

import grader.check.Attempt;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedules;
import labs.batch.BatchLab;

/**
 * runPending with its workers' statements in an order the grader forces: each connection the
 * call opens to the file is an actor (C1, C2, ... as they open), and one statement of each
 * goes in turn. So workers that look for work together look at the same job together in every
 * grade, and a claim that is not atomic pays a job twice every time, not when the threads
 * happen to meet: the same code, the same verdict, on a busy machine or an idle one.
 */
final class ForcedBatchRun {
    private ForcedBatchRun() {
    }

    /** What {@code runPending(path, workers, now, ttl)} returned under round robin; {@code attempt} fails on an exception. */
    static Object runPending(Attempt attempt, BatchLab lab, BatchDb db, int workers, double now, double ttl)
            throws InterruptedException {
        Actor.Call call = new Actor.Call("runPending", () -> lab.runPending(db.file.toString(), workers, now, ttl));
        RaceResult result = ForcedRun.perConnection(db.file, call, workers).run(Schedules.roundRobin("C1"));
        Object returned = result.outcomes().get("runPending");
        if (returned instanceof Throwable error) {
            BatchCalls.rethrowStub(error);
            attempt.holds(false, "runPending returns", "it threw " + Observed.error(error) + "; " + result.shown());
        }
        attempt.holds(!(returned instanceof String), "runPending returns", returned + "; " + result.shown());
        return returned;
    }
}
