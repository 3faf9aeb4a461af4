package grader.process;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Accepts connections on a loopback server socket until one proves it is the process the
 * grader started (its first message carries a token only that process was given). Every
 * candidate is heard on a thread of its own: any process of the machine may connect to a
 * loopback port, and one that connects first and then stays silent must not keep the real
 * child waiting behind it (where namespaces are refused, another submission's subject can
 * reach this port). A connection that proves nothing is closed.
 *
 * @param <T> what a proven connection is read through from then on
 */
public final class ProvenAccept<T> {
    /** What the grader reads a candidate's first message with; null or an exception: not proven. */
    public interface Proof<T> {
        T prove(Socket candidate) throws IOException;
    }

    /** A proven connection and its reader. */
    public record Proven<T>(Socket socket, T reader) {
    }

    /** Candidates heard at once at most; past it the oldest is closed (a flood cannot shut the child out). */
    private static final int MOST_CANDIDATES = 32;
    private static final int ACCEPT_SLICE_MILLIS = 50;

    private final ServerSocket server;
    private final Proof<T> proof;
    private final CompletableFuture<Proven<T>> proven = new CompletableFuture<>();
    private final Deque<Socket> candidates = new ArrayDeque<>();
    private final AtomicInteger strangers = new AtomicInteger();
    /** Set once the wait is over: a candidate proving itself later is closed too. */
    private boolean over;

    public ProvenAccept(ServerSocket server, Proof<T> proof) {
        this.server = server;
        this.proof = proof;
    }

    /**
     * The first connection that proves itself within {@code limitMillis}; every other one is
     * closed. Throws {@link SocketTimeoutException} when none did.
     */
    public Proven<T> await(long limitMillis) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(limitMillis);
        try {
            while (!proven.isDone()) {
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                if (left <= 0) {
                    throw new SocketTimeoutException("no connection proved itself within " + limitMillis + " ms");
                }
                hear(acceptWithin((int) Math.min(left, ACCEPT_SLICE_MILLIS)));
            }
            return proven.get(0, TimeUnit.MILLISECONDS);
        } catch (InterruptedException | ExecutionException | TimeoutException cannotBe) {
            throw new IOException("waiting for a proven connection failed", cannotBe);
        } finally {
            closeTheOthers();
        }
    }

    /** How many connections were closed because they did not prove themselves. */
    public int strangersRefused() {
        return strangers.get();
    }

    private Socket acceptWithin(int millis) throws IOException {
        server.setSoTimeout(Math.max(1, millis));
        try {
            return server.accept();
        } catch (SocketTimeoutException nobodyYet) {
            return null;
        }
    }

    private void hear(Socket candidate) {
        if (candidate == null) {
            return;
        }
        synchronized (candidates) {
            if (candidates.size() >= MOST_CANDIDATES) {
                closeQuietly(candidates.removeFirst());
            }
            candidates.addLast(candidate);
        }
        Thread listener = new Thread(() -> prove(candidate), "proven-accept-" + server.getLocalPort());
        listener.setDaemon(true);
        listener.start();
    }

    private void prove(Socket candidate) {
        T reader = null;
        try {
            reader = proof.prove(candidate);
        } catch (IOException | RuntimeException notProven) {
            // Silent until closed, too long a line, a wrong token: a stranger.
        }
        synchronized (candidates) {
            candidates.remove(candidate);
            if (reader != null && !over && proven.complete(new Proven<>(candidate, reader))) {
                return;
            }
        }
        // Every candidate ends here or as the proven one, so each stranger is counted once.
        strangers.incrementAndGet();
        closeQuietly(candidate);
    }

    private void closeTheOthers() {
        synchronized (candidates) {
            over = true;
            while (!candidates.isEmpty()) {
                closeQuietly(candidates.removeFirst());
            }
        }
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException alreadyGone) {
            // Closing is all that is left to do.
        }
    }
}
