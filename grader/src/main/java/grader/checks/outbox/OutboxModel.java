package grader.checks.outbox;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The outbox lab's contract as state: the source's outbox rows in seq order (each with the
 * order it was stored with), the sink's inbox rows and total, and whether the grader makes
 * either file's writes fail; and what makes an event valid.
 */
final class OutboxModel {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    /** One outbox row and its order: enqueue writes both, only markSent changes {@code sent}. */
    static final class Row {
        final String id;
        final long qty;
        boolean sent;

        Row(String id, long qty) {
            this.id = id;
            this.qty = qty;
        }
    }

    final List<Row> outbox = new ArrayList<>();
    final Map<String, Long> inbox = new TreeMap<>();
    long total;
    /** The grader makes inserts into orders or outbox and updates of outbox fail (a trigger raises). */
    /** While source writes fail: the orders table's too, not only the outbox's. */
    boolean ordersFail;
    boolean sourceWritesFail;
    /** The grader makes inserts into inbox and updates of stock fail. */
    boolean sinkWritesFail;

    /** The row with exactly this id (ids are case-sensitive, and {@code _} is no wildcard), or null. */
    Row row(String id) {
        return outbox.stream().filter(r -> r.id.equals(id)).findFirst().orElse(null);
    }

    /** What pending(limit) returns: the first {@code limit} unsent rows by seq. */
    List<Row> pending(int limit) {
        return outbox.stream().filter(r -> !r.sent).limit(limit).toList();
    }

    static boolean validLimit(int limit) {
        return limit >= 1 && limit <= 16;
    }

    /** Exactly the keys id and qty; id 1-64 ASCII letters, digits, _ or -; qty an Integer or Long from 1 to 1000. */
    static boolean valid(Map<String, Object> event) {
        return event != null && event.keySet().equals(Set.of("id", "qty")) && event.get("id") instanceof String id
                && ID.matcher(id).matches() && (event.get("qty") instanceof Integer || event.get("qty") instanceof Long)
                && ((Number) event.get("qty")).longValue() >= 1 && ((Number) event.get("qty")).longValue() <= 1000;
    }

    /** The stored form of a valid event's qty. */
    static long qty(Map<String, Object> event) {
        return ((Number) event.get("qty")).longValue();
    }
}
