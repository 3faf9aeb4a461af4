package grader.judge;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import grader.process.SocketStreams;
import tools.jackson.databind.json.JsonMapper;

/**
 * The worker's end of the event channel: one JSON event per line out, one command per line
 * in. Sends are serialised because the check thread and the watchdog both send.
 */
final class JudgeChannel {
    /** The only command: send a thread dump now. */
    static final String DUMP_COMMAND = "dump";

    /** The worker's one mapper: building one is a good part of a worker's start. */
    static final JsonMapper JSON = JsonMapper.builder().build();

    private final SocketChannel socket;
    private final Writer out;
    private final BufferedReader in;
    /** Set once the worker has said its last word: a closed channel then means nothing is wrong. */
    private volatile boolean ended;

    JudgeChannel(SocketChannel socket) {
        this.socket = socket;
        this.out = new OutputStreamWriter(SocketStreams.out(socket), StandardCharsets.UTF_8);
        this.in = new BufferedReader(new InputStreamReader(SocketStreams.in(socket), StandardCharsets.UTF_8));
    }

    synchronized void send(JudgeEvent event) {
        try {
            out.write(JSON.writeValueAsString(event));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            // The coordinator is gone; nobody is left to grade for.
            if (!ended) {
                JudgeMain.abandon();
            }
        }
    }

    /**
     * Closes the channel after the last event. Its reader, the watchdog, is then no longer
     * blocked in a native read: a JVM that halts while a thread is in native code waits
     * about 300 ms for it first, which was a tenth of a one-step grade.
     */
    void end() {
        ended = true;
        try {
            socket.close();
        } catch (IOException e) {
            // Closing is all that was wanted.
        }
    }

    /** True once {@link #end()} was called: the channel closed because the worker is done. */
    boolean ended() {
        return ended;
    }

    /** The job, the coordinator's first line; null when it closed the channel without one. */
    JudgeJob nextJob() throws IOException {
        String line = in.readLine();
        return line == null ? null : job(line);
    }

    /** Whether a line the coordinator sent after the first job is a further job (a JSON object), not a command. */
    static boolean isJob(String line) {
        return line.startsWith("{");
    }

    static JudgeJob job(String line) {
        return JSON.readValue(line, JudgeJob.class);
    }

    /** The next command, or null when the coordinator closed the channel. */
    String nextCommand() throws IOException {
        return in.readLine();
    }
}
