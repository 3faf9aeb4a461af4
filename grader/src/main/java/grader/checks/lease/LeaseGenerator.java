package grader.checks.lease;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import grader.check.explore.Generator;
import grader.check.explore.Op;
import grader.check.explore.Racing;

/**
 * Draws sequences of lease calls up to one step, half of them calls of that step. Values are
 * drawn near the places where the contract draws a line, not uniformly: ids that differ from
 * each other only in case, spaces or SQL wildcard characters; a clock that lands exactly on a
 * lease's end, a fraction before or after it within the same second; ttl zero, negative or
 * tiny; fences that match, are one off, or are too large for an int or a double; jobs left by
 * another worker, done or not; the second instance; writes the grader makes fail for a while. The generator plans with a model of its
 * own, so that fences and owners it passes are those the contract makes current.
 */
final class LeaseGenerator implements Generator<LeaseWorld, LeaseModel> {
    private static final List<List<String>> ID_FAMILIES = List.of(
            List.of("job-1", "Job-1", "job-1 ", " job-1", "JOB-1"),
            List.of("job_1", "job%1", "jobX1", "job-1"),
            List.of("o'brien", "O'BRIEN", "o\"brien"),
            List.of("잡-1", "잡-2", "job\n1", "job 1"),
            List.of("a%", "ab", "a_", "a"));
    private static final List<String> OWNERS = List.of("A", "B", "a", "A ", "w'1", "%");
    private static final double[] TTLS = {5, 2.5, 0.75, 0.001, 30};
    private static final double[] BAD_TTLS = {0, -1, -0.5, -0.0};
    private static final long[] BIG_FENCES = {2_147_483_647L, 4_294_967_296L, 9_007_199_254_740_993L, 41};

    /** Calls per sequence, the set-up included: about 50 calls a check, so 100 ms a call still ends well inside its limit. */
    static final int CALLS = 12;
    /** From step 2 to 7, one drawn call in this many is two calls at once instead (see {@link Racing}). */
    private static final int RACE_ONE_IN = 5;
    /** How often, from step 3, another worker changes a stored row and state reads it straight after. */
    private static final int OTHER_WORKER_ONE_IN = 5;

    private final int step;
    private final int calls;
    /** Whether each sequence has one write killed at every statement boundary (see {@link KilledAtEveryStatement}). */
    private final boolean kills;
    /** Whether a claimMany of this check already met the grader's held write lock (see {@link #claimMany}). */
    private boolean lockHeldDrawn;

    LeaseGenerator(int step, int calls) {
        this(step, calls, false);
    }

    private LeaseGenerator(int step, int calls, boolean kills) {
        this.step = step;
        this.calls = calls;
        this.kills = kills;
    }

    /**
     * Sequences up to {@code step} with one write of the step (a claim at step 4, a complete
     * at step 6, ...) killed at every statement boundary in turn, amid
     * everything else the generator draws but the window of failing writes (a process of its
     * own does not meet the grader's failing writes).
     */
    static LeaseGenerator killing(int step, int calls) {
        return new LeaseGenerator(step, calls, true);
    }

    @Override
    public List<Op<LeaseWorld, LeaseModel>> sequence(SplittableRandom random) {
        Plan plan = new Plan(random, step);
        plan.add(new LeaseSetupOps.InitDb());
        if (random.nextInt(3) == 0) {
            plan.add(seed(plan));
        }
        setUpScene(plan);
        // Half the sequences have a window in which the grader makes writes fail: two calls of the
        // step under test meet it, at a random place, so an error path is tried as often as a happy one.
        int window = !kills && step >= 2 && random.nextBoolean() ? plan.ops.size() + random.nextInt(Math.max(1, calls - plan.ops.size() - 3)) : -1;
        int killAt = kills ? plan.ops.size() + random.nextInt(Math.max(1, calls - plan.ops.size() - 1)) : -1;
        while (plan.ops.size() < calls) {
            if (plan.ops.size() == killAt) {
                plan.add(new KilledAtEveryStatement(write(plan)));
                continue;
            }
            if (plan.ops.size() == window) {
                plan.add(new LeaseSetupOps.FailWrites(true));
                plan.add(next(plan, step));
                plan.add(next(plan, step));
                plan.add(new LeaseSetupOps.FailWrites(false));
                continue;
            }
            // The takeover and its state are two ops in a row: never placed where they would step
            // over the window's start; the killing sequences keep their one kill and draw as they did.
            if (!kills && step >= 3 && plan.ops.size() + 1 != window && !plan.model.jobs.isEmpty()
                    && random.nextInt(OTHER_WORKER_ONE_IN) == 0) {
                otherWorkerThenState(plan);
                continue;
            }
            if (step >= 2 && step <= 7 && random.nextInt(RACE_ONE_IN) == 0) {
                plan.add(race(plan));
                continue;
            }
            plan.add(next(plan, random.nextBoolean() ? step : 1 + random.nextInt(step)));
        }
        return plan.ops;
    }

