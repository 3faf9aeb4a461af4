package faultchild;

import java.sql.Connection;
import java.sql.Statement;

/**
 * The floor a kill cycle is measured against: a JVM that opens SQLite, writes one row in
 * one transaction and exits, with no control channel.
 */
public final class SqliteProbe {
    private SqliteProbe() {
    }

    public static void main(String[] args) throws Exception {
        try (Connection con = ChildSession.connect(args[0]); Statement st = con.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS probe(x INTEGER)");
            st.execute("BEGIN IMMEDIATE");
            st.execute("INSERT INTO probe VALUES (1)");
            st.execute("COMMIT");
        }
    }
}
