package grader.checks.batch;

import java.util.List;
import grader.check.InjectedFault;
import labs.FaultHook;

/** The fault hooks the batch checks hand to {@code pay}. */
final class Hooks {
    /** The points of {@code pay}, in the order the contract calls them. */
    static final List<String> POINTS = List.of("after-ledger", "after-wallet", "after-done", "after-commit");

    private Hooks() {
    }

    /** Throws {@code fault} at {@code point}, and does nothing at the others. */
    static FaultHook throwing(InjectedFault fault, String point) {
        return reached -> {
            if (reached.equals(point)) {
                throw fault;
            }
        };
    }

    /** Writes down every point reached, in order. */
    static FaultHook recording(List<String> reached) {
        return reached::add;
    }

    /**
     * Sleeps at {@code after-wallet}, between paying and marking, so that a pay that checks
     * "already done?" outside its transaction is caught in the act by a concurrent one.
     */
    static FaultHook slowBetweenPayAndMark(long millis) {
        return reached -> {
            if (reached.equals("after-wallet")) {
                Thread.sleep(millis);
            }
        };
    }
}
