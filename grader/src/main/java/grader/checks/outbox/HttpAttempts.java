package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.net.http.HttpTimeoutException;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.Values;
import grader.check.http.FakeReceiver;
import grader.check.http.Replies;
import grader.check.http.Reply;
import labs.DeliveryException;
import labs.outbox.OutboxLab;

/** The common shape of the step 8 checks: one sendHttp of snack-7/7 to a fake receiver. */
final class HttpAttempts {
    /**
     * The longest timeout the contract allows. A check that judges the answer, not the
     * timeout, gives the client all of it: on a loaded machine a 1 s round trip through a
     * client such as java.net.http's can time out, and the check would fail correct code.
     */
    static final double PATIENT = 5;

    /** How often a send whose short timeout is itself the input is tried before a timeout counts. */
    private static final int TRIES = 3;

    private HttpAttempts() {
    }

    /** One sendHttp of snack-7/7 to {@code url}. */
    @FunctionalInterface
    interface Send {
        boolean to(String url) throws Exception;
    }

    /** The answer must be refused as no proof of acceptance, after exactly one request. */
    static void deliveryError(OutboxLab lab, Reply reply, String answer) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(reply)) {
            Attempt attempt = tried(receiver, answer);
            attempt.throwsA(DeliveryException.class, () -> lab.sendHttp(receiver.url(), event("snack-7", 7), PATIENT));
            sentOnce(attempt, receiver);
        }
    }

    /** The failure must pass through as an IOException, not be turned into a DeliveryException. */
    static IOException passesThrough(OutboxLab lab, FakeReceiver receiver, String answer, double timeout) {
        Attempt attempt = tried(receiver, answer, timeout);
        return attempt.throwsA(IOException.class, () -> lab.sendHttp(receiver.url(), event("snack-7", 7), timeout));
    }

    /**
     * A send whose short timeout is part of what is checked (the default of 1 s, or 0.5 s)
     * must return true for the good ACK after exactly one request. A timeout is tried again
     * on a fresh receiver, up to {@value #TRIES} times: a loaded machine may miss a short
     * timeout once, a timeout that is really too short misses it every time.
     */
    static void acksDespiteLoad(String call, Send send) throws Exception {
        for (int attempt = 1; attempt <= TRIES; attempt++) {
            try (FakeReceiver receiver = FakeReceiver.start(Replies.ack())) {
                String shown = call.replace("<url>", receiver.url())
                        + (attempt > 1 ? " (try " + attempt + " of " + TRIES + ": the earlier tries timed out)" : "");
                Attempt tried = Expect.trying(shown).state(() -> "the receiver saw " + receiver.requests());
                boolean acked;
                try {
                    acked = send.to(receiver.url());
                } catch (Exception e) {
                    Stubs.rethrowIfStub(e);
                    if (isTimeout(e) && attempt < TRIES) {
                        continue;
                    }
                    throw tried.fail("true from the receiver's good ACK" + (isTimeout(e) ? " (it timed out on every try)" : ""),
                            Values.show(e));
                }
                tried.holds(acked, "true from the receiver's good ACK", "false");
                sentOnce(tried, receiver);
                return;
            }
        }
    }

    private static boolean isTimeout(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof HttpTimeoutException || t instanceof SocketTimeoutException) {
                return true;
            }
        }
        return false;
    }

    static Attempt tried(FakeReceiver receiver, String answer) {
        return tried(receiver, answer, PATIENT);
    }

    static Attempt tried(FakeReceiver receiver, String answer, double timeout) {
        return Expect.trying("sendHttp(\"" + receiver.url() + "\", {id=\"snack-7\", qty=7}, " + timeout
                + ") answered with " + answer).state(() -> "the receiver saw " + receiver.requests());
    }

    static void sentOnce(Attempt attempt, FakeReceiver receiver) {
        attempt.holds(receiver.requests().size() == 1, "exactly one request at the receiver",
                receiver.requests().size() + " request(s): " + receiver.requests());
    }
}
