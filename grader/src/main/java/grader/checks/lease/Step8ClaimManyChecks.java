package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.Values;
import grader.check.schedule.Orders;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedule;
import grader.check.schedule.Schedules;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.io.TempDir;

/** Step 8: claimMany races every owner's claim on a thread pool; exactly one wins. */
@LabStep(lab = "lease", step = 8, title = "one winner among concurrent claims")
class Step8ClaimManyChecks {
    private static final List<String> FOUR = List.of("A", "B", "C", "D");
    /** Seeded orders on top of round robin and each claim first: a bounded search, the same for the same seed. */
    private static final int SEEDED_ORDERS = 2;

    @TempDir
    Path dir;

    @Check(id = "claim-many-one-owner-wins", happyPath = true,
            purpose = "claimMany on a new job stores one of the owners with fence 1, and that owner's result is 1")
    void oneOwnerWins(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        RaceResult forced = ClaimManyRace.run(lab, db, "job-1", FOUR, Schedules.roundRobin("C1"));
        Attempt attempt = db.trying("claimMany(db, \"job-1\", " + FOUR + ", now=10, ttl=5) on a new job, its claims'"
                + " statements in turn; " + forced.shown());
        List<?> results = ForcedResults.list(attempt, forced);
        Map<String, Object> row = db.row("job-1");
        Object owner = row == null ? null : row.get("owner");
        int winner = FOUR.indexOf(owner);
        attempt.holds(winner >= 0 && Values.same(job("job-1", String.valueOf(owner), 15, 1, null, 0), row),
                "job-1 stored with one of " + FOUR + " as owner, until 15, fence 1", "stored row " + Values.show(row));
        attempt.holds(results.size() > winner && Values.same(1L, results.get(winner)),
                "fence 1 at position " + winner + " (the stored owner " + owner + ")", Values.show(results));
        db.expectNoLockLeft("claimMany on a new job");
    }

