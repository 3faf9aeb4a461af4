package grader.checks.batch;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import grader.check.explore.Generator;
import grader.check.explore.Op;
import grader.check.explore.Racing;

/**
 * Draws sequences of batch calls up to one step, half of them that step's. Values come from
 * where the contract draws its lines: ids and players that differ only in case or a space,
 * gold 0, 1 and beyond the int range, clocks with fractions, on a lease's end or a quarter
 * second, a millisecond or a drawn fraction of a second beside it,
 * ttl zero or negative, fences current, one off or beyond the int range; jobs a crashed run
 * left in every state, ledger rows already written; a hook that throws at each fault point;
 * writes the grader makes fail for a while; a second instance on its own connection, and from
 * step 3 two calls at once, their statements in a forced order; from step 6 runPending with a
 * database error in the way of its own claims or pays (see {@link RunTrouble}). Killing sequences have one
 * worker in a process of its own, SIGKILLed in its pay at a fault point.
 */
final class BatchGenerator implements Generator<BatchWorld, BatchModel> {
    private static final List<String> IDS = List.of("job-1", "Job-1", "job-1 ", "job-2", "job_1");
    private static final List<String> PLAYERS = List.of("p1", "P1", "p1 ", "p2");
    private static final List<String> OWNERS = List.of("A", "B", "a");
    private static final long[] GOLD = {7, 1, 3_000_000_000L, 30, 0, -5};
    private static final double[] TTLS = {5, 2.5, 0.75, 30};
    private static final double[] BAD_TTLS = {0, -1, -0.0};
    /** How far from a lease's end a clock next to it is: under any rounding to a whole second or a hundredth. */
    private static final double TINY = 0.001;
    private static final double[] FRACTIONS = {0, 0.5, 0.25, 0.75, 0.125, 0.999};
    private static final List<String> POINTS = List.of("after-ledger", "after-wallet", "after-done", "after-commit");
    private static final List<String> STATES = List.of("PENDING", "IN_PROGRESS", "IN_PROGRESS", "DONE");

    /** Calls per sequence, the set-up included: about 50 calls a check, so 100 ms a call still ends well inside its limit. */
    static final int CALLS = 14;
    /** From step 3, one drawn call in this many is two calls at once instead (see {@link Racing}). */
    private static final int RACE_ONE_IN = 5;

    private final int step;
    private final int calls;
    /** Whether each sequence has one worker in a process of its own, killed at a fault point (see {@link KilledClaimAndPay}). */
    private final boolean kills;

    BatchGenerator(int step, int calls) {
        this(step, calls, false);
    }

    private BatchGenerator(int step, int calls, boolean kills) {
        this.step = step;
        this.calls = calls;
        this.kills = kills;
    }

    /**
     * Sequences up to {@code step} with one worker in each that claims and pays a job in a
     * process killed at a drawn fault point, half of the time followed by the takeover once its
     * lease is over: the seed's crash and restart, amid everything else the generator draws.
     */
    static BatchGenerator killing(int step, int calls) {
        return new BatchGenerator(step, calls, true);
    }

    @Override
    public List<Op<BatchWorld, BatchModel>> sequence(SplittableRandom random) {
        Plan plan = new Plan(random);
        plan.add(new BatchOps.InitDb(0, true));
        setUpScene(plan);
        // Half the sequences have a window in which the grader makes writes fail: two calls of the
        // step under test meet it, at a random place, so an error path is tried as often as a happy one.
        int window = step >= 2 && random.nextBoolean() ? plan.ops.size() + random.nextInt(Math.max(1, calls - plan.ops.size() - 3)) : -1;
        int killAt = kills ? plan.ops.size() + random.nextInt(Math.max(1, calls - plan.ops.size() - 2)) : -1;
        while (plan.ops.size() < calls) {
            if (killAt >= 0 && plan.ops.size() >= killAt) {
                killAt = -1;
                kill(plan);
                continue;
            }
            if (plan.ops.size() == window) {
                plan.add(new BatchOps.FailWrites(true, step >= 5));
                plan.add(next(plan, step));
                plan.add(next(plan, step));
                plan.add(new BatchOps.FailWrites(false, step >= 5));
                continue;
            }
            if (step >= 3 && random.nextInt(RACE_ONE_IN) == 0) {
                plan.add(race(plan));
                continue;
            }
            plan.add(next(plan, random.nextBoolean() ? step : 1 + random.nextInt(step)));
        }
        return plan.ops;
    }

