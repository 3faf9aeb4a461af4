package grader.checks.batch;

import java.util.ArrayList;
import java.util.List;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.Values;
import labs.batch.BatchLab;

/**
 * Step 8's races, one fresh job per round, each job for its own player so that every
 * round's payment can be counted: (A) workers race to claim and then pay; (B) one claim's
 * holder pays from several threads at once.
 */
final class RacingRounds {
    private static final int RACERS = 6;
    private static final long SLOW_MILLIS = 10;

    private final BatchLab lab;
    private final BatchDb db;
    private final int rounds;

    RacingRounds(BatchLab lab, BatchDb db, int rounds) throws Exception {
        this.lab = lab;
        this.db = db;
        this.rounds = rounds;
        List<BatchDb.Job> jobs = new ArrayList<>();
        for (int round = 1; round <= rounds; round++) {
            jobs.add(new BatchDb.Job(jobId(round), "player-" + round, 10 + round));
        }
        db.seedPending(jobs);
    }

    /** (A): every other round the job first sat under a stalled worker's lease, now over. */
    void claimThenPay() throws Exception {
        try (Racers racers = new Racers(db, RACERS)) {
            for (int round = 1; round <= rounds; round++) {
                String jobId = jobId(round);
                double now = 100 * round;
                boolean stalled = round % 2 == 0;
                if (stalled) {
                    new BatchCalls(lab, db).claim(racers.connection(0), jobId, "stalled-worker", now - 10, 10);
                }
                Attempt attempt = Expect.trying("(A) no atomic claim: round " + round + " of " + rounds + ": "
                        + RACERS + " workers, each on its own connection, released together by a barrier while the "
                        + "grader held the write lock until every one of them waited for it, call "
                        + "claim(con, \"" + jobId + "\", \"worker-<i>\", now=" + now + ", ttl=10) of "
                        + (stalled ? "a job whose stalled worker's lease ended at " + now : "a PENDING job")
                        + ", then every winner pays it (its hook sleeping " + SLOW_MILLIS + " ms at after-wallet)")
                        .state(() -> Values.show(db.job(jobId)) + "; " + db.summary());
                List<Racers.Outcome<Long>> claims = racers.raceGated(
                        (i, con) -> lab.claim(con, jobId, "worker-" + i, now, 10), db);
                List<String> winners = values(attempt, claims, "claim");
                attempt.holds(winners.size() == 1, "exactly one worker wins the claim", winners.size()
                        + " workers were told they own the job: " + winners);
                List<Racers.Outcome<Boolean>> pays = racers.race((i, con) -> claims.get(i).value() == null ? null
                        : lab.pay(con, jobId, "worker-" + i, claims.get(i).value(), now + 1,
                                Hooks.slowBetweenPayAndMark(SLOW_MILLIS)));
                requireOnePayment(attempt, round, values(attempt, pays, "pay"));
            }
        }
    }

    /** (B): the claim holder's pay runs on every racer's connection at once. */
    void concurrentPays() throws Exception {
        try (Racers racers = new Racers(db, RACERS)) {
            for (int round = 1; round <= rounds; round++) {
                String jobId = jobId(round);
                double now = 100 * round;
                long fence = new BatchCalls(lab, db).claim(racers.connection(0), jobId, "worker-A", now, 10);
                Attempt attempt = Expect.trying("(B) check-then-act: round " + round + " of " + rounds + ": worker-A "
                        + "claimed " + jobId + " (fence " + fence + "), then " + RACERS + " threads, each on its own "
                        + "connection, released together while the grader held the write lock until every one of them "
                        + "waited for it, call " + BatchCalls.payCall(jobId, "worker-A", fence, now + 1,
                        "a hook sleeping " + SLOW_MILLIS + " ms at after-wallet"))
                        .state(() -> Values.show(db.job(jobId)) + "; " + db.summary());
                List<Racers.Outcome<Boolean>> pays = racers.raceGated((i, con) -> lab.pay(con, jobId, "worker-A",
                        fence, now + 1, Hooks.slowBetweenPayAndMark(SLOW_MILLIS)), db);
                requireOnePayment(attempt, round, values(attempt, pays, "pay"));
            }
        }
    }

    private void requireOnePayment(Attempt attempt, int round, List<String> paid) throws Exception {
        List<String> told = paid.stream().filter(p -> p.endsWith("true")).toList();
        attempt.holds(told.size() == 1, "exactly one pay returns true", told.size() + " returned true: " + paid);
        PayScenario.requirePaidOnce(attempt, db, jobId(round), "player-" + round, 10 + round);
    }

    /** The racers' results as "worker-i value", failing on any exception. */
    private static <T> List<String> values(Attempt attempt, List<Racers.Outcome<T>> outcomes, String call) {
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < outcomes.size(); i++) {
            Racers.Outcome<T> o = outcomes.get(i);
            BatchCalls.rethrowStub(o.error());
            attempt.holds(!o.threw(), "no " + call + " throws (a call that lost waits for the lock, then finds the"
                    + " work done)", "worker-" + i + "'s " + call + " ran into " + Observed.error(o.error()));
            if (o.value() != null) {
                shown.add("worker-" + i + " " + o.value());
            }
        }
        return shown;
    }

    private static String jobId(int round) {
        return String.format("job-%02d", round);
    }
}
