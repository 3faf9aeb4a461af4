package grader.checks.batch;

import java.util.ArrayList;
import java.util.List;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.Values;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedule;
import labs.batch.BatchLab;

/**
 * Step 3's proof of an atomic claim: worker-A's and worker-B's claims of one job, each on a
 * connection of its own, run in every order of their statements that matters, once for
 * PENDING jobs and once for jobs whose stalled worker's lease is over. A read and a write
 * that are not one transaction give two winners, or a busy error, in the order "A reads,
 * B reads, A writes, B writes" or "A reads, B claims, A writes", which always runs. A third set
 * has B claim at the very moment A's new lease ends: B takes over in every order, and a claim
 * that reads its fence after its UPDATE has committed (two statements, no transaction) returns
 * B's fence to A when B runs between them.
 */
final class ClaimRace {
    private static final double NOW = 100;
    private static final double TTL = 30;

    private final BatchLab lab;
    private final BatchDb db;

    ClaimRace(BatchLab lab, BatchDb db) {
        this.lab = lab;
        this.db = db;
    }

    /** Every order for a new PENDING job, then for a job left by a stalled worker; returns how many runs it took. */
    int requireOneWinnerInEveryOrder() throws Exception {
        try (ForcedPair pair = new ForcedPair(db)) {
            int runs = pair.allPreemptions((schedule, n) -> round(pair, schedule, "job-new-" + n, false));
            runs += pair.allPreemptions((schedule, n) -> round(pair, schedule, "job-over-" + n, true));
            return runs + pair.allPreemptions((schedule, n) -> lateRound(pair, schedule, "job-late-" + n));
        }
    }

    /**
     * A claims a PENDING job at NOW, B at NOW + TTL, when A's lease (if A got it) is over: B
     * owns the job in every order, and A, if it won first, holds the fence just below B's.
     */
    private RaceResult lateRound(ForcedPair pair, Schedule schedule, String jobId) throws Exception {
        db.seedPending(List.of(new BatchDb.Job(jobId, "player-1", 10)));
        double late = NOW + TTL;
        RaceResult result = pair.race(schedule, con -> lab.claim(con, jobId, "worker-A", NOW, TTL),
                con -> lab.claim(con, jobId, "worker-B", late, TTL));
        Attempt attempt = Expect.trying("worker-A calls " + BatchCalls.claimCall(jobId, "worker-A", NOW, TTL)
                + " and worker-B " + BatchCalls.claimCall(jobId, "worker-B", late, TTL) + " of a PENDING job, each on"
                + " its own connection, when any lease worker-A gets ends at " + late
                + ", their statements in the order the grader forced; " + result.shown())
                .state(() -> Values.show(db.job(jobId)));
        Object fenceA = ForcedPair.value(attempt, result, "A", "claim");
        Object fenceB = ForcedPair.value(attempt, result, "B", "claim");
        long expectedB = fenceA == null ? 1 : 2;
        attempt.holds(Values.same(expectedB, fenceB), "worker-B takes the job over with fence " + expectedB
                + (fenceA == null ? " (worker-A got nothing)" : ", one above worker-A's fence 1"),
                "worker-A got " + Values.show(fenceA) + ", worker-B got " + Values.show(fenceB));
        attempt.holds(fenceA == null || Values.same(1L, fenceA), "worker-A, if it won first, holds fence 1",
                "worker-A got " + Values.show(fenceA));
        var row = db.job(jobId);
        attempt.holds(Values.same("worker-B", row.get("owner")) && Values.same(expectedB, row.get("fence")),
                "the job owned by worker-B with fence " + expectedB, row);
        return result;
    }

    private RaceResult round(ForcedPair pair, Schedule schedule, String jobId, boolean stalled)
            throws Exception {
        db.seedPending(List.of(new BatchDb.Job(jobId, "player-1", 10)));
        long fence = 1;
        if (stalled) {
            fence = new BatchCalls(lab, db).claim(pair.a(), jobId, "stalled-worker", NOW - TTL, TTL) + 1;
        }
        RaceResult result = pair.race(schedule, con -> lab.claim(con, jobId, "worker-A", NOW, TTL),
                con -> lab.claim(con, jobId, "worker-B", NOW, TTL));
        Attempt attempt = Expect.trying("worker-A and worker-B, each on its own connection, call "
                + BatchCalls.claimCall(jobId, "worker-<A|B>", NOW, TTL) + " of "
                + (stalled ? "a job whose stalled worker's lease ended at " + NOW : "a PENDING job")
                + ", their statements in the order the grader forced; " + result.shown())
                .state(() -> Values.show(db.job(jobId)));
        List<String> winners = new ArrayList<>();
        for (String worker : List.of("A", "B")) {
            Object fenceGot = ForcedPair.value(attempt, result, worker, "claim");
            if (fenceGot != null) {
                winners.add("worker-" + worker + " got fence " + fenceGot);
            }
        }
        attempt.holds(winners.size() == 1, "exactly one winner", winners.size() + " winners " + winners);
        String winner = winners.get(0).substring(0, winners.get(0).indexOf(' '));
        var row = db.job(jobId);
        attempt.holds(Values.same(winner, row.get("owner")) && Values.same(fence, row.get("fence"))
                        && winners.get(0).endsWith(" " + fence),
                "the job owned by the winner, " + winner + ", with fence " + fence + ", the fence it was given", row);
        return result;
    }
}
