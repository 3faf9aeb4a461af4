package reference.outbox;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import labs.ConflictException;
import labs.DeliveryException;
import labs.FaultHook;
import labs.outbox.OutboxLab;
import labs.outbox.Sender;

/** The model answer of lab outbox: the order and its intent to send commit together. */
public final class OutboxReference implements OutboxLab {

    @Override
    public Map<String, Object> validateEvent(Map<String, Object> event) {
        return EventRules.validate(event);
    }

    @Override
    public Connection openStore(String path, String role) throws Exception {
        return StoreOpener.open(path, role);
    }

    @Override
    public boolean enqueue(Connection con, Map<String, Object> event, FaultHook fault) throws Exception {
        Map<String, Object> e = EventRules.validate(event);
        boolean created = Transactions.immediate(con, () -> {
            Long stored = storedQty(con, "SELECT qty FROM orders WHERE id = ?", e.get("id"));
            if (stored != null) {
                return sameQty(stored, e);
            }
            update(con, "INSERT INTO orders (id, qty) VALUES (?, ?)", e.get("id"), e.get("qty"));
            FaultHook.at(fault, "after-order");
            update(con, "INSERT INTO outbox (id, qty, sent) VALUES (?, ?, 0)", e.get("id"), e.get("qty"));
            FaultHook.at(fault, "after-outbox");
            return true;
        });
        if (created) {
            FaultHook.at(fault, "after-commit");
        }
        return created;
    }

    @Override
    public List<Map<String, Object>> pending(Connection con, int limit) throws Exception {
        if (limit < 1 || limit > 16) {
            throw new IllegalArgumentException("limit must be 1 to 16: " + limit);
        }
        List<Map<String, Object>> batch = new ArrayList<>();
        try (PreparedStatement st = con.prepareStatement(
                "SELECT id, qty FROM outbox WHERE sent = 0 ORDER BY seq LIMIT ?")) {
            st.setInt(1, limit);
            try (ResultSet rs = st.executeQuery()) {
                while (rs.next()) {
                    Map<String, Object> item = new LinkedHashMap<>();
                    item.put("id", rs.getString(1));
                    item.put("qty", rs.getLong(2));
                    batch.add(item);
                }
            }
        }
        return batch;
    }

    @Override
    public boolean receive(Connection con, Map<String, Object> event, FaultHook fault) throws Exception {
        Map<String, Object> e = EventRules.validate(event);
        boolean applied = Transactions.immediate(con, () -> {
            Long stored = storedQty(con, "SELECT qty FROM inbox WHERE id = ?", e.get("id"));
            if (stored != null) {
                return sameQty(stored, e);
            }
            update(con, "INSERT INTO inbox (id, qty) VALUES (?, ?)", e.get("id"), e.get("qty"));
            FaultHook.at(fault, "after-inbox");
            update(con, "UPDATE stock SET total = total + ? WHERE id = 1", e.get("qty"));
            FaultHook.at(fault, "after-total");
            return true;
        });
        if (applied) {
            FaultHook.at(fault, "after-commit");
        }
        return applied;
    }

    @Override
    public boolean markSent(Connection con, Map<String, Object> event) throws Exception {
        Map<String, Object> e = EventRules.validate(event);
        return Transactions.immediate(con, () -> {
            Long stored = storedQty(con, "SELECT qty FROM outbox WHERE id = ?", e.get("id"));
            if (stored == null) {
                throw new IllegalArgumentException("no outbox row for id " + e.get("id"));
            }
            sameQty(stored, e);
            return update(con, "UPDATE outbox SET sent = 1 WHERE id = ? AND sent = 0", e.get("id")) == 1;
        });
    }

    @Override
    public int dispatch(Connection con, Sender send, int limit, FaultHook fault) throws Exception {
        int marked = 0;
        for (Map<String, Object> item : pending(con, limit)) {
            Object ack = send.send(new LinkedHashMap<>(item));
            if (!Boolean.TRUE.equals(ack)) {
                throw new DeliveryException("send gave " + ack + " for " + item.get("id") + ", not true");
            }
            FaultHook.at(fault, "after-delivery");
            markSent(con, item);
            marked++;
        }
        return marked;
    }

    @Override
    public boolean sendHttp(String url, Map<String, Object> event, double timeout) throws Exception {
        return HttpDelivery.send(url, EventRules.validate(event), timeout);
    }

    /** False for a valid duplicate; the same id with another qty is a conflict. */
    private static boolean sameQty(long stored, Map<String, Object> e) {
        long qty = ((Number) e.get("qty")).longValue();
        if (stored != qty) {
            throw new ConflictException("id " + e.get("id") + " is stored with qty " + stored + ", not " + qty);
        }
        return false;
    }

    private static Long storedQty(Connection con, String sql, Object id) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            st.setObject(1, id);
            try (ResultSet rs = st.executeQuery()) {
                return rs.next() ? rs.getLong(1) : null;
            }
        }
    }

    private static int update(Connection con, String sql, Object... args) throws SQLException {
        try (PreparedStatement st = con.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                st.setObject(i + 1, args[i]);
            }
            return st.executeUpdate();
        }
    }
}
