package grader.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * SIGSTOP and SIGCONT for one child the grader started, by its own pid, through the
 * {@code kill} command (Java has no API for these signals). SIGKILL needs no command:
 * {@link Process#destroyForcibly()} sends it.
 */
public final class Signals {
    /** A kill command takes a few milliseconds; one that hangs this long is the machine's fault. */
    private static final Duration KILL_LIMIT = Duration.ofSeconds(10);

    private Signals() {
    }

    public static void stop(long pid) throws IOException, InterruptedException {
        send("-STOP", pid);
        awaitState(pid, 'T');
    }

    public static void resume(long pid) throws IOException, InterruptedException {
        send("-CONT", pid);
    }

    private static void send(String signal, long pid) throws IOException, InterruptedException {
        ChildProcess.Ran kill = ChildProcess.run("kill", List.of("kill", signal, Long.toString(pid)), KILL_LIMIT);
        if (!kill.succeeded()) {
            throw new IOException("kill " + signal + " " + pid + " failed (exit " + kill.status() + "): " + kill.stderr());
        }
    }

    /** Waits (at most a second) until /proc shows the process in {@code state}, e.g. T for stopped. */
    private static void awaitState(long pid, char state) throws IOException, InterruptedException {
        Path stat = Path.of("/proc", Long.toString(pid), "stat");
        if (!Files.exists(stat)) {
            return;
        }
        for (int i = 0; i < 200; i++) {
            String text = Files.readString(stat);
            int close = text.lastIndexOf(')');
            if (close > 0 && close + 2 < text.length() && text.charAt(close + 2) == state) {
                return;
            }
            Thread.sleep(5);
        }
        throw new IOException("process " + pid + " did not reach state " + state);
    }
}
