package grader.coordinator.isolation;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import grader.coordinator.GradingException;
import grader.judge.JudgeEvent;
import grader.judge.JudgeJob;
import grader.process.BoundedLines;
import grader.process.SocketStreams;
import tools.jackson.core.JacksonException;
import tools.jackson.databind.json.JsonMapper;

/**
 * The coordinator's end of one worker's event channel: a Unix domain socket in the worker's
 * own folder, so nothing the submission prints can pass for a result, and so the channel
 * still reaches a worker whose network namespace has nothing but its own loopback. A reader
 * thread turns lines into events; the end of the stream (the worker died) is an event too,
 * and so is a line longer than {@link #MAX_LINE}.
 */
final class EventChannel implements AutoCloseable {
    /** What the reader heard: an event, or {@code null} for the end of the channel and why it ended. */
    record Heard(JudgeEvent event, String end) {
        boolean closed() {
            return event == null;
        }
    }

    /** The longest event line accepted: a check result with its bounded message fits many times over. */
    static final int MAX_LINE = 1 << 20;

    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** A folder with a short path on every Unix. */
    private static final String SHORT_ROOT = "/tmp";

    private final ServerSocketChannel server;
    private final Path path;
    private final BlockingQueue<Heard> heard = new LinkedBlockingQueue<>();
    private SocketChannel socket;

    private EventChannel(ServerSocketChannel server, Path path) {
        this.server = server;
        this.path = path;
    }

    /**
     * A channel listening at {@code path}, a socket file in the worker's folder. A socket path
     * may have about 100 bytes only, and a worker's folder can be deeper: the socket is bound
     * through a short link to that folder, removed at once; the worker, which starts in that
     * folder, connects by the file's name alone.
     */
    static EventChannel open(Path path) throws IOException {
        // The folder must exist already: making it here could bring back a folder a Ctrl-C removed.
        Path folder = path.getParent().toAbsolutePath();
        if (!Files.isDirectory(folder)) {
            throw new IOException("no folder " + folder + " for the event channel");
        }
        Path shortcut = Path.of(SHORT_ROOT, "idemlab-ev-" + UUID.randomUUID().toString().substring(0, 13));
        Files.createSymbolicLink(shortcut, folder);
        ServerSocketChannel server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
        try {
            server.bind(UnixDomainSocketAddress.of(shortcut.resolve(path.getFileName())));
            server.configureBlocking(false);
        } catch (IOException e) {
            server.close();
            throw e;
        } finally {
            Files.deleteIfExists(shortcut);
        }
        return new EventChannel(server, path);
    }

    /** Waits for the worker to connect and say hello with {@code token}. */
    void awaitHello(JudgeProcess worker, String token, long limitMillis) throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(limitMillis);
        while (socket == null) {
            if (!worker.isAlive() || System.nanoTime() > end) {
                throw new GradingException("the worker JVM did not start (exit status "
                        + worker.exitStatus(1000) + "): " + worker.stderrTail(4000));
            }
            socket = server.accept();
            if (socket == null) {
                Thread.sleep(10);
            }
        }
        socket.configureBlocking(true);
        BoundedLines in = new BoundedLines(new BufferedInputStream(SocketStreams.in(socket)), MAX_LINE);
        Thread reader = new Thread(() -> readAll(in), "worker-events-" + worker.pid());
        reader.setDaemon(true);
        reader.start();
        Heard hello = next(Math.max(0, TimeUnit.NANOSECONDS.toMillis(end - System.nanoTime())));
        if (hello == null || hello.closed() || hello.event().type() != JudgeEvent.Type.HELLO
                || !token.equals(hello.event().text())) {
            throw new GradingException("an unexpected peer connected to the worker channel");
        }
    }

    private void readAll(BoundedLines in) {
        String end = "the worker closed its channel";
        try {
            String line;
            while ((line = in.next()) != null) {
                JudgeEvent event = parse(line);
                if (event == null) {
                    end = "the worker sent a line that is not an event";
                    break;
                }
                heard.add(new Heard(event, null));
            }
        } catch (IOException broken) {
            end = broken.getMessage();
        }
        heard.add(new Heard(null, end));
    }

    private static JudgeEvent parse(String line) {
        try {
            return JSON.readValue(line, JudgeEvent.class);
        } catch (JacksonException garbled) {
            // Not the worker's writing: treat the channel as broken, which blames the check running.
            return null;
        }
    }

    /** The next thing heard within {@code millis}, or null when nothing came. */
    Heard next(long millis) throws InterruptedException {
        return heard.poll(Math.max(0, millis), TimeUnit.MILLISECONDS);
    }

    /**
     * Gives the worker its job, the first line it reads. A worker that died meanwhile is
     * found out by the supervision, as the end of its channel.
     */
    void send(JudgeJob job) {
        try {
            OutputStream out = SocketStreams.out(socket);
            out.write((JSON.writeValueAsString(job) + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException gone) {
            // Supervision hears the channel close and blames the first check: the worker crashed.
        }
    }

    /** Asks the worker's watchdog for a thread dump; it arrives as a {@code DUMP} event. */
    void askForDump() {
        try {
            OutputStream out = SocketStreams.out(socket);
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
        } finally {
            Files.deleteIfExists(path);
        }
    }
}
