package grader.mutants;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import grader.mutants.worker.WorkerJob;
import grader.mutants.worker.WorkerReply;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * The coordinator's end of a mutant worker's loopback socket: one JSON line a job, one JSON
 * line a reply. It only carries lines; what a reply, a silence or an end means is
 * {@link WorkerProcess}'s to judge.
 */
final class WorkerLink implements AutoCloseable {
    private static final ObjectMapper JSON = JsonMapper.builder().build();

    private final ServerSocket server;
    private Socket socket;
    private BufferedReader in;
    private BufferedWriter out;

    private WorkerLink(ServerSocket server) {
        this.server = server;
    }

    /** Listens on an ephemeral loopback port for one worker, for at most {@code connectMillis} once accepting. */
    static WorkerLink listen(int connectMillis) throws IOException {
        ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
        server.setSoTimeout(connectMillis);
        return new WorkerLink(server);
    }

    int port() {
        return server.getLocalPort();
    }

    /** Waits for the worker to connect; the listening socket is closed either way. */
    void accept() throws IOException {
        try (server) {
            socket = server.accept();
        }
        in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        out = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
    }

    /** Sends {@code job} and waits at most {@code limitMillis} for its reply; null when the worker's end closed first. */
    WorkerReply exchange(WorkerJob job, int limitMillis) throws IOException {
        socket.setSoTimeout(limitMillis);
        out.write(JSON.writeValueAsString(job));
        out.newLine();
        out.flush();
        String line = in.readLine();
        return line == null ? null : JSON.readValue(line, WorkerReply.class);
    }

    @Override
    public void close() throws IOException {
        server.close();
        if (socket != null) {
            socket.close();
        }
    }
}