    /**
     * A worker process that claims a job it may take (a new one when none is) and is killed in
     * its pay; then, half of the time, another worker takes the job over once the lease is over
     * and pays it with the new fence.
     */
    private void kill(Plan plan) {
        BatchModel model = plan.model;
        String id = model.jobs.keySet().stream().filter(j -> model.claimable(j, plan.clock) && !model.ledger.contains(j))
                .findFirst().orElse(null);
        if (id == null) {
            id = IDS.stream().filter(j -> !model.jobs.containsKey(j)).findFirst().orElse(null);
            if (id == null) {
                return;
            }
            plan.add(new BatchOps.Enqueue(0, id, plan.player(), plan.gold(true)));
        }
        double ttl = plan.pick(TTLS);
        plan.add(new KilledClaimAndPay(id, plan.owner(), plan.clock, ttl, POINTS.get(plan.random.nextInt(POINTS.size()))));
        if (plan.random.nextBoolean()) {
            plan.clock += ttl;
            plan.add(new BatchOps.Claim(plan.instance(), id, "restarted", plan.clock, plan.pick(TTLS)));
            BatchModel.Job job = model.jobs.get(id);
            plan.add(new BatchOps.Pay(plan.instance(), id, "restarted", job.fence, plan.clock, null, null));
        }
    }

    /**
     * Two calls of the lab at once, one per instance and connection, drawn from the same state
     * (claims of one job meet often: a sequence has one or two jobs); a drawn call that is the
     * grader's own set-up is made alone instead, before the other.
     */
    private Op<BatchWorld, BatchModel> race(Plan plan) {
        int kind = 2 + plan.random.nextInt(step - 1);
        plan.forcedInstance = 0;
        Op<BatchWorld, BatchModel> a = next(plan, kind);
        plan.forcedInstance = 1;
        Op<BatchWorld, BatchModel> b = next(plan, 2 + plan.random.nextInt(step - 1));
        plan.forcedInstance = -1;
        if (!(labCall(a) && labCall(b))) {
            plan.add(a);
            return b;
        }
        return new Racing<>(a, b, plan.random.nextLong(), RACES);
    }

    private static boolean labCall(Op<BatchWorld, BatchModel> op) {
        return op instanceof BatchOps.Enqueue || op instanceof BatchOps.Claim || op instanceof BatchOps.Pay;
    }

    /** Racing calls share the run's file; an order is tried on a copy of the model. */
    private static final Racing.Support<BatchWorld, BatchModel> RACES =
            Racing.support(world -> world.db().file, BatchModel::copy);

    /**
     * Jobs to work on before the drawn calls: one or two enqueued, and from step 4 on one of
     * them claimed, so that the pays of the step under test meet a live lease instead of
     * waiting for a chance order of enqueue and claim.
     */
    private void setUpScene(Plan plan) {
        if (step < 2) {
            return;
        }
        int jobs = 1 + plan.random.nextInt(2);
        for (int i = 0; i < jobs; i++) {
            plan.add(new BatchOps.Enqueue(0, plan.id(), plan.player(), plan.gold(true)));
        }
        if (step >= 4) {
            plan.add(new BatchOps.Claim(0, plan.knownId(), plan.owner(), plan.clock, plan.pick(TTLS)));
        }
    }

    private Op<BatchWorld, BatchModel> next(Plan plan, int chosen) {
        SplittableRandom random = plan.random;
        return switch (chosen) {
            case 1 -> plan.model.writesFail || random.nextBoolean() ? new BatchOps.InitDb(plan.instance(), false) : seed(plan);
            case 2 -> enqueue(plan);
            case 3 -> new BatchOps.Claim(plan.instance(), plan.knownId(), plan.owner(), plan.tick(),
                    random.nextInt(8) == 0 ? plan.pick(BAD_TTLS) : plan.pick(TTLS));
            case 6 -> random.nextInt(3) == 0 && !plan.model.writesFail ? seed(plan) : runPending(plan);
            default -> pay(plan, chosen);
        };
    }

