package wire;

import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToLongFunction;

/**
 * Values as the protocol writes them, the same on both sides: JSON's own kinds as they are
 * (whole numbers as longs, an Integer tagged as one), byte arrays and non-finite doubles tagged, any other object as its
 * class name and text. Depth is bounded, so a map that contains itself cannot loop.
 */
public final class PlainValues {
    private static final int MAX_DEPTH = 64;

    private PlainValues() {
    }

    public static Object encode(Object value) {
        return encode(value, 0, null);
    }

    /**
     * Like {@link #encode(Object)}, but each map and list is wrapped with the number
     * {@code identity} gives it, so that the reader can tell the same object seen twice.
     */
    public static Object encode(Object value, ToLongFunction<Object> identity) {
        return encode(value, 0, identity);
    }

    /** A tagged object of {@code kind}, to be filled in. */
    public static Map<String, Object> tag(String kind) {
        Map<String, Object> tag = new LinkedHashMap<>();
        tag.put(Tags.KEY, kind);
        return tag;
    }

    private static Object encode(Object value, int depth, ToLongFunction<Object> identity) {
        if (value == null || value instanceof Boolean || value instanceof String) {
            return value;
        }
        if (depth > MAX_DEPTH) {
            return opaque(value, "(nested too deeply)");
        }
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isFinite(d)) {
                return d;
            }
            Map<String, Object> tag = tag(Tags.DOUBLE);
            tag.put("text", Double.toString(d));
            return tag;
        }
        if (value instanceof Integer whole) {
            Map<String, Object> tag = tag(Tags.INT);
            tag.put("value", whole.longValue());
            return tag;
        }
        if (value instanceof Long || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof CharSequence) {
            return value.toString();
        }
        if (value instanceof byte[] bytes) {
            Map<String, Object> tag = tag(Tags.BYTES);
            tag.put("base64", Base64.getEncoder().encodeToString(bytes));
            return tag;
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            map.forEach((k, v) -> out.put(String.valueOf(k), encode(v, depth + 1, identity)));
            return identified(value, out, identity);
        }
        if (value instanceof Collection<?> items) {
            List<Object> out = new ArrayList<>();
            items.forEach(v -> out.add(encode(v, depth + 1, identity)));
            return identified(value, out, identity);
        }
        return opaque(value, String.valueOf(value));
    }

    private static Object identified(Object value, Object encoded, ToLongFunction<Object> identity) {
        if (identity == null) {
            return encoded;
        }
        Map<String, Object> tag = tag(Tags.SAME);
        tag.put("id", identity.applyAsLong(value));
        tag.put("value", encoded);
        return tag;
    }

    private static Map<String, Object> opaque(Object value, String text) {
        Map<String, Object> tag = tag(Tags.OPAQUE);
        tag.put("type", value.getClass().getName());
        tag.put("text", text);
        return tag;
    }
}
