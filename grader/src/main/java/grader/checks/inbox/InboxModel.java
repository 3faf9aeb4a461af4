package grader.checks.inbox;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * The inbox lab's contract as state, one sink per database of a run: the inbox rows (id to
 * qty) and the total, changed the way {@code InboxLab.receive} says; and what makes an event
 * valid.
 */
final class InboxModel {
    private static final Pattern ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

    /** One sink database. */
    static final class Store {
        final Map<String, Long> inbox = new TreeMap<>();
        long total;
        /** initSink ran on it: only then are its tables compared. */
        boolean initialised;
        /** The grader made every write to inbox and stock fail (a trigger raises). */
        boolean writesFail;
    }

    final List<Store> stores = new ArrayList<>();

    InboxModel(int databases) {
        for (int i = 0; i < databases; i++) {
            stores.add(new Store());
        }
    }

    Store store(int db) {
        return stores.get(db);
    }

    /** A copy that a change to leaves this model as it is: to try a serial order of racing calls on. */
    InboxModel copy() {
        InboxModel copy = new InboxModel(stores.size());
        for (int db = 0; db < stores.size(); db++) {
            Store from = stores.get(db);
            Store to = copy.stores.get(db);
            to.inbox.putAll(from.inbox);
            to.total = from.total;
            to.initialised = from.initialised;
            to.writesFail = from.writesFail;
        }
        return copy;
    }

    /** Exactly the keys id and qty; id 1-64 ASCII letters, digits, _ or -; qty an Integer or Long from 1 to 1000. */
    static boolean valid(Map<String, Object> event) {
        return event.keySet().equals(java.util.Set.of("id", "qty")) && event.get("id") instanceof String id
                && ID.matcher(id).matches() && (event.get("qty") instanceof Integer || event.get("qty") instanceof Long)
                && ((Number) event.get("qty")).longValue() >= 1 && ((Number) event.get("qty")).longValue() <= 1000;
    }
}
