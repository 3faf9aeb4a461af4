package grader.engine.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import grader.engine.worker.WorkerJob;
import grader.submission.Folders;
import tools.jackson.databind.json.JsonMapper;

/**
 * One worker JVM as the coordinator holds it: the process, its drained output, its private
 * temp folder, and the means to end it with everything it started.
 */
final class WorkerProcess implements AutoCloseable {
    private final Process process;
    private final Path home;
    private final OutputTail stdout;
    private final OutputTail stderr;

    private WorkerProcess(Process process, Path home) {
        this.process = process;
        this.home = home;
        this.stdout = OutputTail.drain(process.getInputStream(), "worker-stdout-" + process.pid());
        this.stderr = OutputTail.drain(process.getErrorStream(), "worker-stderr-" + process.pid());
    }

    /** Starts a worker for {@code job} in the folder {@code home}, which it owns until closed. */
    static WorkerProcess start(WorkerJob job, Path home, Optional<Path> sqliteNative) throws IOException {
        return Liveness.startWorker(() -> {
            Path tmp = Files.createDirectories(home.resolve("tmp"));
            Path jobFile = home.resolve("job.json");
            JsonMapper.builder().build().writeValue(jobFile.toFile(), job);
            List<String> command = WorkerCommand.of(jobFile, tmp, sqliteNative);
            Process process = new ProcessBuilder(command).directory(tmp.toFile()).start();
            process.getOutputStream().close();
            return new WorkerProcess(process, home);
        });
    }

    boolean isAlive() {
        return process.isAlive();
    }

    long pid() {
        return process.pid();
    }

    /** The exit status once the worker ended by itself within {@code millis}, else null. */
    Integer exitStatus(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /** The last lines the worker wrote on stderr, for a crash message. */
    String stderrTail(int maxChars) throws InterruptedException {
        stderr.awaitEnd(500);
        return stderr.last(maxChars).strip();
    }

    /** The last of stdout too: the JVM itself reports an OutOfMemoryError exit there. */
    String stdoutTail(int maxChars) throws InterruptedException {
        stdout.awaitEnd(500);
        return stdout.last(maxChars).strip();
    }

    /** SIGKILLs the worker and every process it started, waits for them, and deletes its folder. */
    @Override
    public void close() {
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
        try {
            process.waitFor(10, TimeUnit.SECONDS);
            for (ProcessHandle child : descendants) {
                child.onExit().get(5, TimeUnit.SECONDS);
            }
            stdout.awaitEnd(1000);
            stderr.awaitEnd(1000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            // A grandchild that will not die is reported by the leftover check of the tests.
        }
        Folders.deleteQuietly(home);
        Liveness.untrack(this);
    }
}
