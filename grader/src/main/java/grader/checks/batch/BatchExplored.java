package grader.checks.batch;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.db.OpenTransactions;
import grader.check.explore.ExploredLab;
import grader.check.explore.StateDifference;
import labs.batch.BatchLab;

/**
 * The batch lab for exploring checks: each run gets a new database and two borrowed
 * connections (one per instance); after every call the three tables are read back through
 * the grader's own connection and compared with the model, and neither borrowed connection may
 * be left inside a transaction.
 */
final class BatchExplored implements ExploredLab<BatchWorld, BatchModel> {
    private final FreshInstances instances;
    private final Path dir;
    private final CheckContext context;

    BatchExplored(FreshInstances instances, Path dir, CheckContext context) {
        this.instances = instances;
        this.dir = dir;
        this.context = context;
    }

    @Override
    public BatchWorld open(int run) throws Exception {
        // Both instances of a run share a class loader of the run's own: a fresh process to the code.
        BatchLab first = instances.open(BatchLab.class, "run-" + run);
        BatchLab second = instances.open(BatchLab.class, "run-" + run);
        BatchDb db = BatchDb.at(dir, "explore-" + run + ".db");
        return new BatchWorld(db, first, second, db.open(), db.open(), context);
    }

    @Override
    public BatchModel model() {
        return new BatchModel();
    }

    @Override
    public Optional<StateDifference> compare(BatchWorld world, BatchModel model) {
        for (Connection con : List.of(world.firstCon(), world.secondCon())) {
            Optional<String> open = OpenTransactions.find(con, world.db().file);
            if (open.isPresent()) {
                return Optional.of(new StateDifference("no transaction left open", open.get()));
            }
        }
        Map<String, Object> stored;
        try {
            stored = view(world.db().file);
        } catch (SQLException | RuntimeException e) {
            return Optional.of(new StateDifference("the three tables readable, with the contract's columns", e.toString()));
        }
        Map<String, Object> expected = model.view();
        nameRunWorkers(expected, stored);
        if (Values.same(expected, stored)) {
            return Optional.empty();
        }
        return Optional.of(new StateDifference("the tables hold " + differing(expected, stored),
                "they hold " + differing(stored, expected)));
    }

    /** A job the model has claimed by a worker of runPending matches whatever owner the run stored for it. */
    @SuppressWarnings("unchecked")
    private static void nameRunWorkers(Map<String, Object> expected, Map<String, Object> stored) {
        expected.forEach((key, row) -> {
            if (row instanceof Map<?, ?> job && BatchModel.RUN_WORKER.equals(job.get("owner"))
                    && stored.get(key) instanceof Map<?, ?> actual && actual.get("owner") != null) {
                ((Map<String, Object>) actual).put("owner", BatchModel.RUN_WORKER);
            }
        });
    }

    /** Only the entries of {@code side} that the other side lacks or holds otherwise, so a long state stays readable. */
    private static String differing(Map<String, Object> side, Map<String, Object> other) {
        Map<String, Object> shown = new LinkedHashMap<>();
        side.forEach((key, value) -> {
            if (!other.containsKey(key) || !Values.same(value, other.get(key))) {
                shown.put(key, value);
            }
        });
        other.keySet().stream().filter(key -> !side.containsKey(key)).forEach(key -> shown.put(key, "(none)"));
        return Values.show(shown);
    }

    private static Map<String, Object> view(Path file) throws SQLException {
        Map<String, Object> view = new LinkedHashMap<>();
        for (Map<String, Object> job : DbState.rows(file, "SELECT job_id AS job_id, player_id AS player_id, gold AS gold,"
                + " status AS status, owner AS owner, lease_until AS lease_until, fence AS fence FROM reward_job ORDER BY job_id")) {
            view.put("job " + job.get("job_id"), BatchModel.jobView((String) job.get("player_id"),
                    ((Number) job.get("gold")).longValue(), String.valueOf(job.get("status")), (String) job.get("owner"),
                    ((Number) job.get("lease_until")).doubleValue(), ((Number) job.get("fence")).longValue()));
        }
        TreeSet<String> ledger = new TreeSet<>();
        DbState.rows(file, "SELECT job_id AS job_id FROM reward_ledger").forEach(row -> ledger.add(String.valueOf(row.get("job_id"))));
        view.put("ledger", ledger.toString());
        for (Map<String, Object> wallet : DbState.rows(file, "SELECT player_id AS player_id, gold AS gold FROM wallet ORDER BY player_id")) {
            view.put("wallet " + wallet.get("player_id"), wallet.get("gold"));
        }
        return view;
    }

    @Override
    public String state(BatchWorld world) throws SQLException {
        return world.db().dump();
    }

    @Override
    public void close(BatchWorld world) {
        instances.release(world.first());
        instances.release(world.second());
        for (Connection con : List.of(world.firstCon(), world.secondCon())) {
            try {
                con.close();
            } catch (SQLException ignored) {
                // The file is the check's temp folder's, deleted with it.
            }
        }
    }
}
