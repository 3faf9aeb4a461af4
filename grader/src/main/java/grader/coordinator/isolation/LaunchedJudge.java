package grader.coordinator.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import grader.process.ExitCleanup;
import grader.judge.JudgeJob;
import grader.judge.JudgeLaunch;

/**
 * A worker JVM and its open event channel, started before it is told what to grade: it
 * connects, says hello and waits for its job, which comes as the first line on the channel.
 * So the coordinator can start it first and plan the checks while the JVM starts.
 */
final class LaunchedJudge implements AutoCloseable {
    /** The event channel's socket file, in the worker's own folder (short: a socket path has a length limit). */
    private static final String EVENTS_SOCKET = "ev.sock";

    private final EventChannel channel;
    private final JudgeProcess process;
    private final String token;
    private final Path home;
    private boolean helloHeard;

    private LaunchedJudge(EventChannel channel, JudgeProcess process, String token, Path home) {
        this.channel = channel;
        this.process = process;
        this.token = token;
        this.home = home;
    }

    /** Starts a worker in {@code home} that may read the submission's compiled {@code classes}. */
    static LaunchedJudge start(Path home, Path classes, Optional<Path> sqliteNative, IsolatedRun.Settings settings,
            List<Path> shared) throws IOException {
        String token = UUID.randomUUID().toString();
        // Made under the shutdown hook's lock and never with its parents: after a Ctrl-C has
        // removed the run's folder, a worker started late finds no folder instead of making it again.
        ExitCleanup.makeFolder(() -> Files.createDirectory(home));
        EventChannel channel = EventChannel.open(home.resolve(EVENTS_SOCKET));
        try {
            JudgeProcess process = JudgeProcess.start(new JudgeLaunch(EVENTS_SOCKET, token), classes, home,
                    sqliteNative, settings.cacheDir(), settings.sandbox(), shared);
            return new LaunchedJudge(channel, process, token, home);
        } catch (IOException | RuntimeException e) {
            channel.close();
            throw e;
        }
    }

    /**
     * Gives the worker a job: its first once it said hello, a later one once it said DONE to the
     * last. True for its first job: no check, so no submission code, has run in it yet.
     */
    boolean send(JudgeJob job) throws IOException, InterruptedException {
        boolean first = !helloHeard;
        if (first) {
            channel.awaitHello(process, token, Supervision.STARTUP_LIMIT_MILLIS);
            helloHeard = true;
        }
        channel.send(job);
        return first;
    }

    JudgeProcess process() {
        return process;
    }

    EventChannel channel() {
        return channel;
    }

    /**
     * Closes the channel, then ends the worker (see {@link JudgeProcess#close()}). A worker
     * still waiting for its job, or stuck in a check, hears the channel close and ends itself
     * at once instead of being waited for and killed.
     */
    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // The socket file is in the worker's folder, which is removed with it.
        }
        process.close();
        ExitCleanup.forget(home);
    }
}
