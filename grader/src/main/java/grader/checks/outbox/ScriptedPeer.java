package grader.checks.outbox;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import grader.check.http.FakeReceiver;

/**
 * The grader's HTTP peer of one exploring run, on 127.0.0.1 with an ephemeral port: the
 * requests of a dispatch get the answers of its script in turn, and any request beyond the
 * script the plain ACK.
 */
final class ScriptedPeer implements AutoCloseable {
    private final AtomicInteger next = new AtomicInteger();
    private volatile List<PeerAnswer> script = List.of();
    private final FakeReceiver receiver;

    private ScriptedPeer() throws IOException {
        receiver = FakeReceiver.start((request, out) -> {
            PeerAnswer answer = DeliveryAnswer.orAck(script, next.getAndIncrement(), PeerAnswer.ACK);
            String id = request.jsonId();
            return answer.write(out, id == null ? "unknown" : id, url());
        });
    }

    static ScriptedPeer start() throws IOException {
        return new ScriptedPeer();
    }

    /** The answers for the next requests, from the first. */
    void script(List<PeerAnswer> answers) {
        script = List.copyOf(answers);
        next.set(0);
    }

    String url() {
        return receiver.url();
    }

    int requests() {
        return receiver.requests().size();
    }

    @Override
    public void close() {
        receiver.close();
    }
}
