package grader.judge;

import java.io.IOException;
import java.util.Arrays;
import java.time.Duration;
import grader.fault.FaultChild;
import grader.subject.Subject;
import grader.subject.Subjects;

/**
 * A daemon thread that answers the coordinator's commands while a check runs, even when the
 * check's thread is stuck: it sends the thread dump asked for, and ends the worker when the
 * coordinator goes away.
 */
final class Watchdog implements Runnable {
    private static final String CHECKS_PACKAGE = "grader.checks.";
    private static final int CHECK_FRAMES = 6;
    /** The coordinator waits 1.5 s for a dump; the subject gets most of it. */
    private static final Duration SUBJECT_DUMP_LIMIT = Duration.ofMillis(1000);
    /** What is left of the 1.5 s when the subject had nothing: the fault children answer in it. */
    private static final Duration CHILD_DUMP_LIMIT = Duration.ofMillis(400);

    private final JudgeChannel channel;
    private final CheckStream stream;
    private final String runKey;
    private final JudgeJobs jobs;

    private Watchdog(JudgeChannel channel, CheckStream stream, String runKey, JudgeJobs jobs) {
        this.channel = channel;
        this.stream = stream;
        this.runKey = runKey;
        this.jobs = jobs;
    }

    /** Starts the thread that reads the channel from now on: dumps it answers, further jobs it hands to {@code jobs}. */
    static void start(JudgeChannel channel, CheckStream stream, String runKey, JudgeJobs jobs) {
        Thread thread = new Thread(new Watchdog(channel, stream, runKey, jobs), "grader-watchdog");
        thread.setDaemon(true);
        thread.setPriority(Thread.MAX_PRIORITY);
        thread.start();
    }

    /**
     * Where the submission was (the subject's threads inside it), then the check's frames here
     * in the judge: the student sees the line that did not return and the check's call that
     * was waiting for it.
     */
    private String dump() throws InterruptedException {
        String inSubject = Subjects.running(runKey).filter(Subject::alive)
                .map(s -> s.dump(SUBJECT_DUMP_LIMIT)).orElse("");
        if (inSubject.isEmpty()) {
            // A crash check runs the submission in fault children: the line that did not return is there.
            inSubject = FaultChild.runningThreads(CHILD_DUMP_LIMIT);
        }
        return inSubject.isEmpty() ? ThreadDumps.around(stream.checkThread())
                : inSubject + checkFrames(stream.checkThread());
    }

    /** The check's own frames (not the proxy's or the JDK's): which call of the check was waiting. */
    private static String checkFrames(Thread checkThread) {
        StringBuilder out = new StringBuilder();
        if (checkThread != null) {
            Arrays.stream(checkThread.getStackTrace())
                    .filter(f -> f.getClassName().startsWith(CHECKS_PACKAGE) && !f.getClassName().contains("$$Lambda"))
                    .limit(CHECK_FRAMES).forEach(f -> out.append("\n    at ").append(f.getClassName()).append('.')
                            .append(f.getMethodName()).append('(').append(f.getFileName()).append(':')
                            .append(f.getLineNumber()).append(')'));
        }
        return out.length() == 0 ? "" : "\ncalled by the check:" + out;
    }

    @Override
    public void run() {
        try {
            String command;
            while ((command = channel.nextCommand()) != null) {
                if (JudgeChannel.DUMP_COMMAND.equals(command)) {
                    channel.send(JudgeEvent.dump(dump()));
                } else if (JudgeChannel.isJob(command)) {
                    jobs.offer(JudgeChannel.job(command));
                }
            }
        } catch (IOException closed) {
            // Same as end of stream: the coordinator is gone.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        // Between jobs the channel closing is the end of the lane's work: no check is running.
        if (!channel.ended() && !jobs.endIfIdle()) {
            JudgeMain.abandon();
        }
    }
}
