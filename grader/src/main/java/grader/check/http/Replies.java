package grader.check.http;

import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.function.Function;

/** The answers a fake receiver can give: good ACKs, bad ACKs, errors and silence. */
public final class Replies {
    private Replies() {
    }

    /** {@code {"id":"<id>","accepted":true}}: the only ACK that proves acceptance. */
    public static String goodAck(String id) {
        return "{\"id\":\"" + id + "\",\"accepted\":true}";
    }

    /** Status 200 with the good ACK for the id the request carried. */
    public static Reply ack() {
        return body(200, Replies::goodAck);
    }

    /** {@code status} with a body made from the requested id (so a bad ACK can look almost right). */
    public static Reply body(int status, Function<String, String> bodyForId) {
        return (request, out) -> {
            byte[] bytes = bodyForId.apply(idOf(request)).getBytes(StandardCharsets.UTF_8);
            HttpWire.writeResponse(out, status, Map.of("Content-Type", "application/json"), bytes);
            return Reply.After.WAIT_FOR_CLIENT;
        };
    }

    /** A 302 to {@code location}, carrying a good ACK body that must not be trusted. */
    public static Reply redirect(String location) {
        return (request, out) -> {
            byte[] bytes = goodAck(idOf(request)).getBytes(StandardCharsets.UTF_8);
            HttpWire.writeResponse(out, 302, Map.of("Location", location, "Content-Type", "application/json"), bytes);
            return Reply.After.WAIT_FOR_CLIENT;
        };
    }

    /** Reads the request and closes the connection without a word. */
    public static Reply drop() {
        return (request, out) -> Reply.After.DROP;
    }

    /** Reads the request and never answers: only the client's timeout ends the wait. */
    public static Reply silence() {
        return (request, out) -> Reply.After.WAIT_FOR_CLIENT;
    }

    /** {@code text} padded with spaces after its last character to exactly {@code bytes} bytes. */
    public static String padTo(String text, int bytes) {
        int missing = bytes - text.getBytes(StandardCharsets.UTF_8).length;
        if (missing < 0) {
            throw new IllegalArgumentException("text is already longer than " + bytes + " bytes");
        }
        return text + " ".repeat(missing);
    }

    private static String idOf(SeenRequest request) {
        String id = request.jsonId();
        return id == null ? "unknown" : id;
    }
}
