package grader.engine.worker;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import grader.engine.InProcessGrading;
import grader.labs.Lab;
import grader.submission.LoadedSubmission;
import grader.submission.SourceSubmission;
import grader.submission.SubmissionRegistry;

/**
 * The worker JVM: loads the compiled submission, runs the asked checks through the JUnit
 * Platform Launcher and reports each one on the event channel. It decides nothing: time
 * limits, crashes and verdicts on dead workers are the coordinator's.
 */
public final class WorkerMain {
    private WorkerMain() {
    }

    /** {@code args[0]}: the launch file written by the coordinator; the job comes over the channel. */
    public static void main(String[] args) {
        int status = 0;
        try {
            WorkerLaunch launch = WorkerChannel.JSON.readValue(Path.of(args[0]).toFile(), WorkerLaunch.class);
            status = run(launch);
        } catch (RuntimeException | IOException e) {
            e.printStackTrace();
            status = 3;
        }
        // halt, not exit: the submission's shutdown hooks and threads must not delay the end.
        Runtime.getRuntime().halt(status);
    }

    private static int run(WorkerLaunch launch) throws IOException {
        SocketChannel socket = SocketChannel.open(UnixDomainSocketAddress.of(launch.channel()));
        WorkerChannel channel = new WorkerChannel(socket);
        channel.send(WorkerEvent.hello(launch.token()));
        try {
            WorkerJob job = channel.nextJob();
            if (job == null) {
                return 0;  // started ahead and not needed: the grade ended before its checks
            }
            LoadedSubmission submission = SourceSubmission.fromClasses(Path.of(job.submissionClasses().get(0)));
            CheckStream stream = new CheckStream(channel, job.seed());
            Watchdog.start(channel, stream);
            runChecks(job, submission, stream);
            channel.send(WorkerEvent.done());
            return 0;
        } catch (RuntimeException | IOException | LinkageError e) {
            channel.send(WorkerEvent.failed(e.toString()));
            return 3;
        } finally {
            channel.end();
        }
    }

    private static void runChecks(WorkerJob job, LoadedSubmission submission, CheckStream stream) {
        Set<String> wanted = new HashSet<>(job.checkIds());
        String key = SubmissionRegistry.register(submission);
        for (String id : job.labs()) {
            Lab lab = Lab.byId(id).orElseThrow(() -> new IllegalArgumentException("unknown lab " + id));
            InProcessGrading.executeChecks(key, lab, wanted, job.seed(), stream);
        }
    }

    /** The coordinator is gone: stop at once, taking any child processes of the checks along. */
    static void abandon() {
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
        Runtime.getRuntime().halt(4);
    }
}
