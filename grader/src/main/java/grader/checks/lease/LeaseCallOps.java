package grader.checks.lease;

import static grader.checks.lease.LeaseSetupOps.on;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import grader.check.Values;
import grader.check.db.WriteLockHolder;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.Schedules;

/** The generated calls of steps 4 to 8: claim, renew, complete, release, claimMany. */
final class LeaseCallOps {
    private LeaseCallOps() {
    }

    record Claim(int which, String id, String owner, double now, double ttl) implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return on(which, "claim(db, " + JobsDb.shown(id) + ", " + JobsDb.shown(owner) + ", now=" + now
                    + ", ttl=" + ttl + ")");
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> world.instance(which).claim(world.path(), id, owner, now, ttl));
        }

        public Expected expect(LeaseModel model) {
            if (ttl <= 0) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            boolean takes = model.claimable(id, now);
            return model.underFailure(Expected.value(takes ? model.job(id).fence + 1 : null), takes);
        }

        public void apply(LeaseModel model, Outcome actual) {
            if (!actual.threw() && !model.writesFail && ttl > 0 && model.claimable(id, now)) {
                model.take(id, owner, now, ttl);
            }
        }

        public List<Op<LeaseWorld, LeaseModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Claim(0, id, owner, now, ttl));
        }
    }

    record Renew(int which, String id, String owner, long fence, double now, double ttl)
            implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return on(which, "renew(db, " + JobsDb.shown(id) + ", " + JobsDb.shown(owner) + ", fence=" + fence
                    + ", now=" + now + ", ttl=" + ttl + ")");
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> world.instance(which).renew(world.path(), id, owner, fence, now, ttl));
        }

        public Expected expect(LeaseModel model) {
            if (ttl <= 0) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            boolean renews = model.holds(id, owner, fence, now);
            return model.underFailure(Expected.value(renews), renews);
        }

        public void apply(LeaseModel model, Outcome actual) {
            if (!actual.threw() && !model.writesFail && ttl > 0 && model.holds(id, owner, fence, now)) {
                model.job(id).until = now + ttl;
            }
        }

        public List<Op<LeaseWorld, LeaseModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Renew(0, id, owner, fence, now, ttl));
        }
    }

    record Complete(int which, String id, String owner, long fence, double now, String result)
            implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return on(which, "complete(db, " + JobsDb.shown(id) + ", " + JobsDb.shown(owner) + ", fence=" + fence
                    + ", now=" + now + ", " + JobsDb.shown(result) + ")");
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> world.instance(which).complete(world.path(), id, owner, fence, now, result));
        }

        public Expected expect(LeaseModel model) {
            boolean completes = model.holds(id, owner, fence, now);
            return model.underFailure(Expected.value(completes), completes);
        }

        public void apply(LeaseModel model, Outcome actual) {
            if (!actual.threw() && !model.writesFail && model.holds(id, owner, fence, now)) {
                model.job(id).result = result;
                model.job(id).done = 1;
            }
        }

        public List<Op<LeaseWorld, LeaseModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Complete(0, id, owner, fence, now, result));
        }
    }

    record Release(int which, String id, String owner, long fence) implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return on(which, "release(db, " + JobsDb.shown(id) + ", " + JobsDb.shown(owner) + ", fence=" + fence + ")");
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> world.instance(which).release(world.path(), id, owner, fence));
        }

        public Expected expect(LeaseModel model) {
            return model.underFailure(Expected.value(releasable(model)), releasable(model));
        }

        public void apply(LeaseModel model, Outcome actual) {
            if (!actual.threw() && !model.writesFail && releasable(model)) {
                model.job(id).owner = null;
                model.job(id).until = 0;
            }
        }

        private boolean releasable(LeaseModel model) {
            LeaseModel.Job job = model.job(id);
            return job != null && owner.equals(job.owner) && job.fence == fence && job.done == 0;
        }

        public List<Op<LeaseWorld, LeaseModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Release(0, id, owner, fence));
        }
    }

    /**
     * Which owner wins a claimable job is the code's choice (its pool decides): any one of them,
     * with the next fence, the others {@code null}; the model then holds the winner's lease.
     * With {@code lockHeld} the grader holds the write lock while the call runs (at most
     * {@link #HOLD_MILLIS}): a claim whose busy timeout ends first meets SQLITE_BUSY, and that
     * error must reach the caller; a list of nulls would say another owner had won.
     */
    record ClaimMany(int which, String id, List<String> owners, double now, double ttl, boolean lockHeld)
            implements Op<LeaseWorld, LeaseModel> {
        /** Past sqlite-jdbc's default busy timeout (3 s) and the 1 to 2 s most code sets, short of a check's limit. */
        static final long HOLD_MILLIS = 3500;

        ClaimMany(int which, String id, List<String> owners, double now, double ttl) {
            this(which, id, owners, now, ttl, false);
        }

        public String call() {
            List<String> shown = owners.stream().map(JobsDb::shown).toList();
            String call = "claimMany(db, " + JobsDb.shown(id) + ", " + shown + ", now=" + now + ", ttl=" + ttl + ")";
            return on(which, lockHeld ? call + " while the grader holds the write lock (BEGIN IMMEDIATE on a"
                    + " connection of its own) until the call returns, at most " + HOLD_MILLIS + " ms" : call);
        }

        public Outcome perform(LeaseWorld world) throws Exception {
            if (!lockHeld && owners.size() > 1) {
                return forced(world);
            }
            if (!lockHeld) {
                return Outcome.of(() -> world.instance(which).claimMany(world.path(), id, owners, now, ttl));
            }
            try (WriteLockHolder held = WriteLockHolder.take(world.db().file, HOLD_MILLIS)) {
                return Outcome.of(() -> world.instance(which).claimMany(world.path(), id, owners, now, ttl));
            }
        }

        /**
         * The claims' statements round robin over their connections: an owner named twice on a
         * claimable job makes two claims that race, and left to the scheduler a racy claim would
         * show in some grades of a seed and not in others.
         */
        private Outcome forced(LeaseWorld world) throws InterruptedException {
            Actor.Call call = new Actor.Call("claimMany",
                    () -> world.instance(which).claimMany(world.path(), id, owners, now, ttl));
            return Outcome.ofRace(ForcedRun.perConnection(world.db().file, owners.size(), call).allowingCallsWithoutSql()
                    .run(Schedules.roundRobin("C1")).outcomes().get("claimMany"));
        }

        public Expected expect(LeaseModel model) {
            if (ttl <= 0) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            if (!model.claimable(id, now)) {
                Expected refused = Expected.value(nulls(-1, 0));
                return lockHeld ? Expected.orThrown(refused, SQLException.class) : model.underFailure(refused, false);
            }
            if (model.writesFail) {
                return model.underFailure(Expected.value(nulls(-1, 0)), true);
            }
            long fence = model.job(id).fence + 1;
            Expected won = Expected.matching("returns a list of " + owners.size() + " with exactly one " + fence
                    + " and null for every other owner, in the order of the owners",
                    value -> winner(value, fence) >= 0, nulls(0, fence));
            // Busy past the code's own timeout is a database error, never "another owner won".
            return lockHeld ? Expected.orThrown(won, SQLException.class) : won;
        }

        public void apply(LeaseModel model, Outcome actual) {
            if (actual.threw() || model.writesFail || ttl <= 0 || !model.claimable(id, now)) {
                return;
            }
            int winner = Math.max(0, winner(actual.value(), model.job(id).fence + 1));
            model.take(id, owners.get(winner), now, ttl);
        }

        /** The index of the one owner that got {@code fence}, or -1 when the list is not one winner and nulls. */
        private int winner(Object value, long fence) {
            if (!(value instanceof List<?> list) || list.size() != owners.size()) {
                return -1;
            }
            int winner = -1;
            for (int i = 0; i < list.size(); i++) {
                Object item = list.get(i);
                if (item == null) {
                    continue;
                }
                if (winner >= 0 || !Values.same(fence, item)) {
                    return -1;
                }
                winner = i;
            }
            return winner;
        }

        private List<Long> nulls(int winnerAt, long fence) {
            List<Long> list = new ArrayList<>();
            for (int i = 0; i < owners.size(); i++) {
                list.add(i == winnerAt ? fence : null);
            }
            return list;
        }

        public List<Op<LeaseWorld, LeaseModel>> simpler() {
            return which == 0 ? List.of() : List.of(new ClaimMany(0, id, owners, now, ttl, lockHeld));
        }
    }
}
