package subject;

import wire.Wire;
import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.Socket;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.atomic.AtomicLong;
import labs.Json;

/** The subject's end of the link: serialised sends, and calls back into the judge that wait for their reply. */
final class Link {
    private final DataInputStream in;
    private final DataOutputStream out;
    private final AtomicLong nextId = new AtomicLong();
    private final Map<Long, CompletableFuture<Map<String, Object>>> waiting = new ConcurrentHashMap<>();

    Link(Socket socket) throws IOException {
        this.in = new DataInputStream(new BufferedInputStream(socket.getInputStream()));
        this.out = new DataOutputStream(new BufferedOutputStream(socket.getOutputStream()));
    }

    void send(Map<String, Object> message) throws IOException {
        String text = Json.write(message);
        synchronized (out) {
            Wire.write(out, text);
        }
    }

    /** The next message from the judge, or {@code null} when it closed the link. */
    @SuppressWarnings("unchecked")
    Map<String, Object> next() throws IOException {
        String text = Wire.read(in);
        return text == null ? null : (Map<String, Object>) Json.parse(text);
    }

    /** Hands a reply of the judge to the call back that waits for it. */
    void replied(Map<String, Object> reply) {
        CompletableFuture<Map<String, Object>> call = waiting.remove(((Number) reply.get("id")).longValue());
        if (call != null) {
            call.complete(reply);
        }
    }

    /** Calls back into the judge and waits for the reply: {@code ok} or {@code threw}. */
    Map<String, Object> callBack(long callback, String method, Object args) throws IOException {
        long id = nextId.incrementAndGet();
        CompletableFuture<Map<String, Object>> reply = new CompletableFuture<>();
        waiting.put(id, reply);
        Map<String, Object> request = new LinkedHashMap<>();
        request.put("id", id);
        request.put("callback", callback);
        request.put("method", method);
        request.put("args", args);
        send(request);
        return awaitReply(reply);
    }

    /**
     * The judge's reply, however often the waiting thread is interrupted meanwhile (its
     * interrupt is kept for after). In one JVM the judge's object would run on this very
     * thread, and a running hook or a statement inside SQLite does not stop for an interrupt;
     * nor may its wait here: the judge holds the call as running (a statement let through
     * its gate), so a wait given up would leave the judge waiting for an end that never comes.
     * A pool's shutdownNow while its workers wait at a forced schedule's gate did just that.
     */
    private static Map<String, Object> awaitReply(CompletableFuture<Map<String, Object>> reply) throws IOException {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return reply.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                } catch (ExecutionException e) {
                    throw new IOException("the judge is gone", e.getCause());
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The judge is gone: no call back gets a reply any more. */
    void closed() {
        waiting.values().forEach(w -> w.completeExceptionally(new IOException("the judge closed the link")));
    }
}
