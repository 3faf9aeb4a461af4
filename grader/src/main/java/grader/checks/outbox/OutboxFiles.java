package grader.checks.outbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import grader.check.Attempt;
import grader.check.db.DbState;
import grader.check.db.OpenTransactions;
import grader.check.db.Sqlite;

/**
 * The grader's own source and sink files, made with the grader's own SQL, so that a check of
 * a later step does not depend on the submission's {@code openStore}.
 */
final class OutboxFiles {
    static final String SOURCE_SCHEMA_ORDERS = "CREATE TABLE orders (id TEXT PRIMARY KEY, qty INTEGER NOT NULL)";
    static final String SOURCE_SCHEMA_OUTBOX = "CREATE TABLE outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT,"
            + " id TEXT NOT NULL UNIQUE, qty INTEGER NOT NULL, sent INTEGER NOT NULL CHECK(sent IN (0,1)))";
    static final String SINK_SCHEMA_INBOX = "CREATE TABLE inbox (id TEXT PRIMARY KEY, qty INTEGER NOT NULL)";
    static final String SINK_SCHEMA_STOCK = "CREATE TABLE stock (id INTEGER PRIMARY KEY CHECK(id=1), total INTEGER NOT NULL)";

    private OutboxFiles() {
    }

    /** A new source file with empty orders and outbox tables. */
    static Path source(Path dir) throws SQLException, IOException {
        Files.createDirectories(dir);
        Path db = dir.resolve("source.db");
        setup(db, SOURCE_SCHEMA_ORDERS, SOURCE_SCHEMA_OUTBOX);
        return db;
    }

    /** A new sink file with an empty inbox and the stock row (1, 0). */
    static Path sink(Path dir) throws SQLException, IOException {
        Files.createDirectories(dir);
        Path db = dir.resolve("sink.db");
        setup(db, SINK_SCHEMA_INBOX, SINK_SCHEMA_STOCK, "INSERT INTO stock (id, total) VALUES (1, 0)");
        return db;
    }

    /**
     * A connection to hand to the code under test: autocommit, busy timeout 1 s, as the lab
     * says. Without waiting for the disk at each commit (synchronous OFF): in-process checks
     * judge transactions and locks, not durability against power loss, and this keeps a
     * grade fast.
     */
    static Connection borrowed(Path db) throws SQLException {
        return borrowed(db, 1000);
    }

    /** {@link #borrowed(Path)} with a busy timeout of {@code busyMillis}. */
    static Connection borrowed(Path db, int busyMillis) throws SQLException {
        Connection con = Sqlite.open(db, busyMillis);
        try (Statement st = con.createStatement()) {
            st.execute("PRAGMA synchronous = OFF");
        } catch (SQLException e) {
            con.close();
            throw e;
        }
        return con;
    }

    /** An order and its outbox row, written by the grader: {@code sent} is 0 or 1. */
    static void addOrder(Path source, String id, long qty, int sent) throws SQLException {
        setup(source, "INSERT INTO orders (id, qty) VALUES ('" + id + "', " + qty + ")",
                "INSERT INTO outbox (id, qty, sent) VALUES ('" + id + "', " + qty + ", " + sent + ")");
    }

    /**
     * Writes a scenario in one transaction without waiting for the disk: setting up is not
     * what a check measures, and a check's many small commits would otherwise each wait.
     */
    static void setup(Path db, String... statements) throws SQLException {
        try (Connection con = Sqlite.open(db); Statement st = con.createStatement()) {
            st.execute("PRAGMA synchronous = OFF");
            st.execute("BEGIN IMMEDIATE");
            try {
                for (String sql : statements) {
                    st.execute(sql);
                }
                st.execute("COMMIT");
            } catch (SQLException e) {
                st.execute("ROLLBACK");
                throw e;
            }
        }
    }

    static String dumpSource(Path source) throws SQLException {
        return DbState.dump(source, "orders", "outbox");
    }

    static String dumpSink(Path sink) throws SQLException {
        return DbState.dump(sink, "inbox", "stock");
    }

    /**
     * Rows read back with lower-case column names: SQL names are case-insensitive, so a
     * student's {@code ID} column is the contract's {@code id}.
     */
    static List<Map<String, Object>> rows(Path db, String sql, Object... args) throws SQLException {
        List<Map<String, Object>> rows = new ArrayList<>();
        for (Map<String, Object> row : DbState.rows(db, sql, args)) {
            Map<String, Object> lower = new LinkedHashMap<>();
            row.forEach((name, value) -> lower.put(name.toLowerCase(Locale.ROOT), value));
            rows.add(lower);
        }
        return rows;
    }

    /** Whether {@code db} has the table, whatever the case of its name. */
    static boolean tableExists(Path db, String table) throws SQLException {
        return !DbState.rows(db, "SELECT name FROM sqlite_master WHERE type = 'table' AND name = ? COLLATE NOCASE", table)
                .isEmpty();
    }

    /** The rows of whichever role's tables {@code db} holds. */
    static String dump(Path db) throws SQLException {
        return tableExists(db, "outbox") ? dumpSource(db) : dumpSink(db);
    }

    /** The {@code sent} flag of the outbox row with {@code id}, or null when there is no such row. */
    static Object sentFlag(Path source, String id) throws SQLException {
        return DbState.value(source, "SELECT sent FROM outbox WHERE id = ?", id);
    }

    /** The stock total of a sink. */
    static long total(Path sink) throws SQLException {
        return ((Number) DbState.value(sink, "SELECT total FROM stock WHERE id = 1")).longValue();
    }

    /** A mutable event map, as a caller would build it. */
    static Map<String, Object> event(String id, Object qty) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("id", id);
        event.put("qty", qty);
        return event;
    }

    /** Fails {@code attempt} when the call left a transaction open on {@code con} or on the file. */
    static void requireNoOpenTransaction(Attempt attempt, Connection con, Path db) {
        OpenTransactions.find(con, db).ifPresent(problem -> {
            throw attempt.fail("no transaction left open", problem);
        });
    }
}
