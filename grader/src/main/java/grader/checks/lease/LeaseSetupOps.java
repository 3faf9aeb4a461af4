package grader.checks.lease;

import java.util.List;
import java.util.Map;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import grader.check.explore.ThreadsLeft;

/** The generated calls of steps 1 to 3 (and the grader's own writes that set a scene). */
final class LeaseSetupOps {
    private LeaseSetupOps() {
    }

    /** Shows which instance makes a call: the second only when it is not the first. */
    static String on(int which, String call) {
        return which == 0 ? call : "(second instance) " + call;
    }

    /** initDb on a new file: every sequence starts with it. */
    record InitDb() implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return "initDb(db)";
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> {
                world.first().initDb(world.path());
                return null;
            });
        }

        public Expected expect(LeaseModel model) {
            return Expected.value(null);
        }

        public void apply(LeaseModel model, Outcome actual) {
        }

        public boolean removable() {
            return false;
        }
    }

    /** initDb again, on a file with rows: every row stays as it is. */
    record InitAgain(int which) implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return on(which, "initDb(db) again");
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> {
                world.instance(which).initDb(world.path());
                return null;
            });
        }

        public Expected expect(LeaseModel model) {
            return Expected.value(null);
        }

        public void apply(LeaseModel model, Outcome actual) {
        }

        public List<Op<LeaseWorld, LeaseModel>> simpler() {
            return which == 0 ? List.of() : List.of(new InitAgain(0));
        }
    }

    /** The grader writes a row itself (a job another worker left), through its own connection. */
    record Seed(String id, String owner, double until, long fence, String result, int done)
            implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return "the grader stores the row " + JobsDb.job(id, owner, until, fence, result, done)
                    + " itself";
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> {
                world.db().put(id, owner, until, fence, result, done);
                return null;
            });
        }

        public Expected expect(LeaseModel model) {
            return Expected.value(null);
        }

        public void apply(LeaseModel model, Outcome actual) {
            LeaseModel.Job job = new LeaseModel.Job();
            job.owner = owner;
            job.until = until;
            job.fence = fence;
            job.result = result;
            job.done = done;
            model.jobs.put(id, job);
        }
    }

    /**
     * The grader makes every insert and update of jobs fail, or stops doing so: a trigger that
     * raises, the way a constraint or a full disk fails a write mid-transaction.
     */
    record FailWrites(boolean on) implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return on ? "the grader makes every insert and update of jobs fail (a trigger raises an error)"
                    : "the grader drops its failing triggers again";
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> {
                if (!on) {
                    // A claimMany that threw may leave claims of its shut-down pool still running (the
                    // contract asks for shutdown, not for a wait): they end first, while writes still fail.
                    ThreadsLeft.since(world.threadsBefore(), PoolWatch.GRACE_MILLIS);
                }
                world.db().failWrites(on);
                return null;
            });
        }

        public Expected expect(LeaseModel model) {
            return Expected.value(null);
        }

        public void apply(LeaseModel model, Outcome actual) {
            model.writesFail = on;
        }
    }

    record Enqueue(int which, String id) implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return on(which, "enqueue(db, " + JobsDb.shown(id) + ")");
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> world.instance(which).enqueue(world.path(), id));
        }

        public Expected expect(LeaseModel model) {
            boolean inserts = model.job(id) == null;
            return model.underFailure(Expected.value(inserts), inserts);
        }

        public void apply(LeaseModel model, Outcome actual) {
            if (!model.writesFail) {
                model.jobs.putIfAbsent(id, new LeaseModel.Job());
            }
        }

        public List<Op<LeaseWorld, LeaseModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Enqueue(0, id));
        }
    }

    record State(int which, String id) implements Op<LeaseWorld, LeaseModel> {
        public String call() {
            return on(which, "state(db, " + JobsDb.shown(id) + ")");
        }

        public Outcome perform(LeaseWorld world) {
            return Outcome.of(() -> world.instance(which).state(world.path(), id));
        }

        public Expected expect(LeaseModel model) {
            Map<String, Object> row = model.row(id);
            return Expected.value(row);
        }

        public void apply(LeaseModel model, Outcome actual) {
        }

        public List<Op<LeaseWorld, LeaseModel>> simpler() {
            return which == 0 ? List.of() : List.of(new State(0, id));
        }
    }
}
