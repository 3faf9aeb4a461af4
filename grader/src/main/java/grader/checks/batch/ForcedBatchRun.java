package grader.checks.batch;

import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedules;
import labs.batch.BatchLab;

/**
 * runPending with its workers' statements in an order the grader forces: each connection the
 * call opens to the file is an actor (C1, C2, ... as they open, named by their threads), and
 * one statement of each goes in turn. So workers that look for work together look at the same
 * job together in every grade, and a claim that is not atomic pays a job twice every time, not
 * when the threads happen to meet: the same code, the same verdict, on a busy machine or an
 * idle one. The contract leaves the run's threads to the submission, so a thread of it that
 * sleeps (a coordinator polling its workers) counts as still.
 */
final class ForcedBatchRun {
    private ForcedBatchRun() {
    }

    /** What {@code runPending(path, workers, now, ttl)} returned under round robin; {@code attempt} fails on an exception. */
    static Object runPending(Attempt attempt, BatchLab lab, BatchDb db, int workers, double now, double ttl)
            throws InterruptedException {
        Actor.Call call = new Actor.Call("runPending", () -> lab.runPending(db.file.toString(), workers, now, ttl));
        RaceResult result = ForcedRun.perConnection(db.file, workers, call).withPollingThreads()
                .run(Schedules.roundRobin("C1"));
        return returned(attempt, "runPending", result);
    }

    /**
     * What two runs of {@code runPending(path, workers, now, ttl)}, one per instance, started
     * together, returned: their workers' statements round robin over all their connections.
     */
    static List<Object> twoRuns(Attempt attempt, BatchLab first, BatchLab second, BatchDb db, int workers, double now,
            double ttl) throws InterruptedException {
        String path = db.file.toString();
        Actor.Call a = new Actor.Call("run-A", () -> first.runPending(path, workers, now, ttl));
        Actor.Call b = new Actor.Call("run-B", () -> second.runPending(path, workers, now, ttl));
        RaceResult result = ForcedRun.perConnection(db.file, 2 * workers, a, b).withPollingThreads()
                .run(Schedules.roundRobin("C1"));
        return List.of(returned(attempt, "run-A", result), returned(attempt, "run-B", result));
    }

    private static Object returned(Attempt attempt, String call, RaceResult result) {
        Map<String, Object> outcomes = result.outcomes();
        Object returned = outcomes.get(call);
        if (returned instanceof Throwable error) {
            BatchCalls.rethrowStub(error);
            attempt.holds(false, call + " returns", "it threw " + Observed.error(error) + "; " + result.shown());
        }
        attempt.holds(!(returned instanceof String), call + " returns", returned + "; " + result.shown());
        return returned;
    }
}
