package grader.checks.lease;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Values;
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
 * A second set has B claim at an earlier clock, so that B's lease, if B gets it, ends at A's
 * now: A owns the job in every order, and a claim that reads the fence before it takes the
 * lock hands out B's fence again when B runs between its read and its write.
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

    /**
     * Every order of A's claim at {@code now} and B's at {@code now - ttl} (B's lease would end at
     * exactly {@code now}), each on a new job: A gets the job every time, with fence 1 when it
     * went first (B then finds A's lease running: null), fence 2 when B's claim came first.
     */
    int requireOwnFenceWhenTheOtherLeaseEnds(double now, double ttl) throws Exception {
        double early = now - ttl;
        return Orders.everyOrder("A", "B", schedule -> {
            String jobId = "job-late-" + (++runs);
            db.putNew(List.of(jobId));
            RaceResult result = ForcedRun.of(db.file,
                    new Actor.Call("A", () -> lab.claim(db.path, jobId, "worker-A", now, ttl)),
                    new Actor.Call("B", () -> lab.claim(db.path, jobId, "worker-B", early, ttl))).run(schedule);
            Attempt attempt = db.tryingOn(jobId, "claim(db, \"" + jobId + "\", \"worker-A\", now=" + now + ", ttl=" + ttl
                    + ") as A and claim(db, \"" + jobId + "\", \"worker-B\", now=" + early + ", ttl=" + ttl
                    + ") as B (B's lease, if B gets it, ends at A's now) on a new job, their statements in the order"
                    + " the grader forced; " + result.shown());
            Object fenceA = result.outcomes().get("A");
            Object fenceB = result.outcomes().get("B");
            for (Object outcome : Arrays.asList(fenceA, fenceB)) {
                Outcomes.rethrowStub(outcome);
                attempt.holds(!(outcome instanceof Throwable || outcome instanceof String), "both claims return",
                        Outcomes.describe(outcome));
            }
            long expectedA = fenceB == null ? 1 : 2;
            attempt.holds(fenceB == null || Values.same(1L, fenceB), "B, if it got the job first, has fence 1",
                    "A got " + Values.show(fenceA) + ", B got " + Values.show(fenceB));
            attempt.holds(Values.same(expectedA, fenceA), "A gets the job with fence " + expectedA
                    + (fenceB == null ? " (B found A's lease running)" : ", one above B's, whose lease ended at A's now"),
                    "A got " + Values.show(fenceA) + ", B got " + Values.show(fenceB));
            Map<String, Object> stored = db.row(jobId);
            attempt.holds(stored != null && "worker-A".equals(stored.get("owner")) && Values.same(expectedA, stored.get("fence")),
                    "the stored owner worker-A with fence " + expectedA, "stored row " + Values.show(stored));
            return result;
        });
    }
}
