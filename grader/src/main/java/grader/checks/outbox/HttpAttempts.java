package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.io.IOException;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.http.FakeReceiver;
import grader.check.http.Reply;
import labs.DeliveryException;
import labs.outbox.OutboxLab;

/** The common shape of the step 8 checks: one sendHttp of snack-7/7 to a fake receiver. */
final class HttpAttempts {
    private HttpAttempts() {
    }

    /** The answer must be refused as no proof of acceptance, after exactly one request. */
    static void deliveryError(OutboxLab lab, Reply reply, String answer) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(reply)) {
            Attempt attempt = tried(receiver, answer);
            attempt.throwsA(DeliveryException.class, () -> lab.sendHttp(receiver.url(), event("snack-7", 7), 1));
            sentOnce(attempt, receiver);
        }
    }

    /** The failure must pass through as an IOException, not be turned into a DeliveryException. */
    static IOException passesThrough(OutboxLab lab, FakeReceiver receiver, String answer, double timeout) {
        Attempt attempt = tried(receiver, answer);
        return attempt.throwsA(IOException.class, () -> lab.sendHttp(receiver.url(), event("snack-7", 7), timeout));
    }

    static Attempt tried(FakeReceiver receiver, String answer) {
        return Expect.trying("sendHttp(\"" + receiver.url() + "\", {id=\"snack-7\", qty=7}, timeout 1) answered with " + answer)
                .state(() -> "the receiver saw " + receiver.requests());
    }

    static void sentOnce(Attempt attempt, FakeReceiver receiver) {
        attempt.holds(receiver.requests().size() == 1, "exactly one request at the receiver",
                receiver.requests().size() + " request(s): " + receiver.requests());
    }
}
