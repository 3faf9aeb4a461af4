package grader.fault;

import grader.process.ChildRuntime;
import grader.process.JvmCommand;
import grader.process.Signals;
import wire.ArgWords;
import java.io.IOException;
import grader.model.GraderLimit;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntFunction;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import grader.process.ChildProcess;
import faultchild.FaultChildMain;
import wire.FaultProtocol;

/**
 * One running fault child: launched with its own control channel, stdout and stderr
 * drained, and a short history of what it reported. Closing it SIGKILLs the JVM and its
 * descendants if still alive, reaps it and deletes its private temp folder.
 */
public final class FaultChild implements AutoCloseable {
    /** How much of each output stream a failure message may quote. */
    private static final int OUTPUT_KEPT = 4096;

    /** The children of this JVM not yet closed, for a time-out's dump (a check's thread may be stuck waiting on one). */
    private static final Set<FaultChild> RUNNING = ConcurrentHashMap.newKeySet();

    /** Told when a child of this JVM has started and loaded the submission; null: nobody listens. */
    private static volatile Runnable onStarted;

    private final String role;
    private final ChildProcess process;
    private final ControlLink link;
    private final JvmCommand command;
    private final List<String> history = new ArrayList<>();
    private boolean killed;
    private boolean started;

    private FaultChild(String role, ChildProcess process, ControlLink link, JvmCommand command) {
        this.role = role;
        this.process = process;
        this.link = link;
        this.command = command;
    }

    /** Starts {@code scenario} against {@code implementation} (a class on {@code submission}). */
    public static FaultChild start(ChildRuntime runtime, String role, List<Path> submission, String implementation,
            String scenario, List<String> args) throws IOException {
        return startWithFlags(runtime, runtime.jvmFlags(), role, submission, implementation, scenario, args);
    }

    private static FaultChild startWithFlags(ChildRuntime runtime, List<String> flags, String role, List<Path> submission,
            String implementation, String scenario, List<String> args) throws IOException {
        SpareChildren.Key key = new SpareChildren.Key(runtime, List.copyOf(flags), List.copyOf(submission));
        Started started = SpareChildren.take(key);
        if (started != null) {
            started.link().sendOnceConnected(FaultProtocol.JOB, FaultProtocol.job(implementation, scenario, args));
        } else {
            started = launch(runtime, flags, submission, port -> mainArgs(port, implementation, scenario, args));
        }
        // The command a launch for this job has, whichever process runs it: what a replay by hand runs.
        JvmCommand command = runtime.withFlags(flags, submission, started.tmpDir(), FaultChildMain.class.getName(),
                mainArgs(started.link().port(), implementation, scenario, args));
        FaultChild child = new FaultChild(role, started.process(), started.link(), command);
        RUNNING.add(child);
        tellStarted();
        SpareChildren.refill(key);
        return child;
    }

    private static Started launch(ChildRuntime runtime, List<String> flags, List<Path> submission,
            IntFunction<List<String>> mainArgs) {
        try {
            return startProcess(runtime, flags, submission, mainArgs);
        } catch (IOException e) {
            // Nothing of the submission has run: a child that cannot start is the grader's fault.
            GraderLimit limit = new GraderLimit("could not start a fault child process: " + e.getMessage());
            limit.initCause(e);
            throw limit;
        }
    }

    /** A fault child's process, the control link it connects to and its private temp folder. */
    record Started(ChildProcess process, ControlLink link, Path tmpDir) {
        void close() {
            process.close();
            link.close();
        }
    }

    /** Starts {@link FaultChildMain} with the arguments {@code mainArgs} gives for its link's port (the one way a child starts). */
    static Started startProcess(ChildRuntime runtime, List<String> flags, List<Path> submission,
            IntFunction<List<String>> mainArgs) throws IOException {
        ControlLink link = new ControlLink();
        try {
            Path tmpDir = ChildRuntime.newTempFolder();
            JvmCommand command = runtime.withFlags(flags, submission, tmpDir, FaultChildMain.class.getName(),
                    mainArgs.apply(link.port()));
            ChildProcess process = ChildProcess.startWithSecret("fault-child", command.words(), null, tmpDir,
                    runtime.confinement(submission), link.token());
            return new Started(process, link, tmpDir);
        } catch (IOException e) {
            link.close();
            throw e;
        }
    }

    private static List<String> mainArgs(int port, String implementation, String scenario, List<String> args) {
        List<String> words = new ArrayList<>(List.of(Integer.toString(port), implementation, scenario));
        words.addAll(ArgWords.encodeAll(args));
        return words;
    }

    /** Ends the spare children: their submission is graded, or this JVM's checks are over. */
    public static void endSpares() {
        SpareChildren.endAll();
    }

    /** Whether children may start from spares (on unless {@code idemlab.fault.spares=false}); off ends those waiting. */
    public static void useSpares(boolean on) {
        SpareChildren.enable(on);
    }

    public String role() {
        return role;
    }

    public long pid() {
        return process.pid();
    }

    /** Waits at most {@code bound} for a message that ends the scenario's own progress. */
    public ChildMessage awaitEnd(Duration bound) throws InterruptedException {
        long deadline = System.nanoTime() + bound.toNanos();
        while (true) {
            ChildMessage message = next(deadline, bound);
            record(message);
            if (message.ends()) {
                return message;
            }
        }
    }

