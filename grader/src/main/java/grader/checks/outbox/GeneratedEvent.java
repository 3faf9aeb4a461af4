package grader.checks.outbox;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.check.Values;

/**
 * An event a generated call passes, rebuilt for every run as a new map the way a caller
 * builds one: the id and qty drawn, and the shape of its keys.
 */
record GeneratedEvent(Object id, Object qty, Keys keys) {

    /** How the keys are laid out: the contract's two, or one of the ways to miss them. */
    enum Keys { EXACT, IMMUTABLE, EXTRA, NO_QTY, UPPER_ID, NULL }

    static GeneratedEvent of(Object id, Object qty) {
        return new GeneratedEvent(id, qty, Keys.EXACT);
    }

    /** A new map (null for {@link Keys#NULL}); {@link Keys#IMMUTABLE} is Map.of, so it cannot hold null. */
    Map<String, Object> build() {
        if (keys == Keys.NULL) {
            return null;
        }
        if (keys == Keys.IMMUTABLE && id != null && qty != null) {
            return Map.of("id", id, "qty", qty);
        }
        Map<String, Object> event = new LinkedHashMap<>();
        event.put(keys == Keys.UPPER_ID ? "ID" : "id", id);
        if (keys != Keys.NO_QTY) {
            event.put("qty", qty);
        }
        if (keys == Keys.EXTRA) {
            event.put("note", "resent");
        }
        return event;
    }

    boolean valid() {
        return OutboxModel.valid(build());
    }

    String show() {
        String shown = Values.show(build());
        return keys == Keys.IMMUTABLE ? "Map.of(" + shown + ")" : shown;
    }

    /** The same event with the contract's keys: a simpler form for the shrinker. */
    List<GeneratedEvent> plainer() {
        return keys == Keys.EXACT ? List.of() : List.of(of(id, qty));
    }
}
