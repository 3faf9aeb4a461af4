package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.Expect;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.explore.Exploration;
import grader.check.http.FakeReceiver;
import grader.check.http.Replies;
import grader.check.http.Reply;
import grader.check.http.SeenRequest;
import labs.Json;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "outbox", step = 8, title = "deliver over HTTP and recover after a restart")
class Step8SendHttpChecks {
    @TempDir
    Path dir;

    @Check(id = "good-ack-true", purpose = "one POST of the event as JSON to /events; the exact ACK gives true", happyPath = true)
    void goodAckTrue(OutboxLab lab) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.ack())) {
            Attempt attempt = HttpAttempts.tried(receiver, "200 " + Replies.goodAck("snack-7"));
            attempt.returns(true, () -> lab.sendHttp(receiver.url(), event("snack-7", 7), HttpAttempts.PATIENT));
            HttpAttempts.sentOnce(attempt, receiver);
            SeenRequest request = receiver.requests().get(0);
            attempt.holds("POST".equals(request.method()) && "/events".equals(request.target()),
                    "POST /events", request.method() + " " + request.target());
            attempt.returns(Map.of("id", "snack-7", "qty", 7), () -> Json.parse(request.body()));
        }
    }

    @Check(id = "default-timeout-sends", purpose = "sendHttp(url, event) with the default timeout delivers too")
    void defaultTimeoutSends(OutboxLab lab) throws Exception {
        HttpAttempts.acksDespiteLoad("sendHttp(\"<url>\", {id=\"snack-8\", qty=8})",
                url -> lab.sendHttp(url, event("snack-8", 8)));
    }

    @Check(id = "ack-body-size-limit", purpose = "an ACK of exactly 1024 bytes is accepted, 1025 bytes is a DeliveryException, whether its bytes come with a length, chunked, ended by closing or split with pauses")
    void ackBodySizeLimit(OutboxLab lab) throws Exception {
        // The limit is on the body, not on a header: a chunked or close-delimited body has no length to trust.
        for (PeerAnswer.Wire wire : PeerAnswer.Wire.values()) {
            PeerAnswer fits = new PeerAnswer(200, PeerAnswer.Body.GOOD_1024_BYTES, wire);
            try (FakeReceiver receiver = FakeReceiver.start(answering(fits))) {
                Attempt attempt = HttpAttempts.tried(receiver, "the good ACK padded with spaces to 1024 bytes, "
                        + framing(wire));
                attempt.returns(true, () -> lab.sendHttp(receiver.url(), event("snack-7", 7), HttpAttempts.PATIENT));
            }
            HttpAttempts.deliveryError(lab, answering(new PeerAnswer(200, PeerAnswer.Body.GOOD_1025_BYTES, wire)),
                    "the good ACK padded with spaces to 1025 bytes, " + framing(wire));
        }
        HttpAttempts.deliveryError(lab, Replies.body(200, id -> Replies.padTo(Replies.goodAck(id), 64 * 1024)),
                "the good ACK padded with spaces to 64 KiB");
    }

    private static Reply answering(PeerAnswer answer) {
        return (request, out) -> answer.write(out, request.jsonId() == null ? "unknown" : request.jsonId(), "");
    }

    private static String framing(PeerAnswer.Wire wire) {
        return switch (wire) {
            case LENGTH_KEPT_ALIVE -> "sent with its Content-Length";
            case ENDED_BY_CLOSE -> "sent without a length, ended by closing the connection";
            case CHUNKED -> "sent chunked (Transfer-Encoding: chunked, no Content-Length), in chunks of 7 bytes";
            case SPLIT_WITH_PAUSES -> "sent with its Content-Length in two pieces with a pause between";
        };
    }

    @Check(id = "invalid-event-sends-nothing", purpose = "an invalid event is an IllegalArgumentException and nothing is sent")
    void invalidEventSendsNothing(OutboxLab lab) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.ack())) {
            for (Map<String, Object> bad : List.of(event("snack-7", 0), event("snack 7", 7), event("snack-7", true))) {
                Attempt attempt = Expect.trying("sendHttp(\"" + receiver.url() + "\", " + Values.show(bad) + ", 1)")
                        .state(() -> "the receiver saw " + receiver.connectionCount() + " connection(s)");
                attempt.throwsA(IllegalArgumentException.class, () -> lab.sendHttp(receiver.url(), bad, 1));
                attempt.returns(0, receiver::connectionCount);
            }
        }
    }

    @Check(id = "generated-http-dispatches",
            purpose = "generated dispatches through sendHttp to a peer of the grader's that answers 200 with good or bad ACKs, another 2xx, a 3xx, 4xx or 5xx, its bytes sent with a length on a kept-alive connection, ended by closing, chunked or split with pauses, POST once per item, take only the exact ACK, and mark what the contract's model says")
    void generatedHttpDispatches(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new OutboxExplored(instances, dir, true),
                new OutboxGenerator(8, OutboxGenerator.CALLS));
    }
}
