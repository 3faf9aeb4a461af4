package grader.engine.isolation;

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
import grader.engine.GradingException;
import grader.engine.worker.WorkerEvent;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The coordinator's end of one worker's event channel: a loopback socket of its own, so
 * nothing the submission prints can pass for a result. A reader thread turns lines into
 * events; the end of the stream (the worker died) is an event too.
 */
final class EventChannel implements AutoCloseable {
    /** What the reader heard: an event, or {@code null} for the end of the channel. */
    record Heard(WorkerEvent event) {
        boolean closed() {
            return event == null;
        }
    }

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final ServerSocket server;
    private final BlockingQueue<Heard> heard = new LinkedBlockingQueue<>();
    private Socket socket;

    private EventChannel(ServerSocket server) {
        this.server = server;
    }

    static EventChannel open() throws IOException {
        return new EventChannel(new ServerSocket(0, 1, InetAddress.getLoopbackAddress()));
    }

    int port() {
        return server.getLocalPort();
    }

    /** Waits for the worker to connect and say hello with {@code token}. */
    void awaitHello(WorkerProcess worker, String token, long limitMillis) throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(limitMillis);
        server.setSoTimeout(200);
        while (socket == null) {
            if (!worker.isAlive() || System.nanoTime() > end) {
                throw new GradingException("the worker JVM did not start (exit status "
                        + worker.exitStatus(1000) + "): " + worker.stderrTail(4000));
            }
            try {
                socket = server.accept();
            } catch (SocketTimeoutException notYet) {
                // Look at the worker again.
            }
        }
        BufferedReader in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        socket.setSoTimeout((int) limitMillis);
        WorkerEvent hello = parse(in.readLine());
        socket.setSoTimeout(0);
        if (hello == null || hello.type() != WorkerEvent.Type.HELLO || !token.equals(hello.text())) {
            throw new GradingException("an unexpected peer connected to the worker channel");
        }
        Thread reader = new Thread(() -> readAll(in), "worker-events-" + worker.pid());
        reader.setDaemon(true);
        reader.start();
    }

    private void readAll(BufferedReader in) {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                WorkerEvent event = parse(line);
                if (event == null) {
                    break;
                }
                heard.add(new Heard(event));
            }
        } catch (IOException closed) {
            // Treated like the end of the stream.
        }
        heard.add(new Heard(null));
    }

    private static WorkerEvent parse(String line) {
        if (line == null) {
            return null;
        }
        try {
            return JSON.readValue(line, WorkerEvent.class);
        } catch (JacksonException garbled) {
            // Not the worker's writing: treat the channel as broken, which blames the check running.
            return null;
        }
    }

    /** The next thing heard within {@code millis}, or null when nothing came. */
    Heard next(long millis) throws InterruptedException {
        return heard.poll(Math.max(0, millis), TimeUnit.MILLISECONDS);
    }

    /** Asks the worker's watchdog for a thread dump; it arrives as a {@code DUMP} event. */
    void askForDump() {
        try {
            OutputStream out = socket.getOutputStream();
            out.write("dump\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException gone) {
            // The worker is dead or dying: there is no dump to wait for.
        }
    }

    @Override
    public void close() throws IOException {
        try (server) {
            if (socket != null) {
                socket.close();
            }
        }
    }
}
