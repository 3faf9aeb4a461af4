package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.db.OpenTransactions;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;

/** The sink database of the inbox checks: set up through the submission, read back independently. */
final class Sink {
    private Sink() {
    }

    /** A new sink file in {@code dir}, initialised by the submission's own {@code initSink}. */
    static Path initialised(InboxLab lab, Path dir) throws Exception {
        Path db = dir.resolve("sink.db");
        try (Connection con = Sqlite.open(db)) {
            Expect.trying("initSink(con) on a new file").state(() -> dump(db)).returns(() -> {
                lab.initSink(con);
                return null;
            });
        }
        return db;
    }

    /** An event as the labs hand them over: a mutable map with the keys in the usual order. */
    static Map<String, Object> event(Object id, Object qty) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("id", id);
        event.put("qty", qty);
        return event;
    }

    /** Receives {@code id}/{@code qty} as a first delivery, which must apply it (true). */
    static void applyNew(InboxLab lab, Connection con, Path db, String id, long qty) {
        Expect.trying("receive(con, {id=\"" + id + "\", qty=" + qty + "}, null) as a first delivery")
                .state(() -> dump(db)).returns(true, () -> lab.receive(con, event(id, qty), null));
    }

    /** Both tables, read through a new connection, for failure messages. */
    static String dump(Path db) throws Exception {
        return DbState.dump(db, "inbox", "stock");
    }

    /** The inbox rows ordered by id, as {@code {id, qty}} maps. */
    static List<Map<String, Object>> inbox(Path db) throws Exception {
        return DbState.rows(db, "SELECT id AS id, qty AS qty FROM inbox ORDER BY id");
    }

    /** The stored total, or null when the stock row is missing. */
    static Object total(Path db) throws Exception {
        return DbState.value(db, "SELECT total FROM stock WHERE id = 1");
    }

    /** One expected inbox row. */
    static Map<String, Object> row(String id, long qty) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("id", id);
        row.put("qty", qty);
        return row;
    }

    /** Requires exactly these inbox rows (by id) and this total, read back independently. */
    static void requireState(Path db, String after, List<Map<String, Object>> rows, long total) throws Exception {
        Attempt attempt = Expect.trying(after).state(() -> dump(db));
        List<Map<String, Object>> actualRows = inbox(db);
        attempt.holds(Values.same(rows, actualRows), "inbox rows " + Values.show(rows), actualRows);
        Object actualTotal = total(db);
        attempt.holds(Values.same(total, actualTotal), "stock total " + total, "stock total " + Values.show(actualTotal));
        requireWholeNumbers(attempt, db);
    }

    /**
     * qty and total are stored as SQLite integers: 7.0 reads back equal to 7 but is a REAL,
     * which a column that is not declared INTEGER (or a value bound as a double) keeps.
     */
    private static void requireWholeNumbers(Attempt attempt, Path db) throws SQLException {
        List<Map<String, Object>> stored = DbState.rows(db, "SELECT 'inbox ' || id || ' qty' AS what, typeof(qty) AS type "
                + "FROM inbox WHERE typeof(qty) <> 'integer' UNION ALL SELECT 'stock total', typeof(total) FROM stock "
                + "WHERE typeof(total) <> 'integer'");
        attempt.holds(stored.isEmpty(), "qty and total stored as SQLite integers (typeof() = 'integer')", stored);
    }

    /**
     * Like {@link #requireState} but allows the state up to {@code millis} to appear, for a
     * happy path that must not depend on exactly when the commit happens.
     */
    static void awaitState(Path db, String after, List<Map<String, Object>> rows, long total, long millis)
            throws Exception {
        long deadline = System.nanoTime() + millis * 1_000_000;
        while (System.nanoTime() < deadline) {
            if (Values.same(rows, inbox(db)) && Values.same(total, total(db))) {
                return;
            }
            Thread.sleep(20);
        }
        requireState(db, after + " (waited " + millis + " ms)", rows, total);
    }

    /** Requires the call to throw; a starter stub's exception stays "not implemented" (see Attempt.throwsA). */
    static Exception requireThrows(Attempt attempt, Attempt.Call<?> call) {
        return attempt.throwsA(Exception.class, call);
    }

    /** What the call returned, or the exception it threw; a starter stub stays "not implemented". */
    static Object outcome(Attempt.Call<?> call) {
        try {
            return call.run();
        } catch (Exception e) {
            Stubs.rethrowIfStub(e);
            return e;
        }
    }

    /** Requires that neither {@code con} nor any other connection left a transaction open. */
    static void requireNoOpenTransaction(Connection con, Path db, String after) throws Exception {
        Attempt attempt = Expect.trying(after).state(() -> dump(db));
        OpenTransactions.find(con, db).ifPresent(problem -> {
            throw attempt.fail("no transaction left open (end every path with COMMIT or ROLLBACK)", problem);
        });
    }

    /**
     * Whether a table of this name exists, compared as SQLite compares names: ignoring case,
     * so that INBOX(ID, QTY) counts as the contract's inbox(id, qty).
     */
    static boolean tableExists(Path db, String table) throws SQLException {
        return DbState.value(db, "SELECT COUNT(*) FROM sqlite_master WHERE type='table' AND name=? COLLATE NOCASE",
                table) instanceof Number n && n.longValue() > 0;
    }
}
