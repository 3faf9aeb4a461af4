package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import grader.check.Expect;
import grader.check.db.Sqlite;

/** Compares a table with the contract: its columns, and the constraints that must refuse rows. */
final class SchemaProbe {
    private SchemaProbe() {
    }

    /**
     * Each expected column as {@code "name TYPE notnull pk"}, e.g. {@code "qty INTEGER 1 0"}.
     * Types are compared by SQLite's type affinity ({@code INT} is {@code INTEGER},
     * {@code VARCHAR(64)} is {@code TEXT}), and a primary key column may also be declared
     * NOT NULL: both store and refuse exactly the same rows as the contract's text.
     */
    static void requireColumns(Path db, String table, String... expected) throws SQLException {
        List<String> actual = new ArrayList<>();
        for (Map<String, Object> column : OutboxFiles.rows(db, "PRAGMA table_info(" + table + ")")) {
            actual.add(String.valueOf(column.get("name")).toLowerCase(Locale.ROOT) + " " + String.valueOf(column.get("type")).toUpperCase(Locale.ROOT) + " "
                    + column.get("notnull") + " " + (((Number) column.get("pk")).intValue() > 0 ? 1 : 0));
        }
        Expect.trying("PRAGMA table_info(" + table + ") in " + db.getFileName() + " (name TYPE notnull pk)")
                .holds(comparable(actual).equals(comparable(List.of(expected))),
                        String.join(", ", expected) + " (types by affinity; NOT NULL allowed on the key)",
                        String.join(", ", actual));
    }

    private static List<String> comparable(List<String> columns) {
        List<String> out = new ArrayList<>();
        for (String column : columns) {
            String[] part = column.split(" ");
            boolean key = "1".equals(part[part.length - 1]);
            String type = String.join(" ", List.of(part).subList(1, part.length - 2));
            out.add(part[0] + " " + affinity(type) + " " + (key ? "key" : part[part.length - 2]));
        }
        return out;
    }

    /** SQLite's rules for a declared type's affinity, in their order. */
    static String affinity(String declared) {
        String type = declared.toUpperCase(Locale.ROOT);
        if (type.contains("INT")) {
            return "INTEGER";
        }
        if (type.contains("CHAR") || type.contains("CLOB") || type.contains("TEXT")) {
            return "TEXT";
        }
        if (type.isBlank() || type.contains("BLOB")) {
            return "BLOB";
        }
        if (type.contains("REAL") || type.contains("FLOA") || type.contains("DOUB")) {
            return "REAL";
        }
        return "NUMERIC";
    }

    /** The statement must fail on a copy-free probe: it runs in a transaction that is rolled back. */
    static void requireRejected(Path db, String sql, String rule) throws SQLException {
        boolean refused;
        try (Connection con = Sqlite.open(db); Statement st = con.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            try {
                st.execute(sql);
                refused = false;
            } catch (SQLException expected) {
                refused = true;
            } finally {
                st.execute("ROLLBACK");
            }
        }
        Expect.trying(sql + " on " + db.getFileName()).holds(refused, "refused: " + rule, "the row was accepted");
    }

    /** AUTOINCREMENT makes SQLite keep sqlite_sequence, so seq values are never reused. */
    static void requireAutoincrement(Path source) throws SQLException {
        Expect.trying("the outbox table in " + source.getFileName())
                .holds(OutboxFiles.tableExists(source, "sqlite_sequence"), "seq INTEGER PRIMARY KEY AUTOINCREMENT",
                        "no AUTOINCREMENT (sqlite_sequence is missing)");
    }
}
