package grader.checks.batch;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import grader.check.db.WriteFailures;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import labs.ConflictException;

/** The generated calls of the batch lab's steps 1 to 5 and 7 (step 6's is {@link RunPending}), and the grader's own writes between them. */
final class BatchOps {
    /** The writes a failure window makes fail; the ledger's only with {@code ledgerToo}. */
    private static List<WriteFailures.Write> failing(boolean ledgerToo) {
        List<WriteFailures.Write> writes = new ArrayList<>(List.of(WriteFailures.insertsInto("reward_job"),
                WriteFailures.updatesOf("reward_job"), WriteFailures.insertsInto("wallet"), WriteFailures.updatesOf("wallet")));
        if (ledgerToo) {
            writes.add(WriteFailures.insertsInto("reward_ledger"));
        }
        return writes;
    }

    private BatchOps() {
    }

    static String on(int which, String call) {
        return which == 0 ? call : "(second instance, on its own connection) " + call;
    }

    static String q(String text) {
        return '"' + text.replace("\n", "\\n") + '"';
    }

    /** initDb on the new file, or again on one with rows (which must keep every row). */
    record InitDb(int which, boolean first) implements Op<BatchWorld, BatchModel> {
        public String call() {
            return on(which, first ? "initDb(con)" : "initDb(con) again");
        }

        public Outcome perform(BatchWorld world) {
            return Outcome.of(() -> {
                world.instance(which).initDb(world.connection(which));
                return null;
            });
        }

        public Expected expect(BatchModel model) {
            return first ? Expected.value(null) : model.underFailure(Expected.value(null), false);
        }

        public void apply(BatchModel model, Outcome actual) {
        }

        public boolean removable() {
            return !first;
        }
    }

    /** The grader writes a job (and its player's wallet, and maybe a ledger row) itself: what a crashed run left. */
    record Seed(String id, String player, long gold, String status, String owner, double lease, long fence,
            boolean ledgerRow) implements Op<BatchWorld, BatchModel> {
        public String call() {
            return "the grader stores job " + q(id) + " {player=" + q(player) + ", gold=" + gold + ", status=" + status
                    + ", owner=" + (owner == null ? "null" : q(owner)) + ", lease_until=" + lease + ", fence=" + fence + "}"
                    + (ledgerRow ? " and its ledger row" : "") + " itself";
        }

        public Outcome perform(BatchWorld world) {
            return Outcome.of(() -> {
                world.db().execute("INSERT OR REPLACE INTO " + BatchDb.JOB_ROW + " VALUES (" + lit(id) + ", " + lit(player)
                        + ", " + gold + ", " + lit(status) + ", " + lit(owner) + ", " + lease + ", " + fence + ")",
                        "INSERT OR IGNORE INTO wallet(player_id, gold) VALUES (" + lit(player) + ", 0)",
                        ledgerRow ? "INSERT OR IGNORE INTO reward_ledger(job_id) VALUES (" + lit(id) + ")" : "SELECT 1");
                return null;
            });
        }

        private static String lit(String text) {
            return text == null ? "NULL" : "'" + text.replace("'", "''") + "'";
        }

        public Expected expect(BatchModel model) {
            return Expected.value(null);
        }

        public void apply(BatchModel model, Outcome actual) {
            BatchModel.Job job = new BatchModel.Job();
            job.player = player;
            job.gold = gold;
            job.status = status;
            job.owner = owner;
            job.leaseUntil = lease;
            job.fence = fence;
            model.jobs.put(id, job);
            model.wallets.putIfAbsent(player, 0L);
            if (ledgerRow) {
                model.ledger.add(id);
            }
        }
    }

    /**
     * The grader makes writes fail, or stops: the job and wallet tables always, the ledger too
     * when {@code ledgerToo} (from step 5, whose clause is what a failing ledger insert means).
     */
    record FailWrites(boolean on, boolean ledgerToo) implements Op<BatchWorld, BatchModel> {
        public String call() {
            return !on ? "the grader drops its failing triggers again"
                    : ledgerToo ? "the grader makes every write to the three tables fail (triggers raise an error)"
                    : "the grader makes every write to reward_job and wallet fail (triggers raise an error)";
        }

        public Outcome perform(BatchWorld world) {
            return Outcome.of(() -> {
                if (on) {
                    WriteFailures.start(world.db().file, failing(ledgerToo));
                } else {
                    WriteFailures.stop(world.db().file, failing(true));
                }
                return null;
            });
        }

        public Expected expect(BatchModel model) {
            return Expected.value(null);
        }