    /**
     * A runPending at a drawn clock, most of them with a database error in the way of its own
     * claims or pays (see {@link RunTrouble}); over at most three claimable jobs, so that the
     * states a run that stopped may leave stay few.
     */
    private static Op<BatchWorld, BatchModel> runPending(Plan plan) {
        SplittableRandom random = plan.random;
        double now = plan.tick();
        List<String> claimable = plan.model.jobs.keySet().stream().filter(id -> plan.model.claimable(id, now)).toList();
        RunTrouble trouble = plan.model.writesFail || claimable.size() > 3 ? RunTrouble.NONE : trouble(random);
        String target = !trouble.namesJob() ? null
                : claimable.isEmpty() ? plan.id() : claimable.get(random.nextInt(claimable.size()));
        int workers = 1 + random.nextInt(3);
        // A held lock decides the run's waits through its own gate: one worker, so no forced order is needed beside it.
        return new RunPending(trouble == RunTrouble.LOCK_HELD ? 1 : workers, now, plan.pick(TTLS), trouble, target);
    }

    /** A third of the runs meet no trouble; a held lock, which costs its hold, is the rarest. */
    private static RunTrouble trouble(SplittableRandom random) {
        int drawn = random.nextInt(24);
        if (drawn < 8) {
            return RunTrouble.NONE;
        }
        if (drawn == 23) {
            return RunTrouble.LOCK_HELD;
        }
        RunTrouble[] failing = {RunTrouble.CLAIMS_FAIL, RunTrouble.ONE_CLAIM_FAILS, RunTrouble.PAYS_FAIL_AT_LEDGER,
            RunTrouble.PAYS_FAIL_AT_WALLET, RunTrouble.PAYS_FAIL_AT_DONE, RunTrouble.ONE_PAY_FAILS, RunTrouble.NOT_A_DATABASE};
        return failing[(drawn - 8) % failing.length];
    }

    private Op<BatchWorld, BatchModel> seed(Plan plan) {
        SplittableRandom random = plan.random;
        String status = STATES.get(random.nextInt(STATES.size()));
        boolean running = !status.equals("PENDING");
        double lease = running ? (random.nextBoolean() ? plan.clock + plan.pick(TTLS) : plan.clock - 0.25) : 0;
        long fence = running ? (random.nextBoolean() ? 1 + random.nextInt(3) : 2_147_483_648L) : 0;
        return new BatchOps.Seed(plan.id(), plan.player(), plan.gold(true), status, running ? plan.owner() : null, lease,
                // A ledger row already written is the gate of step 5: earlier steps never meet one.
                fence, step >= 5 && status.equals("IN_PROGRESS") && random.nextInt(3) == 0);
    }

    private static Op<BatchWorld, BatchModel> enqueue(Plan plan) {
        String id = plan.knownId();
        BatchModel.Job known = plan.model.jobs.get(id);
        if (known != null && plan.random.nextInt(3) == 0) {
            return new BatchOps.Enqueue(plan.instance(), id, known.player, known.gold);
        }
        return new BatchOps.Enqueue(plan.instance(), id, plan.player(), plan.gold(false));
    }

