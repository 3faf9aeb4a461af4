package grader.mutants;

import java.io.IOException;
import java.net.SocketTimeoutException;
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

/**
 * One worker JVM seen from the coordinator: started with a private tmpdir, talked to over a
 * loopback socket, assumed dead until it answers, and SIGKILLed with its descendants when
 * it overruns. Closing it reaps the process and deletes its tmpdir.
 */
final class WorkerProcess implements AutoCloseable {
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
    private final WorkerLink link;
    private int jobsDone;
    private boolean usable = true;

    WorkerProcess(WorkerSettings settings, Path scratch) throws IOException {
        this.settings = settings;
        this.tmpdir = Files.createTempDirectory(scratch, "worker-tmp-");
        this.link = WorkerLink.listen(CONNECT_MILLIS);
        try {
            this.process = ChildProcess.start("mutant-worker", command(link.port()), null, tmpdir, Confinement.NONE);
        } catch (IOException e) {
            link.close();
            throw e;
        }
        accept();
    }

    private List<String> command(int port) {
        return JvmCommand.with(settings.java().toString(), settings.jvmOptions()).tmpDir(tmpdir)
                .classpath(settings.classpath())
                .main(MutantWorkerMain.class.getName(), List.of(Integer.toString(port)))
                .words();
    }

    private void accept() throws IOException {
        try {
            link.accept();
        } catch (IOException e) {
            String why = diagnostics();
            close();
            throw new IOException("the worker JVM did not connect back: " + why, e);
        }
    }

    /** Sends one job and waits for its answer, at most the job limit. */
    Answer grade(WorkerJob job) {
        long started = System.nanoTime();
        try {
            WorkerReply reply = link.exchange(job, (int) settings.jobLimit().toMillis());
            if (reply == null) {
                usable = false;
                return new Died("the worker exited before answering: " + diagnostics());
            }
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
            link.close();
            process.exitStatus(2000);
        } catch (IOException e) {
            // Killed below either way.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        process.close();
    }
}