    /** The next message; a process that exited without a word counts as died, not as silent. */
    private ChildMessage next(long deadline, Duration bound) throws InterruptedException {
        while (true) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            if (left <= 0) {
                return new ChildMessage(ChildMessage.SILENT, bound.toMillis() + " ms");
            }
            ChildMessage message = link.poll(Math.min(left, 100));
            if (message == null && !process.isAlive()) {
                // Lines may still be on their way from the reader thread: give them a moment.
                message = link.poll(300);
                if (message == null) {
                    message = new ChildMessage(ChildMessage.DIED, "the process exited");
                }
            }
            if (message != null && message.is(FaultProtocol.READY) && !started) {
                started = true;  // once per child: a submission that sends READY again gains nothing
                tellStarted();
            }
            if (message != null) {
                return message.is(ChildMessage.DIED)
                        ? new ChildMessage(ChildMessage.DIED, message.payload() + exitNote()) : message;
            }
        }
    }

    private void record(ChildMessage message) {
        if (message.is(FaultProtocol.OP)) {
            history.add(message.payload());
        } else if (message.is(FaultProtocol.HIT)) {
            history.add("fault hook called: " + message.payload());
        } else if (!message.is(FaultProtocol.READY)) {
            history.add(message.describe());
        }
    }

    private String exitNote() throws InterruptedException {
        Integer status = process.exitStatus(1000);
        if (status == null) {
            return "";
        }
        String err = process.stderrTail(OUTPUT_KEPT);
        return "; exit code " + status + (err.isEmpty() ? "" : "; stderr: " + shorten(err));
    }

    /**
     * From now on {@code listener} hears of each child launched, and again when it has started
     * and loaded the submission (its first {@link FaultProtocol#READY}); null: nobody. The
     * judge starts the check's time limit again then: starting a JVM on a loaded machine is
     * the grader's time, not the submission's.
     */
    public static void whenStarted(Runnable listener) {
        onStarted = listener;
    }

    private static void tellStarted() {
        Runnable listener = onStarted;
        if (listener != null) {
            listener.run();
        }
    }

    /**
     * Where the code under test is in each running child, for a check that ran out of time:
     * the threads each says are inside it (untrusted text, as the subject's dump is), within
     * {@code limit} in all; a child that does not answer adds nothing.
     */
    public static String runningThreads(Duration limit) throws InterruptedException {
        long deadline = System.nanoTime() + limit.toNanos();
        List<FaultChild> asked = new ArrayList<>();
        for (FaultChild child : RUNNING) {
            if (child.process.isAlive() && child.link.send(FaultProtocol.DUMP)) {
                asked.add(child);
            }
        }
        StringBuilder out = new StringBuilder();
        for (FaultChild child : asked) {
            long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            String text = left <= 0 ? null : child.link.pollThreads(left);
            if (text != null && !text.isBlank()) {
                out.append(out.length() == 0 ? "" : "\n").append("fault child ").append(child.role).append(" (pid ")
                        .append(child.pid()).append("):\n").append(text);
            }
        }
        return out.toString();
    }

    /** Lets a paused scenario go on. */
    public void go() {
        link.send(FaultProtocol.GO);
    }

    /** SIGSTOP: the whole JVM freezes, every thread of it, until {@link #resume()}. */
    public void pause() throws IOException, InterruptedException {
        Signals.stop(process.pid());
        history.add("stopped by the grader (SIGSTOP)");
    }

    /** SIGCONT after {@link #pause()}. */
    public void resume() throws IOException, InterruptedException {
        Signals.resume(process.pid());
        history.add("resumed by the grader (SIGCONT)");
    }

    /** SIGKILL to the JVM itself and every descendant, then reaps it: a crash, no cleanup runs. */
    public void kill() {
        process.kill();
        if (!killed) {
            killed = true;
            history.add("killed by the grader (SIGKILL)");
        }
    }

    /** Waits for a normal exit and returns its code, or -1 if it did not exit in time. */
    public int awaitExit(Duration bound) throws InterruptedException {
        Integer status = process.exitStatus(bound.toMillis());
        return status == null ? -1 : status;
    }

    /** What this process did and reported, oldest first. */
    public List<String> history() {
        return List.copyOf(history);
    }

    /** The last of what the child printed, for a failure message. */
    public String output() {
        String out = process.stdoutTail(OUTPUT_KEPT);
        String err = process.stderrTail(OUTPUT_KEPT);
        return (out.isEmpty() ? "" : "stdout: " + shorten(out)) + (err.isEmpty() ? "" : " stderr: " + shorten(err));
    }

    /** The child's command with the control port replaced by {@code -}: it then reports on stderr. */
    public String replayCommand() {
        List<String> words = new ArrayList<>(command.words());
        int main = words.indexOf(FaultChildMain.class.getName());
        words.set(main + 1, "-");
        return new JvmCommand(words).shellText();
    }

    private static String shorten(String text) {
        String flat = text.replace('\n', ' ');
        return flat.length() <= 600 ? flat : flat.substring(0, 600) + "...";
    }

    @Override
    public void close() throws IOException {
        RUNNING.remove(this);
        if (process.isAlive()) {
            kill();
        }
        process.close();
        link.close();
    }
}
