package grader.engine.worker;

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
final class WorkerChannel {
    /** The only command: send a thread dump now. */
    static final String DUMP_COMMAND = "dump";

    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final Writer out;
    private final BufferedReader in;

    WorkerChannel(SocketChannel socket) {
        this.out = new OutputStreamWriter(SocketStreams.out(socket), StandardCharsets.UTF_8);
        this.in = new BufferedReader(new InputStreamReader(SocketStreams.in(socket), StandardCharsets.UTF_8));
    }

    synchronized void send(WorkerEvent event) {
        try {
            out.write(JSON.writeValueAsString(event));
            out.write('\n');
            out.flush();
        } catch (IOException e) {
            // The coordinator is gone; nobody is left to grade for.
            WorkerMain.abandon();
        }
    }

    /** The next command, or null when the coordinator closed the channel. */
    String nextCommand() throws IOException {
        return in.readLine();
    }
}
