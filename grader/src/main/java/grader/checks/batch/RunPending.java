package grader.checks.batch;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.check.db.WriteLockHolder;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.Schedules;

/**
 * One generated runPending over the run's file, with a {@link RunTrouble} in the way of its own
 * claims and pays. A trouble every correct run meets (a job that stays claimable cannot be
 * claimed or paid) must be passed on, never turned into a smaller count; which other jobs the
 * workers paid before they stopped is open, so each job may be left as it was, claimed by a
 * worker of the run, or paid.
 */
record RunPending(int workers, double now, double ttl, RunTrouble trouble, String target)
        implements Op<BatchWorld, BatchModel> {
    /** How long {@link RunTrouble#LOCK_HELD} holds the lock: past a busy timeout of a second, short of a patient one. */
    static final long HOLD_MILLIS = 1200;

    public String call() {
        String call = "runPending(path, workers=" + workers + ", now=" + now + ", ttl=" + ttl + ")";
        return trouble == RunTrouble.NONE ? call : call + " while " + trouble.show(target);
    }

    public Outcome perform(BatchWorld world) throws Exception {
        Path file = world.db().file;
        if (trouble == RunTrouble.NOT_A_DATABASE) {
            Path garbage = file.resolveSibling(file.getFileName() + ".not-a-database");
            Files.write(garbage, "this file is no SQLite database, whatever its name says ".repeat(40).getBytes());
            return Outcome.of(() -> world.first().runPending(garbage.toString(), workers, now, ttl));
        }
        if (trouble == RunTrouble.LOCK_HELD) {
            return whileLockHeld(world);
        }
        List<String> triggers = trouble.triggers(target);
        if (!triggers.isEmpty()) {
            world.db().execute(triggers.toArray(String[]::new));
        }
        try {
            return workers == 1 ? Outcome.of(() -> world.first().runPending(file.toString(), workers, now, ttl))
                    : forced(world);
        } finally {
            if (!triggers.isEmpty()) {
                world.db().execute("DROP TRIGGER IF EXISTS grader_run_fails");
            }
        }
    }

    /** The run with its workers' statements round robin over their connections (see {@link ForcedRun}). */
    private Outcome forced(BatchWorld world) throws InterruptedException {
        Path file = world.db().file;
        Actor.Call call = new Actor.Call("runPending", () -> world.first().runPending(file.toString(), workers, now, ttl));
        return Outcome.ofRace(ForcedRun.perConnection(file, workers, call).withPollingThreads().allowingCallsWithoutSql()
                .run(Schedules.roundRobin("C1")).outcomes().get("runPending"));
    }

    /** The run starts while the grader holds the write lock, for {@link #HOLD_MILLIS} at most (see {@link WriteLockHolder}). */
    private Outcome whileLockHeld(BatchWorld world) throws Exception {
        try (WriteLockHolder held = WriteLockHolder.take(world.db().file, HOLD_MILLIS)) {
            return Outcome.of(() -> world.first().runPending(world.db().file.toString(), workers, now, ttl));
        }
    }

    /** The jobs the run may claim: PENDING, or IN_PROGRESS under a lease over by {@code now}. */
    private List<String> claimable(BatchModel model) {
        return trouble == RunTrouble.NOT_A_DATABASE ? List.of()
                : model.jobs.keySet().stream().filter(id -> model.claimable(id, now)).toList();
    }

    private boolean failsClaim(BatchModel model, String id) {
        return model.writesFail || trouble.failsClaim(id, target);
    }

    public Expected expect(BatchModel model) {
        if (trouble == RunTrouble.NOT_A_DATABASE) {
            return Expected.thrown(Exception.class);
        }
        boolean mustThrow = false;
        boolean mayThrow = trouble == RunTrouble.LOCK_HELD;
        long paid = 0;
        for (String id : claimable(model)) {
            boolean inLedger = model.ledger.contains(id);
            mustThrow |= failsClaim(model, id) || trouble.failsPay(id, target) && !inLedger;
            // A pay that checks its job with an UPDATE before it looks at the ledger may meet a failing write there.
            mayThrow |= trouble.failsPay(id, target);
            paid += inLedger ? 0 : 1;
        }
        if (mustThrow) {
            return Expected.of("throws the database error (a job stays claimable: it may not be turned into a smaller"
                    + " count)", o -> o.threw() && o.thrown() instanceof Exception, new Outcome(null,
                    new IllegalStateException("planned: an error")));
        }
        Expected count = Expected.value((int) paid);
        return mayThrow ? Expected.orThrown(count, Exception.class) : count;
    }

    /** A run that returned did all of it; the plan's guess for one that threw is that it changed nothing. */
    public void apply(BatchModel model, Outcome actual) {
        if (actual.threw()) {
            return;
        }
        for (String id : claimable(model)) {
            finish(model, id, true);
        }
    }

    /** A worker of the run claimed {@code id} and, when {@code paying} and the ledger lets it, paid it. */
    private void finish(BatchModel model, String id, boolean paying) {
        boolean inLedger = model.ledger.contains(id);
        model.claim(id, BatchModel.RUN_WORKER, now, ttl);
        if (paying && !inLedger) {
            model.pay(id);
        }
    }

    /** After a run that threw: every mix of jobs left alone, claimed only, or paid, where their troubles allow. */
    public List<BatchModel> possibleAfter(BatchModel model, Outcome actual) {
        List<String> jobs = claimable(model);
        if (!actual.threw() || jobs.isEmpty()) {
            return List.of();
        }
        List<BatchModel> states = new ArrayList<>(List.of(model.copy()));
        for (String id : jobs) {
            List<BatchModel> next = new ArrayList<>();
            for (BatchModel state : states) {
                if (!failsClaim(model, id)) {
                    if (!trouble.failsPay(id, target)) {
                        BatchModel paid = state.copy();
                        finish(paid, id, true);
                        next.add(paid);
                    }
                    BatchModel claimed = state.copy();
                    finish(claimed, id, false);
                    next.add(claimed);
                }
                next.add(state);
            }
            states = next;
        }
        return states;
    }

    public List<Op<BatchWorld, BatchModel>> simpler() {
        return workers == 1 ? List.of() : List.of(new RunPending(1, now, ttl, trouble, target));
    }
}
