package reference.outbox;

import java.sql.Connection;
import java.sql.DriverManager;
import java.util.List;

/** Opens a source or sink store and creates what is missing, never touching what exists. */
final class StoreOpener {
    private static final List<String> SOURCE = List.of(
            "CREATE TABLE IF NOT EXISTS orders (id TEXT PRIMARY KEY, qty INTEGER NOT NULL)",
            "CREATE TABLE IF NOT EXISTS outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT,"
                    + " id TEXT NOT NULL UNIQUE, qty INTEGER NOT NULL,"
                    + " sent INTEGER NOT NULL CHECK(sent IN (0,1)))");
    private static final List<String> SINK = List.of(
            "CREATE TABLE IF NOT EXISTS inbox (id TEXT PRIMARY KEY, qty INTEGER NOT NULL)",
            "CREATE TABLE IF NOT EXISTS stock (id INTEGER PRIMARY KEY CHECK(id=1), total INTEGER NOT NULL)",
            "INSERT OR IGNORE INTO stock (id, total) VALUES (1, 0)");

    private StoreOpener() {
    }

    static Connection open(String path, String role) throws Exception {
        List<String> schema = schemaOf(role);
        Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
        try {
            Transactions.execute(con, "PRAGMA busy_timeout = 1000");
            Transactions.immediate(con, () -> {
                for (String sql : schema) {
                    Transactions.execute(con, sql);
                }
                return null;
            });
            return con;
        } catch (Exception | Error e) {
            close(con, e);
            throw e;
        }
    }

    /** Checked before connecting, so a wrong role never creates a file. */
    private static List<String> schemaOf(String role) {
        if ("source".equals(role)) {
            return SOURCE;
        }
        if ("sink".equals(role)) {
            return SINK;
        }
        throw new IllegalArgumentException("role must be source or sink: " + role);
    }

    private static void close(Connection con, Throwable cause) {
        try {
            con.close();
        } catch (Exception e) {
            cause.addSuppressed(e);
        }
    }
}
