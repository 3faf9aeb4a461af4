package grader.checks.outbox;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Values;
import grader.check.db.DbState;
import grader.check.db.Sqlite;
import grader.check.crash.CrashRun;

/**
 * The source and sink files of the outbox crash checks, made by the grader in a given
 * journal mode (the mode is stored in the file, so the code under test inherits it), and
 * read back through the grader's own connections.
 */
final class CrashStores {
    /** Both modes the crash checks run in: a kill leaves a hot journal in one, WAL frames in the other. */
    static final List<String> JOURNAL_MODES = List.of("DELETE", "WAL");

    final Path source;
    final Path sink;
    final String mode;

    private CrashStores(Path source, Path sink, String mode) {
        this.source = source;
        this.sink = sink;
        this.mode = mode;
    }

    static CrashStores create(Path dir, String mode) throws Exception {
        Path folder = Files.createDirectories(dir.resolve(mode.toLowerCase(java.util.Locale.ROOT)));
        Path source = folder.resolve("source.db");
        Path sink = folder.resolve("sink.db");
        Sqlite.execute(source, "PRAGMA journal_mode=" + mode,
                "CREATE TABLE orders(id TEXT PRIMARY KEY, qty INTEGER NOT NULL)",
                "CREATE TABLE outbox(seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE,"
                        + " qty INTEGER NOT NULL, sent INTEGER NOT NULL CHECK(sent IN (0,1)))");
        Sqlite.execute(sink, "PRAGMA journal_mode=" + mode,
                "CREATE TABLE inbox(id TEXT PRIMARY KEY, qty INTEGER NOT NULL)",
                "CREATE TABLE stock(id INTEGER PRIMARY KEY CHECK(id=1), total INTEGER NOT NULL)",
                "INSERT INTO stock VALUES (1, 0)");
        return new CrashStores(source, sink, mode);
    }

    /** The order {@code id}/{@code qty} and its outbox row, not yet sent, as enqueue leaves them. */
    void storeOrder(String id, long qty) throws Exception {
        Sqlite.execute(source, "BEGIN IMMEDIATE", "INSERT INTO orders VALUES ('" + id + "', " + qty + ")",
                "INSERT INTO outbox(id, qty, sent) VALUES ('" + id + "', " + qty + ", 0)", "COMMIT");
    }

    String describe() {
        return "journal_mode=" + mode;
    }

    String dump() throws Exception {
        return CrashRun.state(source, "orders", "outbox") + " | " + CrashRun.state(sink, "inbox", "stock");
    }

    /** The source holds exactly these orders, each with one outbox row of the same qty and this sent flag. */
    void requireSource(Attempt attempt, Map<String, Long> orders, long sent, String what) throws Exception {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("integrity_check", "ok");
        orders.forEach((id, qty) -> expected.put(id, "order qty " + qty + ", 1 outbox row qty " + qty + " sent=" + sent));
        Map<String, Object> actual = new LinkedHashMap<>();
        actual.put("integrity_check", DbState.integrity(source));
        for (Map<String, Object> order : OutboxFiles.rows(source, "SELECT id, qty FROM orders ORDER BY id")) {
            actual.put(String.valueOf(order.get("id")), describeOrder(order));
        }
        for (Map<String, Object> row : OutboxFiles.rows(source,
                "SELECT id FROM outbox WHERE id NOT IN (SELECT id FROM orders)")) {
            actual.put(String.valueOf(row.get("id")), "an outbox row without its order");
        }
        attempt.holds(expected.equals(actual), what + ": " + expected, actual);
    }

    private String describeOrder(Map<String, Object> order) throws Exception {
        List<Map<String, Object>> rows = OutboxFiles.rows(source, "SELECT qty, sent FROM outbox WHERE id = ?", order.get("id"));
        StringBuilder text = new StringBuilder("order qty " + order.get("qty") + ", " + rows.size() + " outbox row");
        for (Map<String, Object> row : rows) {
            text.append(" qty ").append(row.get("qty")).append(" sent=").append(row.get("sent"));
        }
        return text.toString();
    }

    /** The sink applied {@code id} exactly once: one inbox row and the total {@code total}. */
    void requireSink(Attempt attempt, String id, long rows, long total, String what) throws Exception {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("integrity_check", "ok");
        expected.put("inbox rows for " + id, rows);
        expected.put("stock total", total);
        Map<String, Object> actual = new LinkedHashMap<>();
        actual.put("integrity_check", DbState.integrity(sink));
        actual.put("inbox rows for " + id, DbState.value(sink, "SELECT COUNT(*) FROM inbox WHERE id = ?", id));
        actual.put("stock total", DbState.value(sink, "SELECT total FROM stock WHERE id = 1"));
        attempt.holds(Values.same(expected, actual), what + ": " + expected, actual);
    }
}