        public void apply(BatchModel model, Outcome actual) {
            model.writesFail = on;
            model.ledgerFails = on && ledgerToo;
        }
    }

    record Enqueue(int which, String id, String player, long gold) implements Op<BatchWorld, BatchModel> {
        public String call() {
            return on(which, "enqueue(con, " + q(id) + ", " + q(player) + ", " + gold + ")");
        }

        public Outcome perform(BatchWorld world) {
            return Outcome.of(() -> world.instance(which).enqueue(world.connection(which), id, player, gold));
        }

        public Expected expect(BatchModel model) {
            if (gold < 1) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            BatchModel.Job job = model.jobs.get(id);
            if (job == null) {
                return model.underFailure(Expected.value(true), true);
            }
            if (job.player.equals(player) && job.gold == gold) {
                return model.underFailure(Expected.value(false), false);
            }
            return model.underFailure(Expected.thrown(ConflictException.class), false);
        }

        public void apply(BatchModel model, Outcome actual) {
            if (gold < 1 || model.writesFail || model.jobs.containsKey(id)) {
                return;
            }
            BatchModel.Job job = new BatchModel.Job();
            job.player = player;
            job.gold = gold;
            model.jobs.put(id, job);
            model.wallets.putIfAbsent(player, 0L);
        }

        public List<Op<BatchWorld, BatchModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Enqueue(0, id, player, gold));
        }
    }

    record Claim(int which, String id, String owner, double now, double ttl) implements Op<BatchWorld, BatchModel> {
        public String call() {
            return on(which, "claim(con, " + q(id) + ", " + q(owner) + ", now=" + now + ", ttl=" + ttl + ")");
        }

        public Outcome perform(BatchWorld world) {
            return Outcome.of(() -> world.instance(which).claim(world.connection(which), id, owner, now, ttl));
        }

        public Expected expect(BatchModel model) {
            if (ttl <= 0) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            boolean takes = model.claimable(id, now);
            return model.underFailure(Expected.value(takes ? model.jobs.get(id).fence + 1 : null), takes);
        }

        public void apply(BatchModel model, Outcome actual) {
            if (ttl <= 0 || model.writesFail || !model.claimable(id, now)) {
                return;
            }
            model.claim(id, owner, now, ttl);
        }

        public List<Op<BatchWorld, BatchModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Claim(0, id, owner, now, ttl));
        }
    }

    /** One pay; {@code faultAt} names the point whose hook throws {@code injected} (null: a hook that only listens). */
    record Pay(int which, String id, String owner, long fence, double now, String faultAt, RuntimeException injected)
            implements Op<BatchWorld, BatchModel> {
        public String call() {
            return on(which, "pay(con, " + q(id) + ", " + q(owner) + ", fence=" + fence + ", now=" + now + ", "
                    + (faultAt == null ? "null" : "a hook that throws at " + faultAt) + ")");
        }

        public Outcome perform(BatchWorld world) {
            return Outcome.of(() -> world.instance(which).pay(world.connection(which), id, owner, fence, now, point -> {
                if (point.equals(faultAt)) {
                    throw injected;
                }
            }));
        }

        private boolean pays(BatchModel model) {
            return model.holds(id, owner, fence, now) && !model.ledger.contains(id);
        }

        public Expected expect(BatchModel model) {
            if (!pays(model)) {
                return model.underFailure(Expected.value(false), false);
            }
            Expected hook = faultAt == null ? null : Expected.of("throws the hook's own exception, unchanged ("
                    + injected + ")", o -> o.thrown() == injected, new Outcome(null, injected));
            if (model.writesFail) {
                // After the ledger's insert, while only the job and wallet tables fail, the hook may be
                // reached first: the reference reads the job and inserts the ledger row before any
                // write that fails, while code that checks its fence with an UPDATE of the job meets
                // the failure first. Every other fault point comes after a write that fails.
                boolean hookFirst = "after-ledger".equals(faultAt) && !model.ledgerFails;
                return hookFirst ? Expected.orThrown(hook, SQLException.class) : Expected.thrown(SQLException.class);
            }
            return hook != null ? hook : Expected.value(true);
        }

        public void apply(BatchModel model, Outcome actual) {
            if (!pays(model) || model.writesFail || faultAt != null && !faultAt.equals("after-commit")) {
                return;
            }
            model.pay(id);
        }

        public List<Op<BatchWorld, BatchModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Pay(0, id, owner, fence, now, faultAt, injected));
        }
    }
}
