package grader.subject;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import wire.PlainValues;
import wire.Tags;

/**
 * The judge's side of the value mapping: what a check passes becomes JSON (the judge's own
 * connections as borrowed ones, its hooks and senders as call backs, the subject's objects as
 * handles), and what the subject sends becomes values of the type a method declares.
 */
final class JudgeValues {
    private final Subject subject;
    private final Callbacks callbacks;
    private final BorrowedConnections borrowed = new BorrowedConnections();
    private final Map<Long, Long> linedUpCallbacks = new ConcurrentHashMap<>();
    private final SubjectIdentities identities = new SubjectIdentities();

    JudgeValues(Subject subject) {
        this.subject = subject;
        this.callbacks = new Callbacks(this);
    }

    Callbacks callbacks() {
        return callbacks;
    }

    /** Encodes the arguments of one call; the judge connections among them are recorded in {@code lent}. */
    List<Object> encodeArguments(Object[] args, Class<?>[] types, Map<Long, Connection> lent) throws SQLException {
        List<Object> encoded = new ArrayList<>();
        for (int i = 0; i < args.length; i++) {
            Object arg = args[i];
            if (arg instanceof Connection con && RemoteObject.handleOf(con) < 0) {
                long id = borrowed.idOf(con);
                lent.put(id, con);
                Map<String, Object> tag = borrowedTag(id, con);
                linedUpWait(id, con).ifPresent(wait -> tag.put("linedUpWait", wait));
                encoded.add(tag);
            } else {
                encoded.add(encode(arg, types[i]));
            }
        }
        return encoded;
    }

    /**
     * The lined-up wait a racing check installed on {@code con}, for the subject's stand-in:
     * its limit, and a call back for "lined up", registered once per connection.
     */
    private Optional<Map<String, Object>> linedUpWait(long id, Connection con) {
        return LinedUpWait.of(con).map(wait -> {
            Map<String, Object> described = new LinkedHashMap<>();
            described.put("limitMillis", wait.limitMillis());
            described.put("linedUp", linedUpCallbacks.computeIfAbsent(id,
                    k -> callbacks.register(wait.linedUp(), Runnable.class)));
            return described;
        });
    }

    private static Map<String, Object> borrowedTag(long id, Connection con) throws SQLException {
        Map<String, Object> tag = tag(Tags.BORROWED);
        tag.put("id", id);
        tag.put("url", con.getMetaData().getURL());
        tag.put("busy", busyTimeout(con));
        tag.put("autoCommit", con.getAutoCommit());
        return tag;
    }

    private static int busyTimeout(Connection con) throws SQLException {
        try (Statement st = con.createStatement(); ResultSet rs = st.executeQuery("PRAGMA busy_timeout")) {
            return rs.next() ? rs.getInt(1) : 0;
        }
    }

    Object encode(Object value, Class<?> declared) {
        long handle = RemoteObject.handleOf(value);
        if (handle >= 0) {
            Map<String, Object> tag = tag(Tags.HANDLE);
            tag.put("id", handle);
            return tag;
        }
        if (value != null && declared.isInterface() && !isPlain(value)) {
            Map<String, Object> tag = tag(Tags.CALLBACK);
            tag.put("id", callbacks.register(value, declared));
            return tag;
        }
        return plain(value);
    }

    private static boolean isPlain(Object value) {
        return value instanceof Map || value instanceof Collection || value instanceof CharSequence
                || value instanceof Number || value instanceof Boolean || value instanceof byte[];
    }

    /** Numbers the protocol has no kind for (BigDecimal) go as doubles; the rest as the subject writes them. */
    private static Object plain(Object value) {
        return PlainValues.encode(value instanceof BigDecimal big ? big.doubleValue() : value);
    }

    Object[] decodeAll(List<?> json, Class<?>[] types) {
        Object[] values = new Object[types.length];
        for (int i = 0; i < types.length; i++) {
            values[i] = decode(json.get(i), types[i]);
        }
        return values;
    }

    /** A value of the subject as {@code type}; anything that cannot be one is the subject's protocol error. */
    Object decode(Object json, Class<?> type) {
        Object value = decodeTree(json, type);
        if (type == void.class || type == Void.class) {
            return null;
        }
        if (value == null && type.isPrimitive()) {
            throw protocolError("null where a " + type.getName() + " was due");
        }
        if (value != null && !Primitives.wrap(type).isInstance(value)) {
            throw protocolError("a " + value.getClass().getSimpleName() + " where a " + type.getName() + " was due");
        }
        return value;
    }

    private Object decodeTree(Object json, Class<?> type) {
        if (json instanceof Map<?, ?> map && map.get(Tags.KEY) instanceof String kind) {
            return tagged(kind, map, type);
        }
        if (json instanceof Number n) {
            return Primitives.convert(n, type);
        }
        if (json instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put((String) k, decodeTree(v, Object.class)));
            return out;
        }
        if (json instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            list.forEach(v -> out.add(decodeTree(v, Object.class)));
            return out;
        }
        return json;
    }

    private Object tagged(String kind, Map<?, ?> tag, Class<?> type) {
        switch (kind) {
            case Tags.HANDLE:
                if (type.isInterface() && tag.get("id") instanceof Long id) {
                    return RemoteObject.of(subject, id, type);
                }
                break;
            case Tags.BYTES:
                return Base64.getDecoder().decode(String.valueOf(tag.get("base64")));
            case Tags.DOUBLE:
                return Primitives.convert(Double.valueOf(String.valueOf(tag.get("text"))), type);
            case Tags.SAME:
                if (tag.get("id") instanceof Long id) {
                    return identities.same(id, decodeTree(tag.get("value"), type));
                }
                break;
            case Tags.INT:
                if (tag.get("value") instanceof Long whole) {
                    return Primitives.convert(Integer.valueOf(whole.intValue()), type);
                }
                break;
            default:
                break;
        }
        return new OpaqueValue(String.valueOf(tag.get("type")), String.valueOf(tag.get("text")));
    }

    /** Mirrors on the judge's connections what the call left on the subject's stand-ins. */
    void mirrorBack(Map<Long, Connection> lent, Object states) throws SQLException {
        if (!(states instanceof Map<?, ?> byId)) {
            return;
        }
        for (Map.Entry<Long, Connection> e : lent.entrySet()) {
            if (byId.get(Long.toString(e.getKey())) instanceof Map<?, ?> state) {
                BorrowedConnections.apply(e.getValue(), state);
            }
        }
    }

    static SubjectLostException protocolError(String what) {
        return new SubjectLostException("the subject broke the protocol: " + what, null);
    }

    private static Map<String, Object> tag(String kind) {
        return PlainValues.tag(kind);
    }
}
