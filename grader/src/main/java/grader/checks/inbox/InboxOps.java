package grader.checks.inbox;

import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Values;
import grader.check.db.Sqlite;
import grader.check.db.WriteFailures;
import grader.check.explore.ExceptionKinds;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import labs.ConflictException;

/** The generated calls of the inbox lab's steps 1 to 5, and the grader's own doings between them. */
final class InboxOps {
    private InboxOps() {
    }

    static String on(int which, String call) {
        return which == 0 ? call : "(second instance) " + call;
    }

    /** initSink on each new file: every sequence starts with them. */
    record InitSink(int db) implements Op<InboxWorld, InboxModel> {
        public String call() {
            return "initSink(con of " + InboxExplored.name(db) + ")";
        }

        public Outcome perform(InboxWorld world) {
            return Outcome.of(() -> {
                world.first().initSink(world.connections().get(db));
                return null;
            });
        }

        public Expected expect(InboxModel model) {
            return Expected.value(null);
        }

        public void apply(InboxModel model, Outcome actual) {
            model.store(db).initialised = true;
        }

        public boolean removable() {
            return false;
        }
    }

    /** initSink again on a sink with rows (a restart): every row and the total stay. */
    record InitAgain(int which, int db) implements Op<InboxWorld, InboxModel> {
        public String call() {
            return on(which, "initSink(con of " + InboxExplored.name(db) + ") again");
        }

        public Outcome perform(InboxWorld world) {
            return Outcome.of(() -> {
                world.instance(which).initSink(world.connections().get(db));
                return null;
            });
        }

        public Expected expect(InboxModel model) {
            return model.store(db).writesFail ? Expected.orThrown(Expected.value(null), SQLException.class)
                    : Expected.value(null);
        }

        public void apply(InboxModel model, Outcome actual) {
        }
    }

    /**
     * The grader deletes one inbox row itself, as an operator pruning old ids would: the total
     * stays what it is, so a stock row rebuilt from the inbox (on a second initSink, say) is seen.
     */
    record Prune(int db, String id) implements Op<InboxWorld, InboxModel> {
        public String call() {
            return "the grader deletes the inbox row of " + Values.show(id) + " from " + InboxExplored.name(db)
                    + " itself (an operator pruned it; the total stays)";
        }

        public Outcome perform(InboxWorld world) {
            return Outcome.of(() -> {
                Sqlite.execute(world.files().get(db), "DELETE FROM inbox WHERE id = '" + id.replace("'", "''") + "'");
                return null;
            });
        }

        public Expected expect(InboxModel model) {
            return Expected.value(null);
        }

        public void apply(InboxModel model, Outcome actual) {
            model.store(db).inbox.remove(id);
        }
    }

    /** The grader makes every insert into inbox and update of stock fail, or stops doing so. */
    record FailWrites(int db, boolean on) implements Op<InboxWorld, InboxModel> {
        public String call() {
            return on ? "the grader makes every write to inbox and stock of " + InboxExplored.name(db)
                    + " fail (a trigger raises an error)" : "the grader drops its failing triggers on " + InboxExplored.name(db);
        }

        public Outcome perform(InboxWorld world) {
            return Outcome.of(() -> {
                List<WriteFailures.Write> writes = List.of(WriteFailures.insertsInto("inbox"), WriteFailures.updatesOf("stock"));
                if (on) {
                    WriteFailures.start(world.files().get(db), writes);
                } else {
                    WriteFailures.stop(world.files().get(db), writes);
                }
                return null;
            });
        }

        public Expected expect(InboxModel model) {
            return Expected.value(null);
        }

        public void apply(InboxModel model, Outcome actual) {
            model.store(db).writesFail = on;
        }
    }

    /**
     * One receive. {@code event} is rebuilt for every run as a new mutable map; {@code faultAt}
     * names the point whose hook throws {@code injected} (null: a hook that only listens).
     */
    record Receive(int which, int db, List<Object> idAndQty, boolean extraKey, String faultAt, RuntimeException injected)
            implements Op<InboxWorld, InboxModel> {

        Map<String, Object> event() {
            Map<String, Object> event = new LinkedHashMap<>();
            event.put("id", idAndQty.get(0));
            event.put("qty", idAndQty.get(1));
            if (extraKey) {
                event.put("note", "resent");
            }
            return event;
        }

        public String call() {
            return on(which, "receive(con of " + InboxExplored.name(db) + ", " + Values.show(event()) + ", "
                    + (faultAt == null ? "null" : "a hook that throws at " + faultAt) + ")");
        }

        public Outcome perform(InboxWorld world) {
            Map<String, Object> event = event();
            Outcome outcome = Outcome.of(() -> world.instance(which).receive(world.connections().get(db), event,
                    point -> {
                        if (point.equals(faultAt)) {
                            throw injected;
                        }
                    }));
            if (!Values.same(event(), event)) {
                return Outcome.returned("(the event was changed to " + Values.show(event) + ")");
            }
            return outcome;
        }

        public Expected expect(InboxModel model) {
            Map<String, Object> event = event();
            if (!InboxModel.valid(event)) {
                return Expected.thrown(IllegalArgumentException.class);
            }
            InboxModel.Store store = model.store(db);
            String id = (String) event.get("id");
            long qty = ((Number) event.get("qty")).longValue();
            Long known = store.inbox.get(id);
            if (known != null && known == qty) {
                return store.writesFail ? Expected.orThrown(Expected.value(false), SQLException.class) : Expected.value(false);
            }
            if (known != null) {
                Expected conflict = Expected.thrown(ConflictException.class);
                return store.writesFail ? Expected.of(conflict.description() + ", or throws SQLException",
                        o -> conflict.accepts(o) || ExceptionKinds.is(SQLException.class, o.thrown()), conflict.typical())
                        : conflict;
            }
            if (store.writesFail) {
                return Expected.thrown(SQLException.class);
            }
            if (faultAt != null) {
                return Expected.of("throws the hook's own exception, unchanged (" + injected + ")",
                        o -> o.thrown() == injected, new Outcome(null, injected));
            }
            return Expected.value(true);
        }

        public void apply(InboxModel model, Outcome actual) {
            Map<String, Object> event = event();
            InboxModel.Store store = model.store(db);
            if (!InboxModel.valid(event) || store.writesFail || store.inbox.containsKey((String) event.get("id"))) {
                return;
            }
            if (faultAt == null || faultAt.equals("after-commit")) {
                long qty = ((Number) event.get("qty")).longValue();
                store.inbox.put((String) event.get("id"), qty);
                store.total += qty;
            }
        }

        public List<Op<InboxWorld, InboxModel>> simpler() {
            return which == 0 ? List.of() : List.of(new Receive(0, db, idAndQty, extraKey, faultAt, injected));
        }
    }

    /** A receive lent the second connection to its sink: the call that races another on the first. */
    record OnSecondConnection(Receive receive) implements Op<InboxWorld, InboxModel> {
        public String call() {
            return "(on a second connection) " + receive.call();
        }

        public Outcome perform(InboxWorld world) {
            return receive.perform(world.onSecondConnections());
        }

        public Expected expect(InboxModel model) {
            return receive.expect(model);
        }

        public void apply(InboxModel model, Outcome actual) {
            receive.apply(model, actual);
        }

        public List<Op<InboxWorld, InboxModel>> simpler() {
            return List.of(receive);
        }
    }
}
