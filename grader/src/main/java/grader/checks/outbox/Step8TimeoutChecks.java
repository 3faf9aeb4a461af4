package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.http.FakeReceiver;
import grader.check.http.Replies;
import labs.outbox.OutboxLab;

/** timeout is a positive finite number of seconds up to 5; anything else is refused before connecting. */
@LabStep(lab = "outbox", step = 8, title = "deliver over HTTP and recover after a restart")
class Step8TimeoutChecks {

    @Check(id = "timeout-zero-rejected", purpose = "timeout 0 is an IllegalArgumentException and nothing is sent")
    void timeoutZeroRejected(OutboxLab lab) throws Exception {
        refused(lab, 0.0, -0.0);
    }

    @Check(id = "timeout-negative-rejected", purpose = "a negative timeout is an IllegalArgumentException and nothing is sent")
    void timeoutNegativeRejected(OutboxLab lab) throws Exception {
        refused(lab, -1, -0.001, -Double.MAX_VALUE);
    }

    @Check(id = "timeout-nan-rejected", purpose = "timeout NaN is an IllegalArgumentException and nothing is sent")
    void timeoutNanRejected(OutboxLab lab) throws Exception {
        refused(lab, Double.NaN);
    }

    @Check(id = "timeout-infinite-rejected", purpose = "an infinite timeout is an IllegalArgumentException and nothing is sent")
    void timeoutInfiniteRejected(OutboxLab lab) throws Exception {
        refused(lab, Double.POSITIVE_INFINITY, Double.NEGATIVE_INFINITY);
    }

    @Check(id = "timeout-above-five-rejected", purpose = "a timeout above 5 seconds is an IllegalArgumentException and nothing is sent")
    void timeoutAboveFiveRejected(OutboxLab lab) throws Exception {
        refused(lab, 5.001, 6, 1e9, Double.MAX_VALUE);
    }

    @Check(id = "timeout-bounds-accepted", purpose = "timeouts of 5 and 0.5 seconds are accepted")
    void timeoutBoundsAccepted(OutboxLab lab) throws Exception {
        for (double timeout : new double[] {5, 0.5}) {
            HttpAttempts.acksDespiteLoad("sendHttp(\"<url>\", {id=\"snack-7\", qty=7}, " + timeout + ")",
                    url -> lab.sendHttp(url, event("snack-7", 7), timeout));
        }
    }

    private static void refused(OutboxLab lab, double... timeouts) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.ack())) {
            for (double timeout : timeouts) {
                Attempt attempt = Expect.trying("sendHttp(\"" + receiver.url() + "\", {id=\"snack-7\", qty=7}, " + timeout + ")")
                        .state(() -> "the receiver saw " + receiver.connectionCount() + " connection(s)");
                attempt.throwsA(IllegalArgumentException.class, () -> lab.sendHttp(receiver.url(), event("snack-7", 7), timeout));
                attempt.returns(0, receiver::connectionCount);
            }
        }
    }
}
