package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.http.FakeReceiver;
import grader.check.http.Replies;
import labs.outbox.OutboxLab;

/** Only {@code http://127.0.0.1:<port>/events} is allowed; every other URL is refused before connecting. */
@LabStep(lab = "outbox", step = 8, title = "deliver over HTTP and recover after a restart")
class Step8UrlChecks {

    @Check(id = "url-https-rejected", purpose = "an https URL is an IllegalArgumentException and nothing is sent")
    void urlHttpsRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> "https://127.0.0.1:" + p + "/events");
    }

    @Check(id = "url-localhost-rejected", purpose = "localhost or another host instead of 127.0.0.1 is an IllegalArgumentException")
    void urlLocalhostRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> "http://localhost:" + p + "/events", p -> "http://127.0.0.2:" + p + "/events",
                p -> "http://[::1]:" + p + "/events", p -> "http://127.1:" + p + "/events");
    }

    @Check(id = "url-without-port-rejected", purpose = "a URL without an explicit port is an IllegalArgumentException")
    void urlWithoutPortRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> "http://127.0.0.1/events", p -> "http://127.0.0.1:/events");
    }

    @Check(id = "url-port-out-of-range-rejected", purpose = "port 0, 65536 or 99999 is an IllegalArgumentException")
    void urlPortOutOfRangeRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> "http://127.0.0.1:0/events", p -> "http://127.0.0.1:65536/events",
                p -> "http://127.0.0.1:99999/events", p -> "http://127.0.0.1:-1/events");
    }

    @Check(id = "url-user-info-rejected", purpose = "user info in the URL is an IllegalArgumentException")
    void urlUserInfoRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> "http://user@127.0.0.1:" + p + "/events", p -> "http://user:pw@127.0.0.1:" + p + "/events");
    }

    @Check(id = "url-query-rejected", purpose = "a query string is an IllegalArgumentException")
    void urlQueryRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> "http://127.0.0.1:" + p + "/events?x=1", p -> "http://127.0.0.1:" + p + "/events?");
    }

    @Check(id = "url-fragment-rejected", purpose = "a fragment is an IllegalArgumentException")
    void urlFragmentRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> "http://127.0.0.1:" + p + "/events#top", p -> "http://127.0.0.1:" + p + "/events#");
    }

    @Check(id = "url-other-path-rejected", purpose = "a path other than /events is an IllegalArgumentException")
    void urlOtherPathRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> "http://127.0.0.1:" + p + "/other", p -> "http://127.0.0.1:" + p + "/events/",
                p -> "http://127.0.0.1:" + p + "/Events", p -> "http://127.0.0.1:" + p,
                p -> "http://127.0.0.1:" + p + "/", p -> "http://127.0.0.1:" + p + "/events/../events");
    }

    @Check(id = "url-padded-rejected", purpose = "a URL with surrounding spaces, a tab or a line break is an IllegalArgumentException")
    void urlPaddedRejected(OutboxLab lab) throws Exception {
        refused(lab, p -> " http://127.0.0.1:" + p + "/events", p -> "http://127.0.0.1:" + p + "/events ",
                p -> "http://127.0.0.1:" + p + "/events\n", p -> "\thttp://127.0.0.1:" + p + "/events",
                p -> "http://127.0.0.1:" + p + "/events\r\n");
    }

    @Check(id = "url-edge-ports-allowed",
            purpose = "ports 1 and 65535 are valid: with nothing listening there the connection error passes through, never an IllegalArgumentException")
    void urlEdgePortsAllowed(OutboxLab lab) throws Exception {
        for (int port : new int[] {1, 65535}) {
            String url = "http://127.0.0.1:" + port + "/events";
            Expect.trying("sendHttp(\"" + url + "\", {id=\"snack-7\", qty=7}, 1) with nothing listening on port " + port)
                    .throwsA(java.io.IOException.class, () -> lab.sendHttp(url, event("snack-7", 7), 1));
        }
    }

    /** Builds a URL around the fake receiver's port. */
    @FunctionalInterface
    interface UrlShape {
        String at(int port);
    }

    private static void refused(OutboxLab lab, UrlShape... shapes) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.ack())) {
            for (UrlShape shape : shapes) {
                String url = shape.at(receiver.port());
                Attempt attempt = Expect.trying("sendHttp(\"" + url + "\", {id=\"snack-7\", qty=7}, 1)")
                        .state(() -> "the receiver on port " + receiver.port() + " saw " + receiver.connectionCount()
                                + " connection(s)");
                attempt.throwsA(IllegalArgumentException.class, () -> lab.sendHttp(url, event("snack-7", 7), 1));
                attempt.returns(0, receiver::connectionCount);
            }
        }
    }
}
