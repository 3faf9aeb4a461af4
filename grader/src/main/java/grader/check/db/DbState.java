package grader.check.db;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Values;

/**
 * Reads what is stored, through a new connection, so that a check judges the committed
 * state and not something cached in the code under test.
 */
public final class DbState {
    private DbState() {
    }

    /** Every row the query returns, as column-name maps in order. */
    public static List<Map<String, Object>> rows(Path file, String sql, Object... args) throws SQLException {
        try (Connection con = Sqlite.open(file); var st = con.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            try (ResultSet rs = st.executeQuery()) {
                return readAll(rs);
            }
        }
    }

    /** The single value the query returns, or null when it returns no row. */
    public static Object value(Path file, String sql, Object... args) throws SQLException {
        List<Map<String, Object>> rows = rows(file, sql, args);
        return rows.isEmpty() ? null : rows.get(0).values().iterator().next();
    }

    /** A count as a long, for "how many rows" questions. */
    public static long count(Path file, String table) throws SQLException {
        return ((Number) value(file, "SELECT COUNT(*) FROM " + table)).longValue();
    }

    /** The tables named, each with all its rows, as one line a student can read. */
    public static String dump(Path file, String... tables) throws SQLException {
        if (!Files.exists(file)) {
            return "(no database file at " + file.getFileName() + ")";
        }
        StringBuilder out = new StringBuilder();
        for (String table : tables) {
            if (out.length() > 0) {
                out.append("; ");
            }
            out.append(table).append(": ");
            try {
                out.append(Values.show(rows(file, "SELECT * FROM " + table)));
            } catch (SQLException e) {
                out.append("(unreadable: ").append(e.getMessage()).append(')');
            }
        }
        return out.toString();
    }

    /** {@code PRAGMA integrity_check}: "ok" for a sound file. */
    public static String integrity(Path file) throws SQLException {
        return String.valueOf(value(file, "PRAGMA integrity_check"));
    }

    private static List<Map<String, Object>> readAll(ResultSet rs) throws SQLException {
        ResultSetMetaData meta = rs.getMetaData();
        List<Map<String, Object>> rows = new ArrayList<>();
        while (rs.next()) {
            Map<String, Object> row = new LinkedHashMap<>();
            for (int c = 1; c <= meta.getColumnCount(); c++) {
                row.put(meta.getColumnLabel(c), rs.getObject(c));
            }
            rows.add(row);
        }
        return rows;
    }

    /** True when the table exists in the file. */
    public static boolean tableExists(Path file, String table) throws SQLException {
        try (Connection con = Sqlite.open(file); Statement st = con.createStatement();
             ResultSet rs = st.executeQuery("SELECT 1 FROM sqlite_master WHERE type='table' AND name='"
                     + table.replace("'", "''") + "'")) {
            return rs.next();
        }
    }
}
