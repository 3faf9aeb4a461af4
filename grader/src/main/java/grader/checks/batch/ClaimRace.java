package grader.checks.batch;

import java.util.ArrayList;
import java.util.List;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.Values;
import labs.batch.BatchLab;

/** Rounds of racing claims of one fresh PENDING job each: step 3's proof of an atomic claim. */
final class ClaimRace {
    /** How long every other round keeps writers waiting, so that all reads happen first. */
    static final long HOLD_MILLIS = 50;

    private final BatchLab lab;
    private final BatchDb db;
    private final int racers;
    private final int rounds;

    ClaimRace(BatchLab lab, BatchDb db, int racers, int rounds) {
        this.lab = lab;
        this.db = db;
        this.racers = racers;
        this.rounds = rounds;
    }

    void requireOneWinnerPerRound() throws Exception {
        List<BatchDb.Job> jobs = new ArrayList<>();
        for (int round = 0; round < rounds; round++) {
            jobs.add(new BatchDb.Job(jobId(round), "player-1", 10));
        }
        db.seedPending(jobs);
        try (Racers race = new Racers(db, racers)) {
            for (int round = 0; round < rounds; round++) {
                String jobId = jobId(round);
                Racers.Move<Long> claim = (racer, con) -> lab.claim(con, jobId, "worker-" + racer, 100, 30);
                boolean heldBack = round % 2 == 1;
                judge(round, jobId, heldBack, heldBack ? race.raceHeldBack(claim, db, HOLD_MILLIS) : race.race(claim));
            }
        }
    }

    private void judge(int round, String jobId, boolean heldBack, List<Racers.Outcome<Long>> outcomes)
            throws Exception {
        Attempt attempt = Expect.trying("round " + (round + 1) + " of " + rounds + ": " + racers
                + " threads, each with its own connection, released together by a barrier"
                + (heldBack ? " while the grader held the write lock for " + HOLD_MILLIS + " ms" : "")
                + ", each calling claim(con, \"" + jobId + "\", \"worker-<i>\", now=100, ttl=30) of one PENDING job")
                .state(() -> Values.show(db.job(jobId)));
        List<String> winners = new ArrayList<>();
        for (int i = 0; i < outcomes.size(); i++) {
            Racers.Outcome<Long> o = outcomes.get(i);
            BatchCalls.rethrowStub(o.error());
            attempt.holds(!o.threw(), "every claim returns a fence or null, none throws",
                    "worker-" + i + " " + Values.show(o.error()));
            if (o.value() != null) {
                winners.add("worker-" + i + " got fence " + o.value());
            }
        }
        attempt.holds(winners.size() == 1, "exactly one winner", winners.size() + " winners " + winners);
        String winner = winners.get(0).substring(0, winners.get(0).indexOf(' '));
        var job = db.job(jobId);
        attempt.holds(Values.same(winner, job.get("owner")) && Values.same(1, job.get("fence")),
                "the job owned by the winner, " + winner + ", with fence 1", job);
    }

    private static String jobId(int round) {
        return String.format("job-%02d", round + 1);
    }
}
