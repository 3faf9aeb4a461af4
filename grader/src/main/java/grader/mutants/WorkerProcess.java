package grader.mutants;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.process.ChildProcess;
import grader.process.JvmCommand;
import grader.process.Confinement;
import grader.mutants.worker.MutantWorkerMain;
import grader.mutants.worker.WorkerJob;
import grader.mutants.worker.WorkerReply;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.json.JsonMapper;

/**
 * One worker JVM seen from the coordinator: started with a private tmpdir, talked to over a
 * loopback socket, assumed dead until it answers, and SIGKILLed with its descendants when
 * it overruns. Closing it reaps the process and deletes its tmpdir.
 */
final class WorkerProcess implements AutoCloseable {
    private static final ObjectMapper JSON = JsonMapper.builder().build();
    private static final int CONNECT_MILLIS = 60_000;

    /** What became of one job. */
    sealed interface Answer permits Replied, Overran, Died {
    }

    record Replied(WorkerReply reply) implements Answer {
    }

    record Overran(long millis) implements Answer {
    }

    record Died(String reason) implements Answer {
    }

    private final WorkerSettings settings;
    private final Path tmpdir;
    private final ChildProcess process;
    private final Socket socket;
    private final BufferedReader in;
    private final BufferedWriter out;
    private int jobsDone;
    private boolean usable = true;

    WorkerProcess(WorkerSettings settings, Path scratch) throws IOException {
        this.settings = settings;
        this.tmpdir = Files.createTempDirectory(scratch, "worker-tmp-");
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            server.setSoTimeout(CONNECT_MILLIS);
            this.process = ChildProcess.start("mutant-worker", command(server.getLocalPort()), null, tmpdir,
                    Confinement.NONE);
            this.socket = accept(server);
        }
        this.in = new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8));
        this.out = new BufferedWriter(new OutputStreamWriter(socket.getOutputStream(), StandardCharsets.UTF_8));
    }

    private List<String> command(int port) {
        return JvmCommand.with(settings.java().toString(), settings.jvmOptions()).tmpDir(tmpdir)
                .classpath(settings.classpath())
                .main(MutantWorkerMain.class.getName(), List.of(Integer.toString(port)))
                .words();
    }

    private Socket accept(ServerSocket server) throws IOException {
        try {
            return server.accept();
        } catch (IOException e) {
            killAndReap();
            throw new IOException("the worker JVM did not connect back: " + diagnostics(), e);
        }
    }

    /** Sends one job and waits for its answer, at most the job limit. */
    Answer grade(WorkerJob job) {
        long started = System.nanoTime();
        try {
            socket.setSoTimeout((int) settings.jobLimit().toMillis());
            out.write(JSON.writeValueAsString(job));
            out.newLine();
            out.flush();
            String line = in.readLine();
            if (line == null) {
                usable = false;
                return new Died("the worker exited before answering: " + diagnostics());
            }
            WorkerReply reply = JSON.readValue(line, WorkerReply.class);
            jobsDone++;
            usable = reply.reusable() && reply.jobId() == job.jobId();
            return new Replied(reply);
        } catch (SocketTimeoutException e) {
            usable = false;
            killAndReap();
            return new Overran((System.nanoTime() - started) / 1_000_000);
        } catch (IOException | RuntimeException e) {
            usable = false;
            return new Died("the worker stopped answering (" + e.getMessage() + "): " + diagnostics());
        }
    }

    /** True when another job may run here: the last answer was clean and the quota is not used up. */
    boolean reusable() {
        return usable && jobsDone < settings.jobsPerWorker() && process.isAlive();
    }

    private String diagnostics() {
        killAndReap();
        Integer status = exitStatus();
        String exit = status == null ? "still running" : "exit " + status;
        String err = process.stderrTail(settings.outputLimit());
        String tail = err.isEmpty() ? process.stdoutTail(settings.outputLimit()) : err;
        return exit + (tail.isEmpty() ? "" : ", last output: " + lastLines(tail, 6));
    }

    private static String lastLines(String text, int n) {
        String[] lines = text.split("\n");
        int from = Math.max(0, lines.length - n);
        return String.join(" | ", java.util.Arrays.copyOfRange(lines, from, lines.length));
    }

    private void killAndReap() {
        process.kill();
    }

    private Integer exitStatus() {
        try {
            return process.exitStatus(0);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    @Override
    public void close() {
        try {
            socket.close();
            process.exitStatus(2000);
        } catch (IOException e) {
            // Killed below either way.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.close();
    }
}
