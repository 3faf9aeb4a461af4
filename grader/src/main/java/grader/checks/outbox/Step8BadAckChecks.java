package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.http.FakeReceiver;
import grader.check.http.Replies;
import labs.DeliveryException;
import labs.outbox.OutboxLab;

@LabStep(lab = "outbox", step = 8, title = "deliver over HTTP and recover after a restart")
class Step8BadAckChecks {

    @Check(id = "ack-for-other-id-rejected", purpose = "an accepted ACK for another id, or a number that prints like the id, is a DeliveryException")
    void ackForOtherIdRejected(OutboxLab lab) throws Exception {
        HttpAttempts.deliveryError(lab, Replies.body(200, id -> Replies.goodAck("snack-8")), "200 " + Replies.goodAck("snack-8"));
        HttpAttempts.deliveryError(lab, Replies.body(200, id -> Replies.goodAck("SNACK-7")), "200 " + Replies.goodAck("SNACK-7"));
        HttpAttempts.deliveryError(lab, Replies.body(200, id -> "{\"id\":7,\"accepted\":true}"), "200 {\"id\":7,\"accepted\":true}");
        numericIdRejected(lab);
    }

    /** For the event id "7" an ACK {"id":7} prints like the id but is a JSON number: no proof for this string id. */
    private static void numericIdRejected(OutboxLab lab) throws Exception {
        String body = "{\"id\":7,\"accepted\":true}";
        try (FakeReceiver receiver = FakeReceiver.start(Replies.body(200, id -> body))) {
            Attempt attempt = Expect.trying("sendHttp(\"" + receiver.url() + "\", {id=\"7\", qty=7}, " + HttpAttempts.PATIENT
                    + ") answered with 200 " + body).state(() -> "the receiver saw " + receiver.requests());
            attempt.throwsA(DeliveryException.class, () -> lab.sendHttp(receiver.url(), event("7", 7), HttpAttempts.PATIENT));
            HttpAttempts.sentOnce(attempt, receiver);
        }
    }

    @Check(id = "accepted-must-be-json-true", purpose = "accepted \"true\", 1, false or null is a DeliveryException")
    void acceptedMustBeJsonTrue(OutboxLab lab) throws Exception {
        for (String value : new String[] {"\"true\"", "1", "false", "null", "\"yes\""}) {
            String body = "{\"id\":\"snack-7\",\"accepted\":" + value + "}";
            HttpAttempts.deliveryError(lab, Replies.body(200, id -> body), "200 " + body);
        }
    }

    @Check(id = "ack-keys-exact", purpose = "an ACK with an extra key or a missing key is a DeliveryException")
    void ackKeysExact(OutboxLab lab) throws Exception {
        for (String body : new String[] {"{\"id\":\"snack-7\",\"accepted\":true,\"note\":\"x\"}", "{\"id\":\"snack-7\"}",
                "{\"accepted\":true}", "{}"}) {
            HttpAttempts.deliveryError(lab, Replies.body(200, id -> body), "200 " + body);
        }
    }

    @Check(id = "ack-body-must-be-json-object", purpose = "a body that is not JSON, truncated JSON or not an object is a DeliveryException")
    void ackBodyMustBeJsonObject(OutboxLab lab) throws Exception {
        for (String body : new String[] {"OK", "{\"id\":\"snack-7\",\"acc", "", "[\"snack-7\",true]", "true",
                "{\"id\":\"snack-7\",\"accepted\":true} trailing"}) {
            HttpAttempts.deliveryError(lab, Replies.body(200, id -> body), "200 '" + body + "'");
        }
    }

    @Check(id = "status-must-be-200", purpose = "a good ACK body with status 201, 202 or 299 (the last 2xx) is a DeliveryException")
    void statusMustBe200(OutboxLab lab) throws Exception {
        for (int status : new int[] {201, 202, 299}) {
            HttpAttempts.deliveryError(lab, Replies.body(status, Replies::goodAck), status + " " + Replies.goodAck("snack-7"));
        }
    }
}
