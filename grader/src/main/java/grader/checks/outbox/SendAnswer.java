package grader.checks.outbox;

import java.io.IOException;
import java.util.Map;
import grader.check.explore.Expected;
import grader.check.explore.Outcome;
import labs.DeliveryException;

/**
 * What the grader's send callback does with one event: return exactly {@code Boolean.TRUE}
 * (after changing its argument, maybe), return a value that is no ACK ({@code false},
 * {@code null}, {@code 1}, {@code "true"}), or throw an exception of its own.
 */
record SendAnswer(Kind kind, Exception thrown) implements DeliveryAnswer {

    enum Kind { TRUE, TRUE_CHANGING_ITS_ARGUMENT, FALSE, NULL, ONE, TEXT_TRUE, THROWS }

    static final SendAnswer ACK = new SendAnswer(Kind.TRUE, null);

    static SendAnswer throwing(boolean checked) {
        return new SendAnswer(Kind.THROWS, checked ? new IOException("the grader's send fails: connection reset")
                : new IllegalStateException("the grader's send fails"));
    }

    public String show() {
        return switch (kind) {
            case TRUE -> "true";
            case TRUE_CHANGING_ITS_ARGUMENT -> "true after changing its argument to qty 999 and another id";
            case FALSE -> "false";
            case NULL -> "null";
            case ONE -> "1 (Integer)";
            case TEXT_TRUE -> "\"true\" (String)";
            case THROWS -> "throws " + thrown;
        };
    }

    public Expected failure() {
        return switch (kind) {
            case TRUE, TRUE_CHANGING_ITS_ARGUMENT -> null;
            case THROWS -> Expected.of("throws send's own exception, unchanged (" + thrown + ")", o -> o.thrown() == thrown,
                    new Outcome(null, thrown));
            default -> Expected.thrown(DeliveryException.class);
        };
    }

    /** Answers {@code event} as this kind says; {@code otherId} is the id a changing callback writes into it. */
    Object answer(Map<String, Object> event, String otherId) throws Exception {
        return switch (kind) {
            case TRUE -> Boolean.TRUE;
            case TRUE_CHANGING_ITS_ARGUMENT -> {
                try {
                    event.put("id", otherId);
                    event.put("qty", 999);
                } catch (UnsupportedOperationException unmodifiable) {
                    // A copy the callback cannot change is as good as one it may change.
                }
                yield Boolean.TRUE;
            }
            case FALSE -> Boolean.FALSE;
            case NULL -> null;
            case ONE -> 1;
            case TEXT_TRUE -> "true";
            case THROWS -> throw thrown;
        };
    }
}
