package subject;

import wire.PlainValues;
import wire.Tags;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Turns the judge's JSON arguments into the Java values a method takes, and what the
 * submission returns into JSON: plain values as they are, interfaces as handles, anything
 * else described by its type and text.
 */
final class Values {
    private final Handles handles;
    private final Link link;

    Values(Handles handles, Link link) {
        this.handles = handles;
        this.link = link;
    }

    Call call(long session) {
        return new Call(session);
    }

    Map<String, Object> handle(long id, Class<?> api) {
        Map<String, Object> tag = tag(Tags.HANDLE);
        tag.put("id", id);
        tag.put("type", api.getName());
        return tag;
    }

    private static Map<String, Object> tag(String kind) {
        return PlainValues.tag(kind);
    }

    /** The decoding and encoding of one call, which remembers the judge connections it stood in for. */
    final class Call {
        private final long session;
        private final Map<Long, Connection> mirrorsUsed = new LinkedHashMap<>();

        private Call(long session) {
            this.session = session;
        }

        Object decode(Object json, Class<?> type) throws SQLException {
            if (json instanceof Map<?, ?> map && map.get(Tags.KEY) instanceof String kind) {
                return tagged(kind, map, type);
            }
            if (json instanceof Number n) {
                return number(n, type);
            }
            if (json instanceof Map<?, ?> map) {
                Map<Object, Object> out = new LinkedHashMap<>();
                for (Map.Entry<?, ?> e : map.entrySet()) {
                    out.put(e.getKey(), decode(e.getValue(), Object.class));
                }
                return out;
            }
            if (json instanceof List<?> list) {
                List<Object> out = new ArrayList<>();
                for (Object item : list) {
                    out.add(decode(item, Object.class));
                }
                return out;
            }
            return json;
        }

        private Object tagged(String kind, Map<?, ?> tag, Class<?> type) throws SQLException {
            switch (kind) {
                case Tags.HANDLE:
                    return handles.target(Calls.number(tag.get("id"))).object();
                case Tags.CALLBACK:
                    return CallbackProxy.of(type, Calls.number(tag.get("id")), link, this);
                case Tags.BORROWED:
                    long id = Calls.number(tag.get("id"));
                    Connection con = handles.mirror(id, (String) tag.get("url"), (int) Calls.number(tag.get("busy")),
                            Boolean.TRUE.equals(tag.get("autoCommit")), session);
                    handles.waitLinedUp(id, tag.get("linedUpWait"), link);
                    mirrorsUsed.put(id, con);
                    return con;
                case Tags.BYTES:
                    return Base64.getDecoder().decode((String) tag.get("base64"));
                case Tags.DOUBLE:
                    return number(Double.valueOf((String) tag.get("text")), type);
                case Tags.INT:
                    return number(Integer.valueOf((int) Calls.number(tag.get("value"))), type);
                case Tags.OPAQUE:
                    return tag.get("text");
                default:
                    throw new IllegalArgumentException("no tagged value of kind " + kind);
            }
        }

        private Object number(Number n, Class<?> type) {
            if (type == int.class || type == Integer.class) {
                return n.intValue();
            } else if (type == double.class || type == Double.class) {
                return n.doubleValue();
            } else if (type == float.class || type == Float.class) {
                return n.floatValue();
            } else if (type == short.class || type == Short.class) {
                return n.shortValue();
            } else if (type == byte.class || type == Byte.class) {
                return n.byteValue();
            }
            return n instanceof Double || n instanceof Integer ? n : Long.valueOf(n.longValue());
        }

        /**
         * A return value: an interface type other than a collection comes back as a handle; each
         * map and list in it carries its identity, so that the same object returned twice is the
         * same object for the judge too.
         */
        Object encodeResult(Object value, Class<?> declared) {
            if (value != null && declared.isInterface() && !isValueType(declared)) {
                return handle(handles.register(value, declared, session), declared);
            }
            return PlainValues.encode(value, handles::identityOf);
        }

        Object encode(Object value) {
            return PlainValues.encode(value);
        }

        /** The state of each stand-in connection after the call, for the judge to mirror on its own. */
        Map<String, Object> mirrorStates() {
            Map<String, Object> states = new LinkedHashMap<>();
            mirrorsUsed.forEach((id, con) -> {
                Map<String, Object> state = new LinkedHashMap<>();
                try {
                    state.put("closed", con.isClosed());
                    state.put("autoCommit", con.isClosed() || con.getAutoCommit());
                } catch (SQLException e) {
                    state.put("closed", true);
                }
                states.put(Long.toString(id), state);
            });
            return states;
        }
    }

    private static boolean isValueType(Class<?> type) {
        return Map.class.isAssignableFrom(type) || Collection.class.isAssignableFrom(type)
                || CharSequence.class.isAssignableFrom(type);
    }
}
