package grader.checks.outbox;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The values generated outbox calls draw, from where the contract draws its lines: ids that
 * differ only in case or by a {@code _} (a SQL LIKE wildcard), ids of 1 and 64 characters and
 * one over, a space, a line break, a quote, a {@code %} or a character just outside the ASCII
 * class; qty 1 and 1000 and one beyond, 127 and 128 (where boxed Integers stop being shared),
 * as an Integer or a Long, a Long that wraps to a valid int, a Boolean, a Double, a String.
 */
final class GeneratedValues {
    static final String LONGEST = "x".repeat(64);
    static final List<Object> IDS = List.of("snack-7", "SNACK-7", "snack_7", "Snack-7", "a", "Z9", LONGEST);
    static final List<Object> BAD_IDS = List.of("snack 7", "snack-7\n", " snack-7", "\tsnack-7", "", LONGEST + "x",
            "snack.7", "snack'7", "snack\"7", "snack%7", "sn\u00e4ck-7", "\u0667", "\uff53nack", 7);
    static final List<Object> QTYS = List.of(7, 7L, 1, 1000L, 1000, 128, 128L, 127, 999, 2L);
    static final List<Object> BAD_QTYS = List.of(0, 1001, -7, 0L, 1001L, 4_294_967_303L, 4_294_967_297L, Long.MIN_VALUE,
            true, false, 7.0, 1000.0, 7.5, "7");

    private GeneratedValues() {
    }

    static Object pick(SplittableRandom random, List<Object> values) {
        return values.get(random.nextInt(values.size()));
    }

    /** The same number as the other boxed type: a resend that must count as the same qty. */
    static Object otherType(SplittableRandom random, long qty) {
        return random.nextBoolean() ? (Object) qty : (Object) (int) qty;
    }

    /** A valid qty one off {@code qty}: a conflict. */
    static Object oneOff(SplittableRandom random, long qty) {
        return otherType(random, qty == 1000 ? 999 : qty + 1);
    }

    /** An event that is invalid whatever is stored: a bad id with a good qty, a good id with a bad qty, or keys that are not the contract's. */
    static GeneratedEvent invalid(SplittableRandom random) {
        return switch (random.nextInt(5)) {
            case 0, 1 -> GeneratedEvent.of(pick(random, BAD_IDS), pick(random, QTYS));
            case 2, 3 -> GeneratedEvent.of(pick(random, IDS), pick(random, BAD_QTYS));
            default -> new GeneratedEvent(pick(random, IDS), pick(random, QTYS), List.of(GeneratedEvent.Keys.EXTRA,
                    GeneratedEvent.Keys.NO_QTY, GeneratedEvent.Keys.UPPER_ID, GeneratedEvent.Keys.NULL).get(random.nextInt(4)));
        };
    }
}
