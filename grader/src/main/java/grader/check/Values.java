package grader.check;

import java.math.BigDecimal;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/** Compares and shows values the way a student reads them: numbers by value, strings quoted. */
public final class Values {
    private Values() {
    }

    /** Equal by value: 7, 7L and 7.0 are the same number; maps and lists compare element-wise. */
    public static boolean same(Object expected, Object actual) {
        if (expected instanceof Number && actual instanceof Number) {
            return sameNumber((Number) expected, (Number) actual);
        }
        if (expected instanceof Map && actual instanceof Map) {
            return sameMap((Map<?, ?>) expected, (Map<?, ?>) actual);
        }
        if (expected instanceof List && actual instanceof List) {
            return sameList((List<?>) expected, (List<?>) actual);
        }
        return Objects.equals(expected, actual);
    }

    private static boolean sameNumber(Number a, Number b) {
        try {
            return new BigDecimal(a.toString()).compareTo(new BigDecimal(b.toString())) == 0;
        } catch (NumberFormatException notFinite) {
            return a.doubleValue() == b.doubleValue();
        }
    }

    private static boolean sameMap(Map<?, ?> a, Map<?, ?> b) {
        if (!a.keySet().equals(b.keySet())) {
            return false;
        }
        for (Map.Entry<?, ?> e : a.entrySet()) {
            if (!same(e.getValue(), b.get(e.getKey()))) {
                return false;
            }
        }
        return true;
    }

    private static boolean sameList(List<?> a, List<?> b) {
        if (a.size() != b.size()) {
            return false;
        }
        Iterator<?> i = a.iterator();
        Iterator<?> j = b.iterator();
        while (i.hasNext()) {
            if (!same(i.next(), j.next())) {
                return false;
            }
        }
        return true;
    }

    /** A short, unambiguous rendering: {@code "snack-7"}, {@code 7}, {@code true}, {@code null}. */
    public static String show(Object value) {
        if (value == null) {
            return "null";
        }
        if (value instanceof CharSequence) {
            return '"' + value.toString() + '"';
        }
        if (value instanceof Map) {
            StringBuilder out = new StringBuilder("{");
            ((Map<?, ?>) value).forEach((k, v) -> out.append(out.length() > 1 ? ", " : "")
                    .append(k).append('=').append(show(v)));
            return out.append('}').toString();
        }
        if (value instanceof List) {
            StringBuilder out = new StringBuilder("[");
            for (Object item : (List<?>) value) {
                out.append(out.length() > 1 ? ", " : "").append(show(item));
            }
            return out.append(']').toString();
        }
        if (value instanceof Throwable) {
            Throwable t = (Throwable) value;
            return "threw " + t.getClass().getName() + (t.getMessage() == null ? "" : ": " + t.getMessage());
        }
        return value + typeSuffix(value);
    }

    /** Names the type of any value that is not a plain JSON-like scalar, e.g. {@code 7 (Short)}. */
    private static String typeSuffix(Object value) {
        if (value instanceof Boolean || value instanceof Long || value instanceof Integer
                || value instanceof Double) {
            return "";
        }
        return " (" + value.getClass().getSimpleName() + ")";
    }
}
