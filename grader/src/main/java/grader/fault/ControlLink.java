package grader.fault;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The grader's end of one child's control channel: a loopback server socket the child
 * connects to, and a reader thread that turns its lines into {@link ChildMessage}s. The
 * end of the stream becomes {@link ChildMessage#DIED}.
 */
final class ControlLink implements AutoCloseable {
    private static final int CONNECT_TIMEOUT_MILLIS = 20_000;

    private final ServerSocket server;
    private final BlockingQueue<ChildMessage> inbox = new LinkedBlockingQueue<>();
    private final Thread reader;
    private volatile Socket socket;

    ControlLink() throws IOException {
        server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        server.setSoTimeout(CONNECT_TIMEOUT_MILLIS);
        reader = new Thread(this::read, "fault-child-link-" + server.getLocalPort());
        reader.setDaemon(true);
        reader.start();
    }

    int port() {
        return server.getLocalPort();
    }

    /** The next message, or null when none came within {@code millis}. */
    ChildMessage poll(long millis) throws InterruptedException {
        return inbox.poll(millis, TimeUnit.MILLISECONDS);
    }

    /** Sends one protocol line to the child; false when the channel is gone. */
    boolean send(String type) {
        Socket s = socket;
        if (s == null) {
            return false;
        }
        try {
            OutputStream out = s.getOutputStream();
            out.write((type + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
            return true;
        } catch (IOException gone) {
            return false;
        }
    }

    private void read() {
        try (Socket accepted = server.accept()) {
            socket = accepted;
            BufferedReader in = new BufferedReader(new InputStreamReader(accepted.getInputStream(),
                    StandardCharsets.UTF_8));
            String line;
            while ((line = in.readLine()) != null) {
                inbox.add(ChildMessage.parse(line));
            }
            inbox.add(new ChildMessage(ChildMessage.DIED, "the control channel closed"));
        } catch (SocketTimeoutException never) {
            inbox.add(new ChildMessage(ChildMessage.DIED, "the child never connected to its control channel"));
        } catch (IOException e) {
            inbox.add(new ChildMessage(ChildMessage.DIED, "the control channel broke: " + e.getMessage()));
        }
    }

    @Override
    public void close() {
        try {
            server.close();
            Socket s = socket;
            if (s != null) {
                s.close();
            }
            reader.join(2000);
        } catch (IOException | InterruptedException e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
