package grader.judge;

import java.io.IOException;
import java.lang.ProcessBuilder.Redirect;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import grader.fault.ChildRuntime;
import grader.submission.Folders;
import subject.SubjectMain;

/**
 * The subject's JVM: the host, lab-api and sqlite-jdbc on its class path (the submission is
 * loaded by the host, never by the judge), started like a fault child (same runtime, class
 * data archive and native library), with a bounded heap and no attach mechanism.
 */
final class SubjectProcess implements AutoCloseable {
    private static final List<String> FLAGS = List.of("-Xmx384m", "-XX:+ExitOnOutOfMemoryError",
            "-XX:+DisableAttachMechanism", "-Dfile.encoding=UTF-8");

    private final Process process;
    private final Path tmpDir;

    private SubjectProcess(Process process, Path tmpDir) {
        this.process = process;
        this.tmpDir = tmpDir;
    }

    /**
     * Starts a subject that connects to {@code port}. With {@code shareOutput} its stdout and
     * stderr are this JVM's (a worker's, drained by the coordinator); else they are dropped.
     */
    static SubjectProcess start(int port, String token, boolean shareOutput) throws IOException {
        ChildRuntime runtime;
        try {
            runtime = ChildRuntime.shared();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while preparing the subject's runtime", e);
        }
        Path tmpDir = ChildRuntime.newTempFolder();
        List<String> command = runtime.confinement(List.of()).wrap(runtime.hostCommand(FLAGS, tmpDir,
                SubjectMain.class.getName(), List.of(Integer.toString(port), token)));
        ProcessBuilder builder = new ProcessBuilder(command).directory(tmpDir.toFile());
        if (shareOutput) {
            builder.redirectOutput(Redirect.INHERIT).redirectError(Redirect.INHERIT);
        } else {
            builder.redirectOutput(Redirect.DISCARD).redirectError(Redirect.DISCARD);
        }
        try {
            return new SubjectProcess(builder.start(), tmpDir);
        } catch (IOException e) {
            Folders.deleteQuietly(tmpDir);
            throw e;
        }
    }

    long pid() {
        return process.pid();
    }

    /** The exit status once the process ended, waiting at most a moment for it; -1 if still alive. */
    int exitStatus() {
        try {
            if (process.waitFor(2, TimeUnit.SECONDS)) {
                return process.exitValue();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return -1;
    }

    /** SIGKILLs the subject and whatever it started, reaps it, and deletes its temp folder. */
    @Override
    public void close() {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        try {
            process.waitFor(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Folders.deleteQuietly(tmpDir);
    }
}
