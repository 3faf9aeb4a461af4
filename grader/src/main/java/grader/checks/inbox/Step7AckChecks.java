package grader.checks.inbox;

import java.util.List;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import labs.inbox.InboxLab;

@LabStep(lab = "inbox", step = 7, title = "the publisher trusts only an exact ACK")
class Step7AckChecks {
    private static final String GOOD = "{\"id\":\"snack-7\",\"accepted\":true}";

    @Check(id = "exact-ack-trusted", happyPath = true,
            purpose = "status 200 with {\"id\":\"snack-7\",\"accepted\":true} (in any key order or spacing) is trusted")
    void exactAckTrusted(InboxLab lab) {
        for (String body : List.of(GOOD, "{\"accepted\":true,\"id\":\"snack-7\"}", " {\n \"id\" : \"snack-7\" , \"accepted\" : true }\n")) {
            judged(lab, "snack-7", 200, body, true);
        }
    }

    @Check(id = "accepted-must-be-json-true",
            purpose = "accepted as \"true\", 1, false, null, missing or only inside a nested object or a string is not an ACK: only the top-level JSON boolean true counts")
    void acceptedMustBeJsonTrue(InboxLab lab) {
        for (String accepted : List.of("\"true\"", "1", "false", "null", "\"yes\"", "[true]")) {
            judged(lab, "snack-7", 200, "{\"id\":\"snack-7\",\"accepted\":" + accepted + "}", false);
        }
        judged(lab, "snack-7", 200, "{\"id\":\"snack-7\"}", false);
        judged(lab, "snack-7", 200, "{\"id\":\"snack-7\",\"result\":{\"accepted\":true}}", false);
        judged(lab, "snack-7", 200, "{\"id\":\"snack-7\",\"accepted\":false,\"note\":\"\\\"accepted\\\":true\"}", false);
    }

    @Check(id = "id-must-match",
            purpose = "another order's success ACK (or one without an id) is no evidence for snack-7")
    void idMustMatch(InboxLab lab) {
        for (String id : List.of("\"snack-8\"", "\"SNACK-7\"", "\"snack-7 \"", "7", "null")) {
            judged(lab, "snack-7", 200, "{\"id\":" + id + ",\"accepted\":true}", false);
        }
        judged(lab, "snack-7", 200, "{\"accepted\":true}", false);
        judged(lab, "snack-7", 200, "{\"id\":\"snack-8\",\"accepted\":true,\"order\":{\"id\":\"snack-7\"}}", false);
        judged(lab, "snack-7", 200, "{\"id\":\"snack-8\",\"accepted\":true,\"note\":\"\\\"id\\\":\\\"snack-7\\\"\"}", false);
    }

    @Check(id = "id-compared-as-json-string",
            purpose = "for requested id \"7\", an ACK whose id is the number 7 (or 7.0, or true for \"true\") is not trusted: the id must be the same JSON string")
    void idComparedAsJsonString(InboxLab lab) {
        judged(lab, "7", 200, "{\"id\":\"7\",\"accepted\":true}", true);
        judged(lab, "7", 200, "{\"id\":7,\"accepted\":true}", false);
        judged(lab, "7", 200, "{\"id\":7.0,\"accepted\":true}", false);
        judged(lab, "007", 200, "{\"id\":7,\"accepted\":true}", false);
        judged(lab, "true", 200, "{\"id\":true,\"accepted\":true}", false);
        judged(lab, "null", 200, "{\"id\":null,\"accepted\":true}", false);
    }

    @Check(id = "status-must-be-200", purpose = "a good-looking body with status 201, 202, 204, 409 or 500 is not an ACK")
    void statusMustBe200(InboxLab lab) {
        for (int status : new int[] {201, 202, 204, 409, 500}) {
            judged(lab, "snack-7", status, GOOD, false);
        }
    }

    @Check(id = "body-must-be-json-object",
            purpose = "a body that is not JSON, empty, null, a JSON array or a string is not an ACK (and is no exception)")
    void bodyMustBeJsonObject(InboxLab lab) {
        for (String body : new String[] {"ok", "", null, "[" + GOOD + "]", "\"accepted\"", "true", GOOD + "x",
                "{\"id\":\"snack-7\",\"accepted\":true"}) {
            judged(lab, "snack-7", 200, body, false);
        }
    }

    private static void judged(InboxLab lab, String id, int status, String body, boolean expected) {
        String shown = body == null ? "null" : "'" + body.replace("\n", "\\n") + "'";
        Expect.trying("acceptAck(\"" + id + "\", " + status + ", " + shown + ")")
                .returns(expected, () -> lab.acceptAck(id, status, body));
    }
}
