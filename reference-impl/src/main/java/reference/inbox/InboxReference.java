package reference.inbox;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import labs.ConflictException;
import labs.FaultHook;
import labs.Json;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;

/**
 * The model answer of lab {@code inbox}: the inbox row and its effect on the stock total are
 * written in one {@code BEGIN IMMEDIATE} transaction, so a business id is applied at most once
 * however often it arrives and wherever the process stops.
 */
public final class InboxReference implements InboxLab {
    private static final String[] SCHEMA = {
        "CREATE TABLE IF NOT EXISTS inbox(id TEXT PRIMARY KEY, qty INTEGER NOT NULL)",
        "CREATE TABLE IF NOT EXISTS stock(id INTEGER PRIMARY KEY CHECK(id=1), total INTEGER NOT NULL)",
        "INSERT OR IGNORE INTO stock(id, total) VALUES (1, 0)",
    };

    @Override
    public void initSink(Connection con) throws SQLException {
        try (Statement st = con.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            try {
                for (String sql : SCHEMA) {
                    st.execute(sql);
                }
                st.execute("COMMIT");
            } catch (SQLException | RuntimeException e) {
                rollback(st, e);
                throw e;
            }
        }
    }

    @Override
    public boolean receive(Connection con, Map<String, Object> event, FaultHook fault) throws Exception {
        ValidEvent valid = ValidEvent.of(event);
        try (Statement tx = con.createStatement()) {
            // IMMEDIATE takes the write lock before the lookup, so two receivers of one id queue
            // up instead of both seeing "new"; a busy database is thrown here, never taken as done.
            tx.execute("BEGIN IMMEDIATE");
            boolean applied;
            try {
                applied = applyOnce(con, valid, fault);
                tx.execute("COMMIT");
            } catch (Exception | Error e) {
                rollback(tx, e);
                throw e;
            }
            if (applied) {
                FaultHook.at(fault, "after-commit");
            }
            return applied;
        }
    }

    /** Inside the open transaction: true when the event was new and is now applied. */
    private static boolean applyOnce(Connection con, ValidEvent event, FaultHook fault) throws Exception {
        Long stored = storedQty(con, event);
        if (stored != null) {
            if (stored.longValue() != event.qty()) {
                throw new ConflictException("event " + event.id() + " was received with qty " + stored
                        + " and now arrives with qty " + event.qty() + "; the first record is kept");
            }
            return false;
        }
        try (PreparedStatement insert = con.prepareStatement("INSERT INTO inbox(id, qty) VALUES (?, ?)")) {
            insert.setString(1, event.id());
            insert.setLong(2, event.qty());
            insert.executeUpdate();
        }
        FaultHook.at(fault, "after-inbox");
        try (PreparedStatement add = con.prepareStatement("UPDATE stock SET total = total + ? WHERE id = 1")) {
            add.setLong(1, event.qty());
            add.executeUpdate();
        }
        FaultHook.at(fault, "after-total");
        return true;
    }

    private static Long storedQty(Connection con, ValidEvent event) throws SQLException {
        try (PreparedStatement find = con.prepareStatement("SELECT qty FROM inbox WHERE id = ?")) {
            find.setString(1, event.id());
            try (ResultSet rs = find.executeQuery()) {
                return rs.next() ? rs.getLong(1) : null;
            }
        }
    }

    /** Ends the failed transaction; a failing ROLLBACK must not hide the error that caused it. */
    private static void rollback(Statement st, Throwable cause) {
        try {
            st.execute("ROLLBACK");
        } catch (SQLException e) {
            cause.addSuppressed(e);
        }
    }

    @Override
    public InboxReceiver startReceiver(String sinkPath) throws Exception {
        return InboxHttpReceiver.start(this, sinkPath);
    }

    @Override
    public boolean acceptAck(String requestedId, int status, String body) {
        if (status != 200 || requestedId == null || body == null) {
            return false;
        }
        Object parsed;
        try {
            parsed = Json.parse(body);
        } catch (IllegalArgumentException notJson) {
            return false;
        }
        if (!(parsed instanceof Map)) {
            return false;
        }
        Map<?, ?> ack = (Map<?, ?>) parsed;
        // Only the exact JSON boolean counts: "true" or 1 may come from a receiver that never decided.
        return requestedId.equals(ack.get("id")) && Boolean.TRUE.equals(ack.get("accepted"));
    }

    /** A checked copy of an event; the caller's map is only read. */
    private record ValidEvent(String id, long qty) {
        private static final Set<String> KEYS = Set.of("id", "qty");
        private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

        static ValidEvent of(Map<String, Object> event) {
            if (event == null || !event.keySet().equals(KEYS)) {
                throw new IllegalArgumentException("an event has exactly the keys id and qty, got "
                        + (event == null ? null : event.keySet()));
            }
            Object id = event.get("id");
            if (!(id instanceof String) || !ID.matcher((String) id).matches()) {
                throw new IllegalArgumentException("id must be 1-64 ASCII letters, digits, _ or -, got " + id);
            }
            Object qty = event.get("qty");
            if (!(qty instanceof Integer || qty instanceof Long)) {
                throw new IllegalArgumentException("qty must be a whole number, got " + qty);
            }
            long amount = ((Number) qty).longValue();
            if (amount < 1 || amount > 1000) {
                throw new IllegalArgumentException("qty must be from 1 to 1000, got " + amount);
            }
            return new ValidEvent((String) id, amount);
        }
    }
}
