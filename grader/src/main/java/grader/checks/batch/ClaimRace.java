package grader.checks.batch;

import java.util.ArrayList;
import java.util.List;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.Values;
import labs.batch.BatchLab;

/**
 * Racing claims of one job each round: step 3's proof of an atomic claim. The first two
 * rounds force the interleaving (the grader holds the write lock until every racer waits on
 * it), one for a PENDING job and one for a job whose stalled worker's lease is over; the last
 * round lets the racers go free.
 */
final class ClaimRace {
    static final int RACERS = 6;
    private static final double NOW = 100;

    private final BatchLab lab;
    private final BatchDb db;

    ClaimRace(BatchLab lab, BatchDb db) {
        this.lab = lab;
        this.db = db;
    }

    void requireOneWinnerPerRound() throws Exception {
        db.seedPending(List.of(new BatchDb.Job("job-01", "player-1", 10), new BatchDb.Job("job-02", "player-1", 10),
                new BatchDb.Job("job-03", "player-1", 10)));
        try (Racers race = new Racers(db, RACERS)) {
            new BatchCalls(lab, db).claim(race.connection(0), "job-02", "stalled-worker", NOW - 30, 30);
            round(race, "job-01", "a PENDING job", true, 1);
            round(race, "job-02", "a job whose stalled worker's lease ended at " + NOW, true, 2);
            round(race, "job-03", "a PENDING job", false, 1);
        }
    }

    private void round(Racers race, String jobId, String job, boolean gated, long fence) throws Exception {
        Racers.Move<Long> claim = (racer, con) -> lab.claim(con, jobId, "worker-" + racer, NOW, 30);
        Attempt attempt = Expect.trying(RACERS + " threads, each with its own connection, released together"
                + (gated ? " while the grader held the write lock until every one of them waited for it" : "")
                + ", each calling claim(con, \"" + jobId + "\", \"worker-<i>\", now=" + NOW + ", ttl=30) of " + job)
                .state(() -> Values.show(db.job(jobId)));
        List<Racers.Outcome<Long>> outcomes = gated ? race.raceGated(claim, db) : race.race(claim);
        List<String> winners = new ArrayList<>();
        for (int i = 0; i < outcomes.size(); i++) {
            Racers.Outcome<Long> o = outcomes.get(i);
            BatchCalls.rethrowStub(o.error());
            attempt.holds(!o.threw(), "every claim returns a fence or null (a claim that lost waits for the lock"
                    + " and then finds the job taken)", "worker-" + i + " got " + Observed.error(o.error()));
            if (o.value() != null) {
                winners.add("worker-" + i + " got fence " + o.value());
            }
        }
        attempt.holds(winners.size() == 1, "exactly one winner", winners.size() + " winners " + winners);
        String winner = winners.get(0).substring(0, winners.get(0).indexOf(' '));
        var row = db.job(jobId);
        attempt.holds(Values.same(winner, row.get("owner")) && Values.same(fence, row.get("fence")),
                "the job owned by the winner, " + winner + ", with fence " + fence, row);
    }
}