    /**
     * Jobs to work on before the drawn calls: one or two enqueued (from step 4 the first, in
     * the sequences whose clock starts on a half second, a free job stored with a fence at an edge), and from step 4 on one of
     * them claimed, so that the calls of the step under test meet live leases (and their
     * ends) instead of waiting for a chance order of enqueue and claim.
     */
    private void setUpScene(Plan plan) {
        if (step < 2) {
            return;
        }
        int jobs = 1 + plan.random.nextInt(2);
        for (int i = 0; i < jobs; i++) {
            if (i == 0 && step >= 4 && plan.clock % 1 != 0) {
                // A free job whose earlier generations took its fence to an edge of int, or past
                // what a double holds: the scene's claim then raises it there. Chosen from the
                // sequence's clock, not drawn, so the rest of every sequence stays as it was.
                long edge = BIG_FENCES[(int) plan.clock % 3];
                plan.add(new LeaseSetupOps.Seed(plan.id(), null, 0, edge, null, 0));
                continue;
            }
            plan.add(new LeaseSetupOps.Enqueue(0, plan.id()));
        }
        if (step >= 4) {
            plan.add(new LeaseCallOps.Claim(0, plan.knownId(), plan.owner(), plan.tick(), plan.pick(TTLS)));
        }
    }

    /**
     * The step's own write, where the model has a row it changes: at step 4 a claim of a job a
     * claim takes now; at steps 5, 6 and 7 the current owner's renew, complete or release (a
     * claim while no lease is held).
     */
    private Op<LeaseWorld, LeaseModel> write(Plan plan) {
        int kind = Math.min(Math.max(step, 4), 7);
        double now = plan.tick();
        String free = plan.model.jobs.keySet().stream().filter(id -> plan.model.claimable(id, now)).findFirst()
                .orElse(plan.knownId());
        String held = plan.model.jobs.entrySet().stream().filter(e -> e.getValue().owner != null && e.getValue().done == 0
                && plan.model.holds(e.getKey(), e.getValue().owner, e.getValue().fence, now)).map(Map.Entry::getKey)
                .findFirst().orElse(null);
        if (kind == 4 || held == null) {
            return new LeaseCallOps.Claim(plan.instance(), free, plan.owner(), now, plan.pick(TTLS));
        }
        LeaseModel.Job job = plan.model.job(held);
        return switch (kind) {
            case 5 -> new LeaseCallOps.Renew(plan.instance(), held, job.owner, job.fence, now, plan.pick(TTLS));
            case 6 -> new LeaseCallOps.Complete(plan.instance(), held, job.owner, job.fence, now, "r" + plan.ops.size());
            default -> new LeaseCallOps.Release(plan.instance(), held, job.owner, job.fence);
        };
    }

    /**
     * Two calls of the lab at once, each through its own instance (a call opens its own
     * connection), drawn from the same state, one of them the step's own; a drawn call that is
     * the grader's own set-up is made alone instead, before the other.
     */
    private Op<LeaseWorld, LeaseModel> race(Plan plan) {
        Op<LeaseWorld, LeaseModel> a = next(plan, step);
        Op<LeaseWorld, LeaseModel> b = next(plan, plan.random.nextBoolean() ? step : 2 + plan.random.nextInt(step - 1));
        if (!(labCall(a) && labCall(b))) {
            plan.add(a);
            return b;
        }
        return new Racing<>(a, b, plan.random.nextLong(), RACES);
    }

    private static boolean labCall(Op<LeaseWorld, LeaseModel> op) {
        return op instanceof LeaseSetupOps.Enqueue || op instanceof LeaseSetupOps.State || op instanceof LeaseCallOps.Claim
                || op instanceof LeaseCallOps.Renew || op instanceof LeaseCallOps.Complete
                || op instanceof LeaseCallOps.Release;
    }

