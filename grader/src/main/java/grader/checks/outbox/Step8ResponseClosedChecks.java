package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.LabStep;
import grader.check.http.FakeReceiver;
import grader.check.http.Replies;
import grader.check.http.Reply;
import labs.outbox.OutboxLab;

/**
 * The fake receiver answers with a fixed-length body and {@code Connection: close}, then keeps
 * its end open and waits: only a client that closes its response closes the connection.
 */
@LabStep(lab = "outbox", step = 8, title = "deliver over HTTP and recover after a restart")
class Step8ResponseClosedChecks {

    @Check(id = "every-response-closed", purpose = "after every answer, good, bad, error or redirect, the client closes the connection")
    void everyResponseClosed(OutboxLab lab) throws Exception {
        Map<String, Reply> answers = new LinkedHashMap<>();
        answers.put("200 with a good ACK", Replies.ack());
        answers.put("200 with an ACK for another id", Replies.body(200, id -> Replies.goodAck("snack-8")));
        answers.put("200 with a body that is not JSON", Replies.body(200, id -> "OK"));
        answers.put("200 with a 4 KiB body", Replies.body(200, id -> Replies.padTo(Replies.goodAck(id), 4096)));
        answers.put("500 with a good ACK body", Replies.body(500, Replies::goodAck));
        answers.put("404 with an empty body", Replies.body(404, id -> ""));
        answers.put("302 to a closed port", Replies.redirect("http://127.0.0.1:9/events"));
        for (Map.Entry<String, Reply> answer : answers.entrySet()) {
            try (FakeReceiver receiver = FakeReceiver.start(answer.getValue())) {
                Attempt attempt = HttpAttempts.tried(receiver, answer.getKey());
                sendIgnoringOutcome(lab, receiver.url());
                // Closed, and opened first: a client that never connects has closed nothing.
                attempt.holds(receiver.connectionCount() > 0, "sendHttp connected to the receiver",
                        "no connection reached the receiver");
                attempt.holds(receiver.clientClosedEverything(Duration.ofSeconds(2)),
                        "the client closed the connection within 2 s of sendHttp ending",
                        "the connection was still open after 2 s: the response was not closed");
            }
        }
    }

    /** This check judges the connection only; the outcomes are judged by the other step 8 checks. */
    private static void sendIgnoringOutcome(OutboxLab lab, String url) {
        try {
            lab.sendHttp(url, event("snack-7", 7), HttpAttempts.PATIENT);
        } catch (Exception judgedElsewhere) {
            Stubs.rethrowIfStub(judgedElsewhere);
        }
    }
}
