package reference.outbox;

import java.util.Map;
import labs.DeliveryException;
import labs.Json;

/** What makes a body proof of acceptance: exactly {"id": the same id, "accepted": true}. */
final class AckRules {
    private AckRules() {
    }

    static boolean check(String body, String id) {
        Object parsed;
        try {
            parsed = Json.parse(body);
        } catch (IllegalArgumentException notJson) {
            throw new DeliveryException("ACK body is not JSON: " + notJson.getMessage());
        }
        if (!(parsed instanceof Map)) {
            throw new DeliveryException("ACK body is not a JSON object");
        }
        Map<?, ?> ack = (Map<?, ?>) parsed;
        if (ack.size() != 2 || !ack.containsKey("id") || !ack.containsKey("accepted")) {
            throw new DeliveryException("ACK must have exactly the keys id and accepted: " + ack.keySet());
        }
        if (!id.equals(ack.get("id"))) {
            throw new DeliveryException("ACK is for id " + ack.get("id") + ", not " + id);
        }
        if (!Boolean.TRUE.equals(ack.get("accepted"))) {
            throw new DeliveryException("ACK accepted is " + ack.get("accepted") + ", not the JSON boolean true");
        }
        return true;
    }
}
