package labs;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** Writes the value types that {@link Json#parse} returns. */
final class JsonWriter {
    private JsonWriter() {
    }

    static void append(StringBuilder out, Object value) {
        if (value == null || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw new IllegalArgumentException("JSON has no " + d);
            }
            out.append(d);
        } else if (value instanceof Number) {
            out.append(((Number) value).longValue());
        } else if (value instanceof CharSequence) {
            appendString(out, value.toString());
        } else if (value instanceof Map) {
            appendMap(out, (Map<?, ?>) value);
        } else if (value instanceof List) {
            appendList(out, (List<?>) value);
        } else {
            throw new IllegalArgumentException("not a JSON value: " + value.getClass().getName());
        }
    }

    private static void appendMap(StringBuilder out, Map<?, ?> map) {
        out.append('{');
        Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<?, ?> entry = entries.next();
            appendString(out, String.valueOf(entry.getKey()));
            out.append(':');
            append(out, entry.getValue());
            if (entries.hasNext()) {
                out.append(',');
            }
        }
        out.append('}');
    }

    private static void appendList(StringBuilder out, List<?> list) {
        out.append('[');
        for (int i = 0; i < list.size(); i++) {
            if (i > 0) {
                out.append(',');
            }
            append(out, list.get(i));
        }
        out.append(']');
    }

    private static void appendString(StringBuilder out, String s) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }
}