    @Check(id = "claim-many-one-winner-per-round",
            purpose = "claimMany of 4 owners on a new job, its claims' statements in orders the grader forces (round robin, each claim first, seeded): one result per owner in input order, exactly one fence 1, in every order")
    void oneWinnerPerRound(LeaseLab lab, CheckContext context) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        List<String> owners = new ArrayList<>(FOUR);
        Random random = context.random();
        int round = 0;
        for (Schedule schedule : Orders.forClaims(FOUR.size(), random, SEEDED_ORDERS)) {
            Collections.shuffle(owners, random);
            String jobId = "job-" + (++round);
            db.putNew(List.of(jobId));
            List<String> given = List.copyOf(owners);
            RaceResult result = ClaimManyRace.run(lab, db, jobId, given, schedule);
            Attempt attempt = db.tryingOn(jobId, "claimMany(db, \"" + jobId + "\", " + given + ", now=10, ttl=5) on a"
                    + " new job (seed " + context.seed() + "), its claims' statements in the order the grader forced; "
                    + result.shown());
            OneWinner.verify(attempt, db, jobId, given, ForcedResults.list(attempt, result));
        }
        db.expectNoLockLeft("the forced runs of claimMany");
    }

    @Check(id = "claim-many-claims-at-once",
            purpose = "claimMany runs the claims at the same time: with every statement held at the grader's gate, more than one claim waits at its gate at once")
    void claimsAtOnce(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        RaceResult result = ClaimManyRace.run(lab, db, "job-1", FOUR, Schedules.roundRobin("C1"));
        Attempt attempt = db.trying("claimMany(db, \"job-1\", " + FOUR + ", now=10, ttl=5) on a new job, every"
                + " statement of its claims held at the grader's gate until the others that could come had come; "
                + result.shown());
        Outcomes.rethrowStub(result.outcomes().get("claimMany"));
        attempt.holds(result.mostReady() >= 2, "at least 2 claims at their gates at the same time (a thread pool)",
                result.mostReady() + " claim(s) at their gates at once: the claims ran one after another");
        attempt.holds(result.outcomes().get("claimMany") instanceof List, "a list of results",
                Outcomes.describe(result.outcomes().get("claimMany")));
    }

    @Check(id = "claim-many-database-error-thrown",
            purpose = "when the database refuses the claims' writes (a trigger raises an error), claimMany throws instead of returning nulls")
    void databaseErrorThrown(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        DatabaseErrors.requireThrown(db, "UPDATE", "claimMany(db, \"job-1\", " + FOUR + ", now=10, ttl=5) on a new job",
                () -> lab.claimMany(db.path, "job-1", FOUR, 10, 5), JobsDb.fresh("job-1"));
    }

    @Check(id = "claim-many-held-or-missing-all-null",
            purpose = "claimMany on a job another owner holds, or on an unknown id, gives null for every owner and changes nothing")
    void heldOrMissing(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.put("job-1", "X", 20, 3, null, 0);
        List<Long> nobody = Collections.nCopies(FOUR.size(), null);
        Attempt held = db.trying("claimMany(db, \"job-1\", " + FOUR + ", now=12, ttl=5) while X holds it until 20");
        held.returns(nobody, () -> lab.claimMany(db.path, "job-1", FOUR, 12, 5));
        db.expectRow(held, "job-1", job("job-1", "X", 20, 3, null, 0));
        Attempt missing = db.trying("claimMany(db, \"job-404\", " + FOUR + ", now=12, ttl=5) where only job-1 exists");
        missing.returns(nobody, () -> lab.claimMany(db.path, "job-404", FOUR, 12, 5));
        db.expectRow(missing, "job-404", null);
        db.expectNoLockLeft("claimMany with nothing to claim");
    }

    @Check(id = "claim-many-expired-job-next-fence",
            purpose = "claimMany on an expired lease with fence 4: exactly one owner gets fence 5, at its own position")
    void expiredNextFence(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.put("job-1", "X", 3, 4, null, 0);
        RaceResult forced = ClaimManyRace.run(lab, db, "job-1", FOUR, Schedules.roundRobin("C1"));
        Attempt attempt = db.trying("claimMany(db, \"job-1\", " + FOUR + ", now=10, ttl=5) after X's lease (until 3,"
                + " fence 4) ran out, its claims' statements in turn; " + forced.shown());
        List<?> results = ForcedResults.list(attempt, forced);
        Map<String, Object> row = db.row("job-1");
        int winner = row == null ? -1 : FOUR.indexOf(row.get("owner"));
        List<Long> expected = new ArrayList<>(Collections.nCopies(FOUR.size(), null));
        if (winner >= 0) {
            expected.set(winner, 5L);
        }
        attempt.holds(winner >= 0 && Values.same(job("job-1", FOUR.get(winner), 15, 5, null, 0), row),
                "job-1 stored with one of " + FOUR + " as owner, until 15, fence 5", "stored row " + Values.show(row));
        attempt.holds(Values.same(expected, results), Values.show(expected), Values.show(results));
    }

    @Check(id = "claim-many-passes-claim-errors-on",
            purpose = "claimMany with ttl 0 throws the claims' IllegalArgumentException, not a list of nulls, and writes nothing")
    void passesClaimErrorsOn(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        Attempt attempt = db.trying("claimMany(db, \"job-1\", " + FOUR + ", now=10, ttl=0) on a new job");
        attempt.throwsA(IllegalArgumentException.class, () -> lab.claimMany(db.path, "job-1", FOUR, 10, 0));
        db.expectRow(attempt, "job-1", JobsDb.fresh("job-1"));
        db.expectNoLockLeft("claimMany with ttl=0");
    }

    @Check(id = "claim-many-stops-its-threads",
            purpose = "claimMany shuts its thread pool down: no thread it started is still alive shortly after it returns")
    void stopsItsThreads(LeaseLab lab) throws Exception {
        JobsDb db = JobsDb.initialisedBy(lab, dir);
        List<String> jobs = Step4ClaimChecks.jobIds(3);
        db.putNew(jobs);
        for (String jobId : jobs) {
            Attempt attempt = db.trying("claimMany(db, \"" + jobId + "\", " + FOUR + ", now=10, ttl=5), then waiting "
                    + PoolWatch.GRACE_MILLIS + " ms for its threads to end");
            List<String> leftover = PoolWatch.threadsLeftBy(() -> lab.claimMany(db.path, jobId, FOUR, 10, 5), attempt);
            attempt.holds(leftover.isEmpty(), "no thread left running (shut the pool down)",
                    "threads still alive: " + leftover);
        }
    }

    @Check(id = "generated-claim-many-calls",
            purpose = "generated sequences of the calls of steps 1 to 8 (claimMany in half of them), with ids, clocks, ttls and fences drawn at the contract's edges, return and store what the contract's model says after every call")
    void generatedCallsKeepTheContract(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new LeaseExplored(instances, dir, context), new LeaseGenerator(8, LeaseGenerator.CALLS));
    }
}