    /** Racing calls share the run's file; an order is tried on a copy of the model. */
    private static final Racing.Support<LeaseWorld, LeaseModel> RACES =
            Racing.support(world -> world.db().file, LeaseModel::copy);

    private Op<LeaseWorld, LeaseModel> next(Plan plan, int chosenStep) {
        return switch (chosenStep) {
            case 1 -> plan.random.nextBoolean() && !plan.model.writesFail ? seed(plan)
                    : new LeaseSetupOps.InitAgain(plan.instance());
            case 2 -> new LeaseSetupOps.Enqueue(plan.instance(), plan.id());
            case 3 -> new LeaseSetupOps.State(plan.instance(), plan.knownId());
            case 4 -> new LeaseCallOps.Claim(plan.instance(), plan.claimableId(), plan.owner(), plan.tick(), plan.ttl());
            case 5 -> renew(plan);
            case 6 -> complete(plan);
            case 7 -> release(plan);
            default -> claimMany(plan);
        };
    }

    /**
     * Another worker (the grader's own connection) takes over a stored job, as a claim of its own
     * would, and one of the instances reads it at once: the state is the stored row, never one
     * the instance remembers from its own last write.
     */
    private static void otherWorkerThenState(Plan plan) {
        List<String> stored = new ArrayList<>(plan.model.jobs.keySet());
        String id = stored.get(plan.random.nextInt(stored.size()));
        LeaseModel.Job job = plan.model.jobs.get(id);
        long fence = job.fence == Long.MAX_VALUE ? job.fence : job.fence + 1;
        plan.add(new LeaseSetupOps.Seed(id, plan.owner(), plan.clock + plan.pick(TTLS), fence, job.result, job.done));
        plan.add(new LeaseSetupOps.State(plan.instance(), id));
    }

    private static Op<LeaseWorld, LeaseModel> seed(Plan plan) {
        String id = plan.id();
        boolean held = plan.random.nextBoolean();
        double until = held ? plan.clock + plan.pick(TTLS) : plan.random.nextInt(3) * 0.5;
        long fence = plan.random.nextInt(3) == 0 ? plan.random.nextInt(4) : plan.pick(BIG_FENCES);
        int done = plan.random.nextInt(4) == 0 ? 1 : 0;
        return new LeaseSetupOps.Seed(id, held ? plan.owner() : null, until, fence, done == 1 ? "r0" : null, done);
    }

    private static Op<LeaseWorld, LeaseModel> renew(Plan plan) {
        String id = plan.knownId();
        return new LeaseCallOps.Renew(plan.instance(), id, plan.ownerOf(id), plan.fenceOf(id), plan.tick(), plan.ttl());
    }

    private static Op<LeaseWorld, LeaseModel> complete(Plan plan) {
        String id = plan.knownId();
        return new LeaseCallOps.Complete(plan.instance(), id, plan.ownerOf(id), plan.fenceOf(id), plan.tick(),
                "r" + plan.ops.size());
    }

    private static Op<LeaseWorld, LeaseModel> release(Plan plan) {
        String id = plan.knownId();
        return new LeaseCallOps.Release(plan.instance(), id, plan.ownerOf(id), plan.fenceOf(id));
    }

    /**
     * Several owners only where the job is not claimable (every claim refused, whatever the
     * order): on a claimable job two owners race, and a racy claim would be caught on some
     * runs and not others. That race is judged by the checks that force its schedule
     * (claim-many-one-winner-per-round); here a claimable job meets one owner, sometimes named
     * more than once. The first such
     * call of a check meets the write lock held by the grader past a busy timeout: the busy
     * error must be thrown, not read as "another owner won".
     */
    private Op<LeaseWorld, LeaseModel> claimMany(Plan plan) {
        String id = plan.claimableId();
        double now = plan.tick();
        List<String> owners = new ArrayList<>();
        boolean claimable = plan.model.claimable(id, now);
        // One wait of up to HOLD_MILLIS per check: patient code pays it, so it is never drawn twice.
        boolean lockHeld = !lockHeldDrawn && plan.step == 8 && claimable && !plan.model.writesFail;
        lockHeldDrawn |= lockHeld;
        if (claimable) {
            // One owner, now and then named twice or three times: still one winner, whichever
            // copy wins, and code that claims once per distinct owner shows. The copies' claims
            // race in an order the grader forces (see ClaimMany); under the held lock, whose gate
            // decides the waits, there is one.
            String owner = plan.owner();
            int copies = !lockHeld && plan.random.nextInt(3) == 0 ? 2 + plan.random.nextInt(2) : 1;
            for (int i = 0; i < copies; i++) {
                owners.add(owner);
            }
        } else {
            int count = 1 + plan.random.nextInt(4);
            for (int i = 0; i < count; i++) {
                owners.add(plan.owner());
            }
        }
        return new LeaseCallOps.ClaimMany(plan.instance(), id, owners, now, plan.ttl(), lockHeld);
    }

