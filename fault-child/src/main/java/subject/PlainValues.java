package subject;

import java.util.ArrayList;
import java.util.Base64;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Values as the protocol writes them, the same on both sides: JSON's own kinds as they are
 * (whole numbers as longs), byte arrays and non-finite doubles tagged, any other object as its
 * class name and text. Depth is bounded, so a map that contains itself cannot loop.
 */
public final class PlainValues {
    private static final int MAX_DEPTH = 64;

    private PlainValues() {
    }

    public static Object encode(Object value) {
        return encode(value, 0);
    }

    /** A tagged object of {@code kind}, to be filled in. */
    public static Map<String, Object> tag(String kind) {
        Map<String, Object> tag = new LinkedHashMap<>();
        tag.put(Tags.KEY, kind);
        return tag;
    }

    private static Object encode(Object value, int depth) {
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
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
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
            map.forEach((k, v) -> out.put(String.valueOf(k), encode(v, depth + 1)));
            return out;
        }
        if (value instanceof Collection<?> items) {
            List<Object> out = new ArrayList<>();
            items.forEach(v -> out.add(encode(v, depth + 1)));
            return out;
        }
        return opaque(value, String.valueOf(value));
    }

    private static Map<String, Object> opaque(Object value, String text) {
        Map<String, Object> tag = tag(Tags.OPAQUE);
        tag.put("type", value.getClass().getName());
        tag.put("text", text);
        return tag;
    }
}
