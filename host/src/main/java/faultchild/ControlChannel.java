package faultchild;

import wire.FaultProtocol;
import wire.Tokens;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;

/**
 * The child's end of its control channel: a loopback socket to the grader, never stdout,
 * which the code under test may write to. Without a port ({@code -}) the messages go to
 * stderr and a pause waits for a line on stdin, so a student can replay a scenario by hand.
 * With one, a daemon thread reads the grader's lines as they come: a {@link FaultProtocol#DUMP}
 * must be answered while the scenario's own thread is stuck in the code under test.
 */
final class ControlChannel implements AutoCloseable {
    private final Socket socket;
    private final OutputStream out;
    private final BufferedReader in;
    /** One permit per GO read; the end of the stream gives every waiter one. */
    private final Semaphore goes = new Semaphore(0);
    /** The payload of the JOB a spare waits for; an empty one: the stream ended first. */
    private final BlockingQueue<String> jobs = new LinkedBlockingQueue<>();

    private ControlChannel(Socket socket, OutputStream out, BufferedReader in) {
        this.socket = socket;
        this.out = out;
        this.in = in;
    }

    /** {@code address} is {@code PORT} (the token then comes on stdin), or {@code -} for a replay by hand. */
    static ControlChannel open(String address) throws IOException {
        if ("-".equals(address)) {
            PrintStream err = System.err;
            return new ControlChannel(null, err, reader(System.in));
        }
        String token = Tokens.fromStdin();
        Socket socket = new Socket(InetAddress.getLoopbackAddress(), Integer.parseInt(address));
        socket.setTcpNoDelay(true);
        ControlChannel channel = new ControlChannel(socket, socket.getOutputStream(), reader(socket.getInputStream()));
        channel.send(FaultProtocol.HELLO, token);
        Thread commands = new Thread(channel::readCommands, "fault-child-commands");
        commands.setDaemon(true);
        commands.start();
        return channel;
    }

    private static BufferedReader reader(java.io.InputStream in) {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
    }

    /** True when a person replays the scenario by hand: a fault then ends the process. */
    boolean manual() {
        return socket == null;
    }

    /** Sends one message; the channel is shared by every thread of the scenario. */
    synchronized void send(String type, String payload) {
        try {
            out.write((FaultProtocol.line(type, payload) + "\n").getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException gone) {
            // The grader closed its end: nobody listens any more, and it is about to kill us.
        }
    }

    /** Waits for the grader's {@link FaultProtocol#GO}; an end of stream also releases the wait. */
    void awaitGo() throws IOException {
        if (manual()) {
            in.readLine();
            return;
        }
        goes.acquireUninterruptibly();
    }

    /**
     * A spare's job, as {@link FaultProtocol#jobWords} reads it: implementation, scenario,
     * arguments; empty when the grader closed the channel instead (the spare was not needed).
     */
    List<String> awaitJob() {
        while (true) {
            try {
                String payload = jobs.take();
                return payload.isEmpty() ? List.of() : FaultProtocol.jobWords(payload);
            } catch (InterruptedException e) {
                // Nobody interrupts this thread; wait on.
            }
        }
    }

    private void readCommands() {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                String type = FaultProtocol.typeOf(line.trim());
                if (FaultProtocol.GO.equals(type)) {
                    goes.release();
                } else if (FaultProtocol.DUMP.equals(type)) {
                    send(FaultProtocol.THREADS, CodeThreads.text());
                } else if (FaultProtocol.JOB.equals(type)) {
                    jobs.add(FaultProtocol.payloadOf(line));  // untrimmed: an empty last argument is a word too
                }
            }
        } catch (IOException gone) {
            // As an end of stream: the grader is gone, nothing more will come.
        }
        goes.release(Integer.MAX_VALUE / 2);
        jobs.add("");
    }

    @Override
    public void close() throws IOException {
        if (socket != null) {
            socket.close();
        }
    }
}
