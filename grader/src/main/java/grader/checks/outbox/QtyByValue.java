package grader.checks.outbox;

import grader.check.Attempt;
import grader.check.Expect;

/**
 * A stored qty of 500 met again as another {@code Integer} object and as a {@code Long}: the
 * same qty by value, so a duplicate. Boxed values compared with {@code ==} or {@code equals}
 * across types differ from 128 on, which small quantities never show.
 */
final class QtyByValue {
    /** One call of the code under test with the same id and the given qty. */
    @FunctionalInterface
    interface Call {
        boolean with(Object qty) throws Exception;
    }

    private QtyByValue() {
    }

    /** {@code call} with 500 first returns true, then false for 500 as a new Integer and as a Long. */
    static void repeatsAreDuplicates(String call, Call write, Attempt.StateSource state) {
        Expect.trying(call + " with qty=500 (an Integer)").state(state).returns(true, () -> write.with(Integer.valueOf(500)));
        for (Object qty : new Object[] {Integer.valueOf(500), Long.valueOf(500)}) {
            Expect.trying(call + " with qty=500 (a " + qty.getClass().getSimpleName() + ") after 500 was stored: the same qty"
                    + " by value").state(state).returns(false, () -> write.with(qty));
        }
    }
}
