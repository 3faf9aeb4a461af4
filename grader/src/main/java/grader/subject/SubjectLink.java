package grader.subject;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import grader.process.ProvenAccept;
import wire.Wire;

/**
 * The judge's end of the link to one subject: a loopback socket the subject connects to,
 * requests that many threads may have in flight at once (each waits for the reply with its
 * id), and the subject's call backs, each run on a thread of its own so that it may call the
 * subject again. Any malformed or oversized message ends the link.
 */
final class SubjectLink implements AutoCloseable {
    private final ServerSocket server;
    private final AtomicLong nextId = new AtomicLong();
    private final Map<Long, CompletableFuture<Map<String, Object>>> waiting = new ConcurrentHashMap<>();
    private final ExecutorService callbackThreads = Executors.newCachedThreadPool(r -> {
        Thread thread = new Thread(r, "judge-callback");
        thread.setDaemon(true);
        return thread;
    });
    private volatile Socket socket;
    private volatile DataOutputStream out;
    private volatile Throwable ended;

    /** A hello is a token in a small JSON object. */
    private static final int HELLO_LIMIT_BYTES = 4096;

    private SubjectLink(ServerSocket server) {
        this.server = server;
    }

    static SubjectLink listen() throws IOException {
        return new SubjectLink(new ServerSocket(0, 1, InetAddress.getLoopbackAddress()));
    }

    int port() {
        return server.getLocalPort();
    }

    /** Accepts the subject's connection, which must say hello with {@code token} first. */
    void accept(String token, int limitMillis, Function<Map<String, Object>, Map<String, Object>> callbacks)
            throws IOException {
        ProvenAccept.Proven<DataInputStream> subject;
        try {
            // Every connection is heard at once: where namespaces are refused, another
            // submission's subject can reach this port, and one that stays silent must not
            // keep this subject out (ProvenAccept).
            subject = new ProvenAccept<>(server, candidate -> saysHello(candidate, token)).await(limitMillis);
        } catch (SocketTimeoutException none) {
            throw new IOException("the subject did not say hello with its token within " + limitMillis + " ms");
        } finally {
            server.close();
        }
        Socket accepted = subject.socket();
        accepted.setTcpNoDelay(true);
        DataInputStream in = subject.reader();
        socket = accepted;
        out = new DataOutputStream(new BufferedOutputStream(accepted.getOutputStream()));
        Thread reader = new Thread(() -> read(in, callbacks), "judge-subject-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** The candidate's reader when its first frame is the hello with {@code token}, else null. */
    private static DataInputStream saysHello(Socket candidate, String token) throws IOException {
        DataInputStream in = new DataInputStream(new BufferedInputStream(candidate.getInputStream()));
        int length = in.readInt();
        if (length < 0 || length > HELLO_LIMIT_BYTES) {
            return null;   // many strangers each claiming a full frame would fill the judge's heap
        }
        byte[] hello = new byte[length];
        in.readFully(hello);
        return token.equals(JudgeJson.readMessage(new String(hello, StandardCharsets.UTF_8)).get("hello")) ? in : null;
    }

    /** Sends {@code request} and waits for its reply. */
    Map<String, Object> call(Map<String, Object> request) {
        long id = nextId.incrementAndGet();
        CompletableFuture<Map<String, Object>> reply = new CompletableFuture<>();
        waiting.put(id, reply);
        request.put("id", id);
        try {
            if (ended != null) {
                throw lost(ended);
            }
            send(request);
            return reply.get();
        } catch (IOException e) {
            throw lost(e);
        } catch (ExecutionException e) {
            throw lost(e.getCause());
        } catch (InterruptedException e) {
            // The caller gave up on this call (a check's time ran out, a task was cancelled):
            // the subject is still there, and its late reply is dropped with the id.
            Thread.currentThread().interrupt();
            throw new SubjectCallInterrupted(e);
        } finally {
            waiting.remove(id);
        }
    }

    private void send(Map<String, Object> message) throws IOException {
        String text = JudgeJson.write(message);
        synchronized (this) {
            Wire.write(out, text);
        }
    }

    private void read(DataInputStream in, Function<Map<String, Object>, Map<String, Object>> callbacks) {
        Throwable end = new IOException("the subject closed the link");
        try {
            String text;
            while ((text = Wire.read(in)) != null) {
                dispatch(JudgeJson.readMessage(text), callbacks);
            }
        } catch (IOException | RuntimeException | StackOverflowError e) {
            end = e;
        }
        ended = end;
        for (CompletableFuture<Map<String, Object>> w : waiting.values()) {
            w.completeExceptionally(end);
        }
        callbackThreads.shutdownNow();
    }

    private void dispatch(Map<String, Object> message, Function<Map<String, Object>, Map<String, Object>> callbacks) {
        Object id = message.get("id");
        if (!(id instanceof Long)) {
            throw new IllegalArgumentException("a message of the subject without a numeric id");
        }
        if (message.containsKey("callback")) {
            callbackThreads.execute(() -> answer(message, callbacks));
            return;
        }
        CompletableFuture<Map<String, Object>> call = waiting.get(id);
        if (call != null) {
            call.complete(message);
        }
    }

    private void answer(Map<String, Object> request, Function<Map<String, Object>, Map<String, Object>> callbacks) {
        Map<String, Object> reply = callbacks.apply(request);
        reply.put("id", request.get("id"));
        try {
            send(reply);
        } catch (IOException | RuntimeException gone) {
            // The subject is gone; its waiting thread went with it.
        }
    }

    private static SubjectLostException lost(Throwable cause) {
        return new SubjectLostException("the subject process ended or broke the protocol: " + cause.getMessage(), cause);
    }

    boolean ended() {
        return ended != null;
    }

    @Override
    public void close() throws IOException {
        callbackThreads.shutdownNow();
        server.close();
        if (socket != null) {
            socket.close();
        }
    }
}
