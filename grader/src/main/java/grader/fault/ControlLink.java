package grader.fault;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import grader.process.BoundedLines;
import grader.process.ProvenAccept;
import wire.FaultProtocol;

/**
 * The grader's end of one child's control channel: a loopback server socket the child
 * connects to, and a reader thread that turns its lines into {@link ChildMessage}s. The
 * end of the stream becomes {@link ChildMessage#DIED}.
 *
 * <p>Any process on the machine may connect to a loopback port, the subject that runs the
 * submission among them, and a stranger's lines taken for the child's would write its history
 * or forge its {@code FAULT}. So the child must prove who it is: its first line is
 * {@link FaultProtocol#HELLO} with the token only its stdin held. A connection that
 * says anything else first is closed unread. Every connection is heard at once until one
 * proves itself ({@link ProvenAccept}): on a busy machine the real child may be slow between
 * its connect and its hello, and a stranger that connects first and stays silent must not
 * keep it out.
 */
final class ControlLink implements AutoCloseable {
    private static final int CONNECT_TIMEOUT_MILLIS = 20_000;
    /** Bounds one line from the child (an ERROR carries a message and a class name). */
    private static final int LINE_LIMIT = 1 << 20;

    private final ServerSocket server;
    private final String token = UUID.randomUUID().toString();
    private final BlockingQueue<ChildMessage> inbox = new LinkedBlockingQueue<>();
    /** Answers to {@link FaultProtocol#DUMP}, kept apart: the scenario's history never sees them. */
    private final BlockingQueue<String> threads = new LinkedBlockingQueue<>();
    private final ProvenAccept<BoundedLines> accepting;
    private final Thread reader;
    private volatile Socket socket;
    /** Lines for the child sent before it connected: written as soon as it has proven itself. */
    private final List<String> waiting = new ArrayList<>();

    ControlLink() throws IOException {
        server = new ServerSocket(0, 8, InetAddress.getLoopbackAddress());
        accepting = new ProvenAccept<>(server, this::saysHello);
        reader = new Thread(this::read, "fault-child-link-" + server.getLocalPort());
        reader.setDaemon(true);
        reader.start();
    }

    /** The port the child's command line names. */
    int port() {
        return server.getLocalPort();
    }

    /** What the child says hello with: given on its stdin, never on its command line. */
    String token() {
        return token;
    }

    /** How many connections were refused because they did not prove they were the child. */
    int strangersRefused() {
        return accepting.strangersRefused();
    }

    /** The next message, or null when none came within {@code millis}. */
    ChildMessage poll(long millis) throws InterruptedException {
        return inbox.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** The child's next answer to a {@link FaultProtocol#DUMP}, or null when none came within {@code millis}. */
    String pollThreads(long millis) throws InterruptedException {
        return threads.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Sends one protocol line to the child; false when the channel is gone. */
    boolean send(String type) {
        return socket != null && sendLine(type);
    }

    /**
     * Sends one protocol line now, or as soon as the child has connected and proven itself (a
     * spare may still be starting when it is handed its job); dropped if it never does.
     */
    void sendOnceConnected(String type, String payload) {
        String line = FaultProtocol.line(type, payload);
        synchronized (waiting) {
            if (socket == null) {
                waiting.add(line);
                return;
            }
        }
        sendLine(line);
    }

    /** Writes one line on the connected channel; false when the child is gone (its end shows as DIED). */
    private boolean sendLine(String line) {
        try {
            OutputStream out = socket.getOutputStream();
            out.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            return true;
        } catch (IOException gone) {
            return false;
        }
    }

    private void read() {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(CONNECT_TIMEOUT_MILLIS);
        try {
            BoundedLines lines = acceptTheChild(deadline);
            String line;
            while ((line = lines.next()) != null) {
                ChildMessage message = ChildMessage.parse(line);
                if (message.is(FaultProtocol.THREADS)) {
                    threads.add(message.payload());
                } else {
                    inbox.add(message);
                }
            }
            inbox.add(new ChildMessage(ChildMessage.DIED, "the control channel closed"));
        } catch (SocketTimeoutException never) {
            inbox.add(new ChildMessage(ChildMessage.DIED, "the child never connected to its control channel"
                    + (strangersRefused() > 0 ? " (" + strangersRefused() + " other connection(s) refused)" : "")));
        } catch (IOException e) {
            inbox.add(new ChildMessage(ChildMessage.DIED, "the control channel broke: " + e.getMessage()));
        } finally {
            closeQuietly(socket);
        }
    }

    /**
     * Hears every connection at once until one says hello with this link's token; the others
     * are closed unread (see {@link ProvenAccept}: a silent one cannot keep the child out).
     */
    private BoundedLines acceptTheChild(long deadline) throws IOException {
        long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
        ProvenAccept.Proven<BoundedLines> child = accepting.await(Math.max(1, left));
        synchronized (waiting) {
            socket = child.socket();
            waiting.forEach(this::sendLine);
            waiting.clear();
        }
        return child.reader();
    }

    /** The candidate's reader when its first line is the hello with this link's token, else null. */
    private BoundedLines saysHello(Socket candidate) throws IOException {
        BoundedLines lines = new BoundedLines(new BufferedInputStream(candidate.getInputStream()), LINE_LIMIT);
        String first = lines.next();
        boolean proven = first != null && FaultProtocol.typeOf(first).equals(FaultProtocol.HELLO)
                && FaultProtocol.payloadOf(first).equals(token);
        return proven ? lines : null;
    }

    private static void closeQuietly(Socket s) {
        if (s != null) {
            try {
                s.close();
            } catch (IOException e) {
                // Closing is all that is left to do.
            }
        }
    }

    @Override
    public void close() {
        try {
            server.close();
            closeQuietly(socket);
            reader.join(2000);
        } catch (IOException | InterruptedException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
