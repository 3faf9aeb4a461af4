package grader.checks.outbox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import grader.check.db.DbState;

/** A source with pending items {@code item-1 .. item-n} (qty = number), for the dispatch checks. */
final class Pending {
    private Pending() {
    }

    static Path items(Path dir, int n) throws Exception {
        Path source = OutboxFiles.source(dir);
        for (int i = 1; i <= n; i++) {
            OutboxFiles.addOrder(source, "item-" + i, i, 0);
        }
        return source;
    }

    /** The events {@code item-from .. item-to} as send should receive them. */
    static List<Map<String, Object>> expected(int from, int to) {
        List<Map<String, Object>> events = new ArrayList<>();
        for (int i = from; i <= to; i++) {
            events.add(Map.of("id", "item-" + i, "qty", i));
        }
        return events;
    }

    static long countPending(Path source) throws Exception {
        return ((Number) DbState.value(source, "SELECT COUNT(*) FROM outbox WHERE sent = 0")).longValue();
    }

    /** The sent flags of item-1, item-2, ... in seq order, e.g. {@code [1, 0]}. */
    static String sentFlags(Path source) throws Exception {
        List<Object> flags = new ArrayList<>();
        for (Map<String, Object> row : OutboxFiles.rows(source, "SELECT sent FROM outbox WHERE id LIKE 'item-%' ORDER BY seq")) {
            flags.add(row.get("sent"));
        }
        return flags.toString();
    }
}
