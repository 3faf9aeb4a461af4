package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.db.OpenTransactions;
import grader.check.db.Sqlite;
import grader.check.explore.ExploredLab;
import grader.check.explore.StateDifference;
import labs.inbox.InboxLab;

/**
 * The inbox lab for exploring checks: each run gets two new sink files (state lives in the
 * database, so what one sink applied says nothing about the other), each with a borrowed
 * connection; after every call both are read back through the grader's own connections and
 * compared with the model, and neither may be left inside a transaction.
 */
final class InboxExplored implements ExploredLab<InboxWorld, InboxModel> {
    static final int DATABASES = 2;

    private final FreshInstances instances;
    private final Path dir;
    private final CheckContext context;

    InboxExplored(FreshInstances instances, Path dir, CheckContext context) {
        this.instances = instances;
        this.dir = dir;
        this.context = context;
    }

    @Override
    public InboxWorld open(int run) throws Exception {
        // Both instances of a run share a class loader of the run's own: a fresh process to the code.
        InboxLab first = instances.open(InboxLab.class, "run-" + run);
        InboxLab second = instances.open(InboxLab.class, "run-" + run);
        List<Path> files = new ArrayList<>();
        List<Connection> connections = new ArrayList<>();
        List<Connection> seconds = new ArrayList<>();
        for (int db = 0; db < DATABASES; db++) {
            Path file = dir.resolve("explore-" + run + "-" + name(db) + ".db");
            files.add(file);
            connections.add(Sqlite.open(file));
            seconds.add(Sqlite.open(file));
        }
        return new InboxWorld(first, second, files, connections, seconds, context);
    }

    @Override
    public InboxModel model() {
        return new InboxModel(DATABASES);
    }

    @Override
    public Optional<StateDifference> compare(InboxWorld world, InboxModel model) throws SQLException {
        for (int db = 0; db < DATABASES; db++) {
            if (!model.store(db).initialised) {
                continue;
            }
            Optional<StateDifference> differs = compare(world, model.store(db), db);
            if (differs.isPresent()) {
                return differs;
            }
        }
        return Optional.empty();
    }

    private static Optional<StateDifference> compare(InboxWorld world, InboxModel.Store store, int db)
            throws SQLException {
        Path file = world.files().get(db);
        Optional<String> open = OpenTransactions.find(world.connections().get(db), file)
                .or(() -> OpenTransactions.find(world.seconds().get(db), file));
        if (open.isPresent()) {
            return Optional.of(new StateDifference("no transaction left open on " + name(db), open.get()));
        }
        Map<String, Object> expected = new LinkedHashMap<>();
        store.inbox.forEach(expected::put);
        expected.put("(total)", store.total);
        Map<String, Object> actual;
        try {
            actual = stored(file);
        } catch (SQLException e) {
            return Optional.of(new StateDifference("the tables of " + name(db) + " readable", e.getMessage()));
        }
        if (!Values.same(expected, actual)) {
            return Optional.of(new StateDifference(name(db) + " holds inbox rows and total " + Values.show(expected),
                    "it holds " + Values.show(actual)));
        }
        return Optional.empty();
    }

    /** The inbox rows as id to qty, and the total under "(total)" (null when the stock row is missing). */
    private static Map<String, Object> stored(Path file) throws SQLException {
        Map<String, Object> rows = new LinkedHashMap<>();
        for (Map<String, Object> row : DbState.rows(file, "SELECT id AS id, qty AS qty FROM inbox ORDER BY id")) {
            rows.put(String.valueOf(row.get("id")), row.get("qty"));
        }
        rows.put("(total)", DbState.value(file, "SELECT total FROM stock WHERE id = 1"));
        return rows;
    }

    @Override
    public String state(InboxWorld world) throws Exception {
        StringBuilder out = new StringBuilder();
        for (int db = 0; db < DATABASES; db++) {
            out.append(db == 0 ? "" : "; ").append(name(db)).append(": ").append(Sink.dump(world.files().get(db)));
        }
        return out.toString();
    }

    @Override
    public void close(InboxWorld world) {
        instances.release(world.first());
        instances.release(world.second());
        for (Connection con : concat(world.connections(), world.seconds())) {
            try {
                con.close();
            } catch (SQLException ignored) {
                // The file is the check's temp folder's, deleted with it.
            }
        }
    }

    static String name(int db) {
        return db == 0 ? "sink.db" : "other-sink.db";
    }

    private static List<Connection> concat(List<Connection> a, List<Connection> b) {
        List<Connection> all = new ArrayList<>(a);
        all.addAll(b);
        return all;
    }
}
