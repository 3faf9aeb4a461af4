package grader.check.http;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A scriptable HTTP receiver on {@code 127.0.0.1} with an ephemeral port. It answers each
 * request with its {@link Reply}, records every request it saw, and watches each connection
 * until the client closes it, so that a check can prove the client closed every response.
 */
public final class FakeReceiver implements AutoCloseable {
    /** How long one connection may stay open before the peer gives up on it. */
    private static final int SOCKET_LIMIT_MILLIS = 10_000;

    private final ServerSocket server;
    private final Reply reply;
    private final ExecutorService threads = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "fake-receiver");
        t.setDaemon(true);
        return t;
    });
    private final List<SeenRequest> requests = new ArrayList<>();
    private final List<CompletableFuture<Void>> connections = new ArrayList<>();
    private final List<Socket> sockets = new ArrayList<>();

    private FakeReceiver(Reply reply) throws IOException {
        this.reply = reply;
        this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        threads.execute(this::acceptLoop);
    }

    /** Starts a receiver that answers every request with {@code reply}. */
    public static FakeReceiver start(Reply reply) throws IOException {
        return new FakeReceiver(reply);
    }

    public int port() {
        return server.getLocalPort();
    }

    /** {@code http://127.0.0.1:<port>/events}: the only URL shape the lab accepts. */
    public String url() {
        return "http://127.0.0.1:" + port() + "/events";
    }

    /** The requests seen so far, in the order they arrived. */
    public List<SeenRequest> requests() {
        synchronized (requests) {
            return List.copyOf(requests);
        }
    }

    /** How many connections the client opened. */
    public int connectionCount() {
        synchronized (connections) {
            return connections.size();
        }
    }

    /** True when the client closed every connection it opened within {@code wait}. */
    public boolean clientClosedEverything(Duration wait) {
        List<CompletableFuture<Void>> all;
        synchronized (connections) {
            all = List.copyOf(connections);
        }
        try {
            CompletableFuture.allOf(all.toArray(new CompletableFuture<?>[0])).get(wait.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (TimeoutException stillOpen) {
            return false;
        } catch (Exception e) {
            return true;
        }
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            Socket socket;
            try {
                socket = server.accept();
            } catch (IOException stopped) {
                return;
            }
            CompletableFuture<Void> closed = new CompletableFuture<>();
            synchronized (connections) {
                connections.add(closed);
                sockets.add(socket);
            }
            try {
                threads.execute(() -> serve(socket, closed));
            } catch (RejectedExecutionException closing) {
                // A connection that arrived while close() ran: nobody will serve it.
                closeQuietly(socket);
                closed.complete(null);
                return;
            }
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException ignored) {
            // the connection is gone either way
        }
    }

    /** Answers requests until the client closes the connection, or the reply drops it. */
    private void serve(Socket socket, CompletableFuture<Void> closed) {
        try (socket) {
            socket.setSoTimeout(SOCKET_LIMIT_MILLIS);
            InputStream in = socket.getInputStream();
            while (true) {
                SeenRequest request = HttpWire.readRequest(in);
                if (request == null) {
                    return;
                }
                synchronized (requests) {
                    requests.add(request);
                }
                if (reply.answer(request, socket.getOutputStream()) == Reply.After.DROP) {
                    return;
                }
            }
        } catch (IOException | RuntimeException closedResetOrGarbled) {
            // any of these ends the connection: the client is gone or spoke no HTTP
            return;
        } finally {
            closed.complete(null);
        }
    }

    /** Stops accepting, closes every connection and waits for the threads to end. */
    @Override
    public void close() {
        try {
            server.close();
        } catch (IOException ignored) {
            // closing a listening socket that failed is still closed
        }
        synchronized (connections) {
            for (Socket socket : sockets) {
                try {
                    socket.close();
                } catch (IOException ignored) {
                    // the connection is gone either way
                }
            }
        }
        threads.shutdownNow();
        try {
            threads.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
