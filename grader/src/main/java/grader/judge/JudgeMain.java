package grader.judge;

import grader.fault.FaultChild;
import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import grader.judge.CheckLauncher;
import grader.labs.Lab;
import grader.subject.Subjects;
import grader.submission.SubmissionClasses;
import grader.submission.SubmissionRegistry;

/**
 * The worker JVM, the judge: runs the asked checks through the JUnit Platform Launcher and
 * reports each one on the event channel. It never loads a submission class: the checks call
 * the submission in a subject process ({@link Subjects}). It decides nothing: time limits,
 * crashes and verdicts on dead workers are the coordinator's.
 */
public final class JudgeMain {
    private JudgeMain() {
    }

    /** {@code args[0]}: the launch file written by the coordinator; the job comes over the channel. */
    public static void main(String[] args) {
        int status = 0;
        try {
            // A subject lost mid-call ends this worker with its status: the coordinator judges the check crashed.
            Subjects.policy(JudgeMain::subjectLost, true);
            // The subject's JVM starts first, while this one reads its launch, says hello, waits
            // for its job and discovers the checks: the two starts overlap instead of adding up.
            Subjects.startSpare();
            JudgeLaunch launch = JudgeChannel.JSON.readValue(Path.of(args[0]).toFile(), JudgeLaunch.class);
            status = run(launch);
        } catch (RuntimeException | IOException e) {
            e.printStackTrace();
            status = 3;
        } catch (InterruptedException e) {
            status = 3;
        }
        // A spare fault child is this JVM's child: halt runs no cleanup that would end it.
        FaultChild.endSpares();
        // halt, not exit: the submission's shutdown hooks and threads must not delay the end.
        Runtime.getRuntime().halt(status);
    }

    private static int run(JudgeLaunch launch) throws IOException, InterruptedException {
        SocketChannel socket = SocketChannel.open(UnixDomainSocketAddress.of(launch.channel()));
        JudgeChannel channel = new JudgeChannel(socket);
        channel.send(JudgeEvent.hello(launch.token()));
        try {
            JudgeJob job = channel.nextJob();
            if (job == null) {
                return 0;  // started ahead and not needed: the grade ended before its checks
            }
            CheckStream stream = new CheckStream(channel, job.seed());
            String key = SubmissionRegistry.register(classesOf(job));
            JudgeJobs jobs = new JudgeJobs();
            Watchdog.start(channel, stream, key, jobs);
            // One job after another, on one subject: a lane of the coordinator sends the next
            // share of its checks once DONE came, and closes the channel when none is left.
            for (; job != null; job = jobs.next()) {
                runChecks(job, key, stream);
                jobs.idle();
                channel.send(JudgeEvent.done());
            }
            Subjects.end(key);
            return 0;
        } catch (RuntimeException | LinkageError e) {
            channel.send(JudgeEvent.failed(e.toString()));
            return 3;
        } finally {
            channel.end();
        }
    }

    private static SubmissionClasses classesOf(JudgeJob job) {
        Map<Lab, String> implementations = new EnumMap<>(Lab.class);
        job.implementations().forEach((lab, name) -> Lab.byId(lab).ifPresent(l -> implementations.put(l, name)));
        return new SubmissionClasses(job.submissionClasses().stream().map(Path::of).toList(), implementations);
    }

    private static void runChecks(JudgeJob job, String key, CheckStream stream) {
        Set<String> wanted = new HashSet<>(job.checkIds());
        for (String id : job.labs()) {
            Lab lab = Lab.byId(id).orElseThrow(() -> new IllegalArgumentException("unknown lab " + id));
            CheckLauncher.executeChecks(key, lab, wanted, job.seed(), stream);
        }
    }

    private static void subjectLost(int status) {
        System.err.flush();
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
        Runtime.getRuntime().halt(status > 0 ? status : 5);
    }

    /** The coordinator is gone: stop at once, taking any child processes of the checks along. */
    static void abandon() {
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
        Runtime.getRuntime().halt(4);
    }
}
