package reference.outbox;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Pattern;

/** The contract of one event: exactly an ASCII id and a whole-number qty, copied, never changed. */
final class EventRules {
    /** Java's character classes below are ASCII-only, so "ä" or an Arabic digit never matches. */
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");
    private static final long MIN_QTY = 1;
    private static final long MAX_QTY = 1000;

    private EventRules() {
    }

    static Map<String, Object> validate(Map<String, Object> event) {
        if (event == null) {
            throw new IllegalArgumentException("event is null");
        }
        if (event.size() != 2 || !event.containsKey("id") || !event.containsKey("qty")) {
            throw new IllegalArgumentException("event must have exactly the keys id and qty: " + event.keySet());
        }
        Map<String, Object> copy = new LinkedHashMap<>();
        copy.put("id", id(event.get("id")));
        copy.put("qty", qty(event.get("qty")));
        return copy;
    }

    private static String id(Object id) {
        if (!(id instanceof String) || !ID.matcher((String) id).matches()) {
            throw new IllegalArgumentException("id must be 1-64 ASCII letters, digits, _ or -: " + id);
        }
        return (String) id;
    }

    /** Only Integer and Long are ints here: a Boolean or a Double 7.0 is not a quantity. */
    private static Object qty(Object qty) {
        if (!(qty instanceof Integer) && !(qty instanceof Long)) {
            throw new IllegalArgumentException("qty must be an int, got " + (qty == null ? "null" : qty.getClass().getSimpleName()));
        }
        long value = ((Number) qty).longValue();
        if (value < MIN_QTY || value > MAX_QTY) {
            throw new IllegalArgumentException("qty must be 1 to 1000: " + value);
        }
        return qty;
    }
}
