package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import grader.check.FreshInstances;
import grader.check.Values;
import grader.check.db.OpenTransactions;
import grader.check.explore.ExploredLab;
import grader.check.explore.StateDifference;
import labs.outbox.OutboxLab;

/**
 * The outbox lab for exploring checks: each run gets a new source and a new sink, made with
 * the grader's own SQL (so no check depends on the submission's openStore), each with a
 * borrowed connection, and from step 8 on an HTTP peer of the grader's; after every call both
 * files are read back through the grader's own connections and compared with the model, and
 * neither borrowed connection may be left inside a transaction.
 */
final class OutboxExplored implements ExploredLab<OutboxWorld, OutboxModel> {
    private final FreshInstances instances;
    private final Path dir;
    private final boolean withPeer;

    OutboxExplored(FreshInstances instances, Path dir, boolean withPeer) {
        this.instances = instances;
        this.dir = dir;
        this.withPeer = withPeer;
    }

    @Override
    public OutboxWorld open(int run) throws Exception {
        // Both instances of a run share a class loader of the run's own: a fresh process to the code.
        OutboxLab first = instances.open(OutboxLab.class, "run-" + run);
        OutboxLab second = instances.open(OutboxLab.class, "run-" + run);
        Path runDir = dir.resolve("explore-" + run);
        Path source = OutboxFiles.source(runDir);
        Path sink = OutboxFiles.sink(runDir);
        return new OutboxWorld(first, second, source, sink, OutboxFiles.borrowed(source), OutboxFiles.borrowed(sink),
                withPeer ? ScriptedPeer.start() : null);
    }

    @Override
    public OutboxModel model() {
        return new OutboxModel();
    }

    @Override
    public Optional<StateDifference> compare(OutboxWorld world, OutboxModel model) throws SQLException {
        for (Map.Entry<Connection, Path> borrowed : Map.of(world.sourceCon(), world.source(), world.sinkCon(),
                world.sink()).entrySet()) {
            Optional<String> open = OpenTransactions.find(borrowed.getKey(), borrowed.getValue());
            if (open.isPresent()) {
                return Optional.of(new StateDifference("no transaction left open on " + borrowed.getValue().getFileName(),
                        open.get()));
            }
        }
        try {
            return differs("source.db", sourceView(model), storedSource(world.source()))
                    .or(() -> differs("sink.db", sinkView(model), storedSinkOrNull(world.sink())));
        } catch (SQLException e) {
            return Optional.of(new StateDifference("the tables readable, with the contract's columns", e.getMessage()));
        }
    }

    private static Optional<StateDifference> differs(String file, Object expected, Object actual) {
        if (Values.same(expected, actual)) {
            return Optional.empty();
        }
        return Optional.of(new StateDifference(file + " holds " + Values.show(expected), "it holds " + Values.show(actual)));
    }

    /** The orders by id, and the outbox rows in seq order as [id, qty, sent]. */
    private static Map<String, Object> sourceView(OutboxModel model) {
        Map<String, Object> orders = new TreeMap<>();
        List<Object> outbox = new ArrayList<>();
        for (OutboxModel.Row row : model.outbox) {
            orders.put(row.id, row.qty);
            outbox.add(List.of(row.id, row.qty, row.sent ? 1 : 0));
        }
        return Map.of("orders", orders, "outbox", outbox);
    }

    private static Map<String, Object> storedSource(Path source) throws SQLException {
        Map<String, Object> orders = new TreeMap<>();
        for (Map<String, Object> row : OutboxFiles.rows(source, "SELECT id, qty FROM orders")) {
            orders.put(String.valueOf(row.get("id")), row.get("qty"));
        }
        List<Object> outbox = new ArrayList<>();
        for (Map<String, Object> row : OutboxFiles.rows(source, "SELECT id, qty, sent FROM outbox ORDER BY seq")) {
            outbox.add(List.of(String.valueOf(row.get("id")), row.get("qty"), row.get("sent")));
        }
        return Map.of("orders", orders, "outbox", outbox);
    }

    private static Map<String, Object> sinkView(OutboxModel model) {
        return Map.of("inbox", new TreeMap<>(model.inbox), "total", model.total);
    }

    private static Map<String, Object> storedSinkOrNull(Path sink) {
        try {
            Map<String, Object> inbox = new TreeMap<>();
            for (Map<String, Object> row : OutboxFiles.rows(sink, "SELECT id, qty FROM inbox")) {
                inbox.put(String.valueOf(row.get("id")), row.get("qty"));
            }
            return Map.of("inbox", inbox, "total", OutboxFiles.total(sink));
        } catch (SQLException | RuntimeException e) {
            return Map.of("(unreadable)", String.valueOf(e.getMessage()));
        }
    }

    @Override
    public String state(OutboxWorld world) throws Exception {
        String peer = world.peer() == null ? "" : "; the peer saw " + world.peer().requests() + " request(s)";
        return "source.db: " + OutboxFiles.dumpSource(world.source()) + "; sink.db: " + OutboxFiles.dumpSink(world.sink())
                + peer;
    }

    @Override
    public void close(OutboxWorld world) {
        instances.release(world.first());
        instances.release(world.second());
        for (Connection con : List.of(world.sourceCon(), world.sinkCon())) {
            try {
                con.close();
            } catch (SQLException ignored) {
                // The files are the check's temp folder's, deleted with it.
            }
        }
        if (world.peer() != null) {
            world.peer().close();
        }
    }
}