    /** The sequence so far, the generator's own model of it, and the clock. */
    private static final class Plan {
        final SplittableRandom random;
        final List<Op<LeaseWorld, LeaseModel>> ops = new ArrayList<>();
        final LeaseModel model = new LeaseModel();
        final List<String> family;
        double clock;

        final int step;

        Plan(SplittableRandom random, int step) {
            this.random = random;
            this.step = step;
            this.family = ID_FAMILIES.get(random.nextInt(ID_FAMILIES.size()));
            this.clock = 10 + random.nextInt(3) + (random.nextBoolean() ? 0.5 : 0);
        }

        void add(Op<LeaseWorld, LeaseModel> op) {
            ops.add(op);
            op.apply(model, op.expect(model).typical());
        }

        int instance() {
            return random.nextInt(4) == 0 ? 1 : 0;
        }

        /** From step 2 on one of the family's near-misses; in step 1 (rows another worker left) plainly different ids. */
        String id() {
            if (step < 2) {
                return "job-" + (1 + random.nextInt(3));
            }
            return family.get(random.nextInt(Math.min(family.size(), 3)));
        }

        /** Mostly an id the model knows, sometimes a near-miss of it. */
        String knownId() {
            List<String> known = new ArrayList<>(model.jobs.keySet());
            if (known.isEmpty() || random.nextInt(5) == 0) {
                return family.get(random.nextInt(family.size()));
            }
            return known.get(random.nextInt(known.size()));
        }

        /** Half the time a job a claim at the current clock would take (when there is one), else any known id. */
        String claimableId() {
            List<String> free = new ArrayList<>();
            model.jobs.keySet().stream().filter(id -> model.claimable(id, clock)).forEach(free::add);
            return free.isEmpty() || random.nextBoolean() ? knownId() : free.get(random.nextInt(free.size()));
        }

        String owner() {
            return OWNERS.get(random.nextInt(random.nextInt(3) == 0 ? OWNERS.size() : 2));
        }

        /** Mostly the current owner, sometimes another one. */
        String ownerOf(String id) {
            LeaseModel.Job job = model.job(id);
            return job != null && job.owner != null && random.nextInt(4) != 0 ? job.owner : owner();
        }

        /** Mostly the current fence, sometimes one off or another generation. */
        long fenceOf(String id) {
            LeaseModel.Job job = model.job(id);
            long current = job == null ? 1 : job.fence;
            return switch (random.nextInt(8)) {
                case 0 -> current - 1;
                case 1 -> current + 1;
                case 2 -> current + 4_294_967_296L;
                default -> current;
            };
        }

        double ttl() {
            return random.nextInt(8) == 0 ? pick(BAD_TTLS) : pick(TTLS);
        }

        /** The clock of the next call: it never goes back; it often lands on, or just beside, a lease's end. */
        double tick() {
            // The ends of running leases first: that is where renew, complete and claim draw their lines.
            List<Double> ends = new ArrayList<>();
            model.jobs.values().stream().filter(job -> job.owner != null && job.done == 0 && job.until >= clock)
                    .forEach(job -> ends.add(job.until));
            if (ends.isEmpty()) {
                model.jobs.values().forEach(job -> ends.add(job.until));
            }
            double next = switch (random.nextInt(6)) {
                case 0 -> clock;
                case 1 -> clock + 0.25;
                case 2, 3 -> ends.isEmpty() ? clock + 1 : ends.get(random.nextInt(ends.size()));
                case 4 -> ends.isEmpty() ? clock + 0.5 : ends.get(random.nextInt(ends.size())) - 0.25;
                default -> ends.isEmpty() ? clock + 5 : ends.get(random.nextInt(ends.size())) + 0.25;
            };
            clock = Math.max(clock, next);
            return clock;
        }

        double pick(double[] values) {
            return values[random.nextInt(values.length)];
        }

        long pick(long[] values) {
            return values[random.nextInt(values.length)];
        }
    }
}
