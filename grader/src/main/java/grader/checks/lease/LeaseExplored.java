package grader.checks.lease;

import java.nio.file.Path;
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
import grader.check.explore.ExploredLab;
import grader.check.explore.SequenceRun;
import grader.check.explore.StateDifference;
import grader.check.explore.ThreadsLeft;
import labs.lease.LeaseLab;

/**
 * The lease lab for exploring checks: each run gets a new database in the check's folder,
 * and after every call every stored row is read back through the grader's own connection and
 * compared, column by column and numbers by value, with the model's.
 */
final class LeaseExplored implements ExploredLab<LeaseWorld, LeaseModel> {
    private static final String ALL_ROWS = "SELECT id AS id, owner AS owner, until AS until, fence AS fence,"
            + " result AS result, done AS done FROM jobs";

    private static final long SHRINK_GRACE_MILLIS = 200;

    private final FreshInstances instances;
    private final Path dir;
    private final CheckContext context;

    LeaseExplored(FreshInstances instances, Path dir, CheckContext context) {
        this.instances = instances;
        this.dir = dir;
        this.context = context;
    }

    @Override
    public LeaseWorld open(int run) throws Exception {
        // Both instances of a run share a class loader of the run's own: a fresh process to the code.
        LeaseLab first = instances.open(LeaseLab.class, "run-" + run);
        LeaseLab second = instances.open(LeaseLab.class, "run-" + run);
        return new LeaseWorld(first, second, JobsDb.at(dir, "explore-" + run + ".db"), ThreadsLeft.snapshot(),
                run >= SequenceRun.FIRST_SHRINK_RUN, context);
    }

    @Override
    public LeaseModel model() {
        return new LeaseModel();
    }

    @Override
    public Optional<StateDifference> compare(LeaseWorld world, LeaseModel model) {
        Map<String, Map<String, Object>> stored;
        try {
            stored = storedRows(world.db());
        } catch (SQLException e) {
            return Optional.of(new StateDifference("table jobs readable", "reading it failed: " + e.getMessage()));
        }
        for (String id : union(stored, model)) {
            Map<String, Object> expected = model.row(id);
            Map<String, Object> actual = stored.get(id);
            boolean same = expected == null ? actual == null : actual != null && Values.same(expected, actual);
            if (!same) {
                return Optional.of(new StateDifference("the stored row of " + JobsDb.shown(id) + " is "
                        + shownRow(expected), "it is " + shownRow(actual)));
            }
        }
        return Optional.empty();
    }

    /** claimMany shuts its pool down before it returns, on success and on failure alike. */
    @Override
    public Optional<StateDifference> afterSequence(LeaseWorld world) throws InterruptedException {
        // A shrinking run only shapes the report: a short grace keeps a leaking pool from costing 2 s a run.
        long grace = world.shrinking() ? SHRINK_GRACE_MILLIS : PoolWatch.GRACE_MILLIS;
        List<String> left = ThreadsLeft.since(world.threadsBefore(), grace);
        return left.isEmpty() ? Optional.empty()
                : Optional.of(new StateDifference("no thread of the code still running (every pool shut down)",
                        "threads still alive: " + left));
    }

    @Override
    public String state(LeaseWorld world) throws SQLException {
        return world.db().dump();
    }

    @Override
    public void close(LeaseWorld world) {
        instances.release(world.first());
        instances.release(world.second());
    }

    /** Every stored row by id, as the grader's own connection reads them. */
    static Map<String, Map<String, Object>> storedRows(JobsDb db) throws SQLException {
        Map<String, Map<String, Object>> rows = new LinkedHashMap<>();
        for (Map<String, Object> row : DbState.rows(db.file, ALL_ROWS)) {
            rows.put(String.valueOf(row.get("id")), row);
        }
        return rows;
    }

    /** Every id stored or modelled, in order. */
    private static TreeSet<String> union(Map<String, ?> stored, LeaseModel model) {
        TreeSet<String> ids = new TreeSet<>(stored.keySet());
        ids.addAll(model.jobs.keySet());
        return ids;
    }

    private static String shownRow(Map<String, Object> row) {
        return row == null ? "absent (no row)" : Values.show(row);
    }
}
