package grader.check.http;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * A loopback "proxy" that only records who connected to it and what they asked for, then
 * answers 502. A client that honours the JVM's proxy settings ends up here instead of at
 * the receiver.
 */
public final class RecordingProxy implements AutoCloseable {
    private final ServerSocket server;
    private final List<String> seen = new ArrayList<>();
    private final Thread acceptor;

    public RecordingProxy() throws IOException {
        server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        acceptor = new Thread(this::acceptLoop, "recording-proxy");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    public int port() {
        return server.getLocalPort();
    }

    /** The first line of each connection made to the proxy (e.g. {@code POST http://... HTTP/1.1}). */
    public List<String> seen() {
        synchronized (seen) {
            return List.copyOf(seen);
        }
    }

    private void acceptLoop() {
        while (!server.isClosed()) {
            try (Socket socket = server.accept()) {
                socket.setSoTimeout(2000);
                String first = firstLine(socket.getInputStream());
                synchronized (seen) {
                    seen.add(first.isEmpty() ? "(a connection with no request line)" : first);
                }
                OutputStream out = socket.getOutputStream();
                out.write("HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
                        .getBytes(StandardCharsets.ISO_8859_1));
                out.flush();
            } catch (IOException stoppedOrGarbled) {
                if (server.isClosed()) {
                    return;
                }
            }
        }
    }

    private static String firstLine(InputStream in) throws IOException {
        StringBuilder line = new StringBuilder();
        for (int b = in.read(); b >= 0 && b != '\n'; b = in.read()) {
            if (b != '\r') {
                line.append((char) b);
            }
        }
        return line.toString();
    }

    @Override
    public void close() throws InterruptedException {
        try {
            server.close();
        } catch (IOException ignored) {
            // a listening socket that failed to close is closed anyway
        }
        acceptor.join(TimeUnit.SECONDS.toMillis(2));
    }
}
