package grader.check.http;

import java.util.Map;
import labs.Json;

/** One HTTP request as a fake peer received it: what a check asserts on. */
public record SeenRequest(String method, String target, Map<String, String> headers, String body) {

    /** The {@code id} of a JSON object body, or null when the body is no such object. */
    public String jsonId() {
        try {
            Object parsed = Json.parse(body);
            if (parsed instanceof Map && ((Map<?, ?>) parsed).get("id") instanceof String) {
                return (String) ((Map<?, ?>) parsed).get("id");
            }
        } catch (IllegalArgumentException notJson) {
            return null;
        }
        return null;
    }

    /** The request line and body, as a failure message shows them. */
    @Override
    public String toString() {
        return method + " " + target + " " + body;
    }
}
