package grader.checks.lease;

import java.util.ArrayList;
import java.util.List;
import grader.check.Attempt;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.Orders;
import grader.check.schedule.RaceResult;
import labs.lease.LeaseLab;

/**
 * Two claims of a new job, A's and B's, run in every order of their statements that matters
 * (the grader holds each statement at a gate until the schedule lets it go): a read and a
 * write that are not one transaction give two winners, or a busy error, in the order
 * "A reads, B reads, A writes, B writes" or "A reads, B claims, A writes", which always runs.
 */
final class ClaimRace {
    private final LeaseLab lab;
    private final JobsDb db;
    private int runs;

    ClaimRace(LeaseLab lab, JobsDb db) {
        this.lab = lab;
        this.db = db;
    }

    /** Every order, each on a new job of its own; the first that does not give one winner fails the check. */
    int requireOneWinnerInEveryOrder(double now, double ttl) throws Exception {
        return Orders.everyOrder("A", "B", schedule -> {
            String jobId = "job-race-" + (++runs);
            db.putNew(List.of(jobId));
            List<String> owners = List.of("worker-A", "worker-B");
            RaceResult result = ForcedRun.of(db.file,
                    new Actor.Call("A", () -> lab.claim(db.path, jobId, owners.get(0), now, ttl)),
                    new Actor.Call("B", () -> lab.claim(db.path, jobId, owners.get(1), now, ttl))).run(schedule);
            Attempt attempt = db.tryingOn(jobId, "claim(db, \"" + jobId + "\", owner, now=" + now + ", ttl=" + ttl
                    + ") as A (owner worker-A) and B (owner worker-B) on a new job, their statements in the order the"
                    + " grader forced; " + result.shown());
            OneWinner.verify(attempt, db, jobId, owners, new ArrayList<>(result.outcomes().values()));
            return result;
        });
    }
}
