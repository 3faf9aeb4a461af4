package grader.checks.outbox;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.sql.Connection;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import grader.check.http.Replies;
import grader.check.http.Reply;
import grader.check.http.SeenRequest;
import labs.Json;
import labs.outbox.OutboxLab;

/**
 * A receiver that applies each request with the submission's own {@code receive} on the sink,
 * and answers with the good ACK only after the commit. The first {@code lostAcks} answers are
 * lost: the receive commits, then the connection drops, as when the ACK never arrives.
 */
final class SinkReply implements Reply {
    private final OutboxLab lab;
    private final Path sink;
    private final AtomicInteger lostAcks;

    SinkReply(OutboxLab lab, Path sink, int lostAcks) {
        this.lab = lab;
        this.sink = sink;
        this.lostAcks = new AtomicInteger(lostAcks);
    }

    @Override
    public After answer(SeenRequest request, OutputStream out) throws IOException {
        Map<String, Object> event = eventOf(request);
        boolean received;
        try (Connection con = OutboxFiles.borrowed(sink)) {
            lab.receive(con, event, null);
            received = true;
        } catch (Exception e) {
            received = false;
        }
        if (!received) {
            return Replies.body(500, id -> "{\"error\":\"receive failed\"}").answer(request, out);
        }
        if (lostAcks.getAndDecrement() > 0) {
            return After.DROP;
        }
        return Replies.ack().answer(request, out);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> eventOf(SeenRequest request) {
        try {
            Object parsed = Json.parse(request.body());
            return parsed instanceof Map ? (Map<String, Object>) parsed : Map.of();
        } catch (IllegalArgumentException notJson) {
            return Map.of();
        }
    }
}
