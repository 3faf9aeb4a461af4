package grader.subject;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import grader.process.ChildRuntime;
import grader.process.ChildProcess;
import subject.SubjectMain;

/**
 * The subject's JVM: the host, lab-api and sqlite-jdbc on its class path, the subject's own
 * {@code org.sqlite.JDBC} before them (the submission is loaded by the host, never by the
 * judge), started like a fault child (the same launch, native library and kind of class-data
 * archive), with a bounded heap and no attach mechanism.
 */
final class SubjectProcess implements AutoCloseable {
    private static final List<String> FLAGS = List.of("-Xmx384m", "-XX:+ExitOnOutOfMemoryError",
            "-XX:+DisableAttachMechanism", "-Dfile.encoding=UTF-8");
    /** How much of the subject's output a judge that loses it passes on (it is drained into tails meanwhile). */
    private static final int TAIL_CHARS = 8192;

    private final ChildProcess child;
    private final boolean shareOutput;

    private SubjectProcess(ChildProcess child, boolean shareOutput) {
        this.child = child;
        this.shareOutput = shareOutput;
    }

    /**
     * Starts a subject that connects to {@code port}, through the one mechanism every child of
     * the grader is started, watched and killed with ({@link ChildProcess}). With
     * {@code shareOutput}, what it wrote is passed on to this JVM's stderr when it is lost (a
     * worker's, which the coordinator shows with a crash).
     */
    static SubjectProcess start(int port, String token, boolean shareOutput) throws IOException {
        ChildRuntime runtime;
        try {
            runtime = ChildRuntime.forSubjects();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while preparing the subject's runtime", e);
        }
        Path tmpDir = ChildRuntime.newTempFolder();
        List<String> command = runtime.hostCommand(FLAGS, tmpDir, SubjectMain.class.getName(),
                List.of(Integer.toString(port)));
        return new SubjectProcess(ChildProcess.startWithSecret("subject", command, tmpDir, tmpDir,
                runtime.confinement(List.of()), token), shareOutput);
    }

    long pid() {
        return child.pid();
    }

    /**
     * The exit status once the process ended, waiting at most a moment for it; -1 if still
     * alive. Passes on what it wrote first, when its output is shared.
     */
    int exitStatus() {
        try {
            Integer status = child.exitStatus(2000);
            if (shareOutput) {
                passOnOutput();
            }
            return status == null ? -1 : status;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    private void passOnOutput() {
        String out = child.stdoutTail(TAIL_CHARS);
        String err = child.stderrTail(TAIL_CHARS);
        if (!out.isEmpty()) {
            System.err.println(out);
        }
        if (!err.isEmpty()) {
            System.err.println(err);
        }
        System.err.flush();
    }

    /** SIGKILLs the subject and whatever it started, reaps it, and deletes its temp folder. */
    @Override
    public void close() {
        child.close();
    }
}
