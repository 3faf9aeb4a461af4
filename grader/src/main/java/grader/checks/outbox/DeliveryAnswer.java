package grader.checks.outbox;

import grader.check.explore.Expected;

/** How one delivery of a generated dispatch is answered: by the grader's send callback, or by its HTTP peer. */
interface DeliveryAnswer {

    /** As a transcript shows it, e.g. {@code "1"} or {@code 200 {"id":..,"accepted":true} chunked}. */
    String show();

    /** Null when the answer is an ACK dispatch must take; else what dispatch must do with it. */
    Expected failure();

    /** The next answer of a script that ran out: the plain ACK. */
    static <A extends DeliveryAnswer> A orAck(java.util.List<A> answers, int index, A ack) {
        return index < answers.size() ? answers.get(index) : ack;
    }
}
