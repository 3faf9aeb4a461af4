package grader.checks.batch;

import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.Values;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedule;
import labs.batch.BatchLab;

/**
 * Step 8's races, worker-A and worker-B each on a connection of its own, their statements in
 * every order that matters, each run on a fresh job for a player of its own so that every
 * run's payment can be counted: (A) both workers claim and then pay the job (every other
 * run the job first sat under a stalled worker's lease, now over); (B) the claim's holder
 * pays on both connections at once.
 */
final class RacingRounds {
    /** How many statements of A's a claim-then-pay run lets go before B's: a claim's, BEGIN to COMMIT. */
    private static final int CLAIM_STEPS = 4;

    private final BatchLab lab;
    private final BatchDb db;

    RacingRounds(BatchLab lab, BatchDb db) {
        this.lab = lab;
        this.db = db;
    }

    /** (A), for a PENDING job and for one left by a stalled worker; returns how many runs it took. */
    int claimThenPay() throws Exception {
        try (ForcedPair pair = new ForcedPair(db)) {
            // Preempted within the claims only: the pays of a second winner are (B)'s to race.
            int runs = pair.preemptions(CLAIM_STEPS, (schedule, n) -> claimThenPay(pair, schedule, n, false));
            return runs + pair.preemptions(CLAIM_STEPS, (schedule, n) -> claimThenPay(pair, schedule, n, true));
        }
    }

    private RaceResult claimThenPay(ForcedPair pair, Schedule schedule, int n, boolean stalled) throws Exception {
        Run run = Run.seeded(db, n, stalled ? "over" : "new");
        double now = 100 * n;
        if (stalled) {
            new BatchCalls(lab, db).claim(pair.a(), run.jobId, "stalled-worker", now - 10, 10);
        }
        RaceResult result = pair.race(schedule, con -> claimAndPay(con, run.jobId, "worker-A", now),
                con -> claimAndPay(con, run.jobId, "worker-B", now));
        Attempt attempt = Expect.trying("(A) no atomic claim: worker-A and worker-B, each on its own connection, call "
                + BatchCalls.claimCall(run.jobId, "worker-<A|B>", now, 10) + " of "
                + (stalled ? "a job whose stalled worker's lease ended at " + now : "a PENDING job")
                + ", and each that got a fence pays it at now=" + (now + 1) + ", their statements in the order the"
                + " grader forced; " + result.shown())
                .state(() -> Values.show(db.job(run.jobId)) + "; " + db.summary());
        List<String> outcomes = new ArrayList<>();
        int paid = 0;
        for (String worker : List.of("A", "B")) {
            ClaimThenPay got = (ClaimThenPay) ForcedPair.value(attempt, result, worker, "claim or pay");
            outcomes.add("worker-" + worker + ": " + got);
            paid += got.paid() ? 1 : 0;
        }
        attempt.holds(paid == 1, "exactly one worker claims the job and its pay returns true",
                paid + " did: " + outcomes);
        run.requirePaidOnce(attempt);
        return result;
    }

    /** What one worker of (A) got: the claim's fence (null: none), and what its pay returned (null: not paid). */
    private record ClaimThenPay(Long fence, Boolean pay) {
        boolean paid() {
            return Boolean.TRUE.equals(pay);
        }

        @Override
        public String toString() {
            return fence == null ? "claim returned null" : "fence " + fence + ", pay returned " + Values.show(pay);
        }
    }

    /** What one worker of (A) does: its claim, and its pay when the claim gave a fence. */
    private ClaimThenPay claimAndPay(Connection con, String jobId, String owner, double now) throws Exception {
        Long fence = lab.claim(con, jobId, owner, now, 10);
        return new ClaimThenPay(fence, fence == null ? null : lab.pay(con, jobId, owner, fence, now + 1, null));
    }

    /** (B): worker-A's one claim paid on both connections; returns how many runs it took. */
    int concurrentPays() throws Exception {
        try (ForcedPair pair = new ForcedPair(db)) {
            return pair.allPreemptions((schedule, n) -> concurrentPay(pair, schedule, n));
        }
    }

    private RaceResult concurrentPay(ForcedPair pair, Schedule schedule, int n) throws Exception {
        Run run = Run.seeded(db, n, "pay");
        double now = 100 * n;
        long fence = new BatchCalls(lab, db).claim(pair.a(), run.jobId, "worker-A", now, 10);
        RaceResult result = pair.race(schedule, con -> lab.pay(con, run.jobId, "worker-A", fence, now + 1, null),
                con -> lab.pay(con, run.jobId, "worker-A", fence, now + 1, null));
        Attempt attempt = Expect.trying("(B) check-then-act: worker-A claimed " + run.jobId + " (fence " + fence
                + "), then " + BatchCalls.payCall(run.jobId, "worker-A", fence, now + 1, "fault=null") + " runs on two"
                + " connections, A's and B's, their statements in the order the grader forced; " + result.shown())
                .state(() -> Values.show(db.job(run.jobId)) + "; " + db.summary());
        List<Object> told = new ArrayList<>();
        for (String worker : List.of("A", "B")) {
            told.add(ForcedPair.value(attempt, result, worker, "pay"));
        }
        attempt.holds(told.stream().filter(Boolean.TRUE::equals).count() == 1, "exactly one pay returns true",
                "A returned " + Values.show(told.get(0)) + ", B " + Values.show(told.get(1)));
        run.requirePaidOnce(attempt);
        return result;
    }

    /** One run's job, for a player of its own with an empty wallet. */
    private record Run(BatchDb db, String jobId, String playerId, long gold) {
        static Run seeded(BatchDb db, int n, String kind) throws Exception {
            Run run = new Run(db, String.format("job-%s-%02d", kind, n), String.format("player-%s-%02d", kind, n),
                    10 + n);
            db.seedPending(List.of(new BatchDb.Job(run.jobId, run.playerId, run.gold)));
            return run;
        }

        void requirePaidOnce(Attempt attempt) throws Exception {
            PayScenario.requirePaidOnce(attempt, db, jobId, playerId, gold);
        }
    }
}