    /** Steps 4, 5 and 7 all pay: with a hook that throws at a fault point from 4 on, stale owners and fences at 7. */
    private Op<BatchWorld, BatchModel> pay(Plan plan, int chosen) {
        SplittableRandom random = plan.random;
        String id = plan.knownId();
        BatchModel.Job job = plan.model.jobs.get(id);
        if (chosen < 7 && job != null && job.status.equals("IN_PROGRESS") && !(job.leaseUntil > plan.clock)) {
            // Before step 7 a pay never meets a lease that is over (that clause is step 7's): claim it again instead.
            return new BatchOps.Claim(plan.instance(), id, plan.owner(), plan.clock, plan.pick(TTLS));
        }
        boolean stale = chosen >= 7 && random.nextInt(3) == 0;
        boolean known = job != null && job.owner != null && !job.owner.equals(BatchModel.RUN_WORKER);
        String owner = known && !stale ? job.owner : plan.owner();
        // A fence that differs (one back, or by 2^32 so that an int would match) is step 7's refusal.
        long fence = job == null ? 1 : stale ? (random.nextBoolean() ? job.fence - 1 : job.fence + 4_294_967_296L) : job.fence;
        String faultAt = chosen >= 4 && random.nextInt(3) == 0 ? POINTS.get(random.nextInt(POINTS.size())) : null;
        // Before step 7 a pay keeps a second away from a live lease's end: how close to it the owner may pay is step 7's.
        boolean live = job != null && job.status.equals("IN_PROGRESS") && job.leaseUntil > plan.clock;
        // At step 7 half of the owner's pays are next to the end of its own lease, where the refusal begins.
        double now = chosen < 7 ? (live ? Math.min(plan.clock, job.leaseUntil - 1) : plan.clock)
                : live && !stale && random.nextBoolean() ? plan.tickBeside(job.leaseUntil) : plan.tick();
        return new BatchOps.Pay(plan.instance(), id, owner, fence, now, faultAt,
                new IllegalStateException("the grader's hook fails at " + faultAt));
    }

    /** The sequence so far, the generator's own model of it, and the clock. */
    private static final class Plan {
        final SplittableRandom random;
        final List<Op<BatchWorld, BatchModel>> ops = new ArrayList<>();
        final BatchModel model = new BatchModel();
        double clock;

        Plan(SplittableRandom random) {
            this.random = random;
            // Clocks and so lease ends with fractions of every size, not only halves: a time kept as a whole number shows.
            this.clock = 100 + random.nextInt(3) + FRACTIONS[random.nextInt(FRACTIONS.length)];
        }

        void add(Op<BatchWorld, BatchModel> op) {
            ops.add(op);
            op.apply(model, op.expect(model).typical());
        }

        /** While a race is drawn, the instance its call is for; else -1. */
        int forcedInstance = -1;

        int instance() {
            return forcedInstance >= 0 ? forcedInstance : random.nextInt(4) == 0 ? 1 : 0;
        }

        String id() {
            return IDS.get(random.nextInt(IDS.size()));
        }

        String knownId() {
            List<String> known = new ArrayList<>(model.jobs.keySet());
            return known.isEmpty() || random.nextInt(5) == 0 ? id() : known.get(random.nextInt(known.size()));
        }

        String player() {
            return PLAYERS.get(random.nextInt(random.nextInt(3) == 0 ? PLAYERS.size() : 1));
        }

        String owner() {
            return OWNERS.get(random.nextInt(random.nextInt(3) == 0 ? OWNERS.size() : 2));
        }

        long gold(boolean positive) {
            long gold = GOLD[random.nextInt(GOLD.length)];
            return positive && gold < 1 ? 7 : gold;
        }

        /** Never back; often exactly on, a quarter second, a millisecond or a drawn fraction of a second beside, a lease's end. */
        double tick() {
            // The ends of running leases first: that is where claim and pay draw their lines.
            List<Double> ends = new ArrayList<>();
            model.jobs.values().stream().filter(job -> job.status.equals("IN_PROGRESS") && job.leaseUntil >= clock)
                    .forEach(job -> ends.add(job.leaseUntil));
            if (ends.isEmpty()) {
                model.jobs.values().forEach(job -> ends.add(job.leaseUntil));
            }
            return tickBeside(ends.isEmpty() ? clock + 1 : ends.get(random.nextInt(ends.size())));
        }

        /** The clock moved on to, or beside, {@code end}: never back. */
        double tickBeside(double end) {
            double next = switch (random.nextInt(8)) {
                case 0 -> clock;
                case 1 -> clock + 0.25;
                case 2 -> end;
                case 3 -> end - 0.25;
                case 4 -> end + 0.25;
                // Next to the end on purpose: a lease end read as a whole number, or rounded, is on the wrong side.
                case 5 -> end - TINY;
                case 6 -> end + TINY;
                default -> end - (1 + random.nextInt(999)) / 1000.0;
            };
            clock = Math.max(clock, next);
            return clock;
        }

        double pick(double[] values) {
            return values[random.nextInt(values.length)];
        }
    }
}
