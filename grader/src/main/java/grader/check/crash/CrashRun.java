package grader.check.crash;

import grader.fault.ChildMessage;
import grader.fault.FaultChild;
import grader.process.ChildRuntime;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import wire.FaultProtocol;
import grader.check.Attempt;
import grader.check.CheckContext;
import grader.check.CheckFailure;
import grader.check.Expect;
import grader.check.NotImplemented;
import grader.check.db.DbState;
import grader.labs.Lab;

/**
 * One crash check's processes and their story. A check starts children through it, kills
 * or pauses them at fault points, notes what the grader itself did between, and judges the
 * state read back; every failure tells the whole story: each process's short history, how
 * it ended, the state, and how to reproduce. Closing it kills and reaps whatever is left.
 */
public final class CrashRun implements AutoCloseable {
    /** How long a child may take to reach its point or finish; generous for a loaded machine. */
    static final Duration BOUND = Duration.ofSeconds(20);

    private final CheckContext context;
    private final Lab lab;
    private final ChildRuntime runtime;
    private final Attempt.StateSource state;
    private final List<Supplier<String>> story = new ArrayList<>();
    private final List<FaultChild> children = new ArrayList<>();
    private FaultChild faulted;

    private CrashRun(CheckContext context, Lab lab, ChildRuntime runtime, Attempt.StateSource state) {
        this.context = context;
        this.lab = lab;
        this.runtime = runtime;
        this.state = state;
    }

    /** A run against the submission's implementation of {@code lab}, reading {@code state} for messages. */
    public static CrashRun of(CheckContext context, Lab lab, Attempt.StateSource state)
            throws IOException, InterruptedException {
        return new CrashRun(context, lab, ChildRuntime.shared(), state);
    }

    /** Records something the grader did itself, in its own JVM, between the processes. */
    public void note(String what) {
        story.add(() -> "grader: " + what);
    }

    /** Starts a child process running {@code scenario} with {@code args}. */
    public FaultChild start(String role, String scenario, Object... args) throws IOException {
        FaultChild child = startChild(context, lab, runtime, role, scenario, args);
        children.add(child);
        story.add(() -> "process " + child.role() + " (pid " + child.pid() + "): " + String.join("; ", child.history()));
        return child;
    }

    /** A child process of the submission's {@code lab} running {@code scenario} with {@code args}. */
    static FaultChild startChild(CheckContext context, Lab lab, ChildRuntime runtime, String role, String scenario,
            Object... args) throws IOException {
        String implementation = context.submission().implementationOf(lab)
                .orElseThrow(() -> new IllegalStateException("the submission does not implement " + lab.id()));
        List<String> words = Arrays.stream(args).map(String::valueOf).collect(Collectors.toList());
        return FaultChild.start(runtime, role, context.submissionClasspath(), implementation, scenario, words);
    }

    /** Waits until {@code child} stops at {@code point}, then SIGKILLs it; anything else fails the check. */
    public void killAt(FaultChild child, String point) throws InterruptedException {
        ChildMessage end = child.awaitEnd(BOUND);
        faulted = child;
        child.kill();
        if (!(end.is(FaultProtocol.FAULT) && end.payload().equals(point))) {
            rethrowStub(child, end);
            throw failure("process " + child.role() + " stops at the fault point " + point
                    + " (the code under test calls fault(\"" + point + "\") there)", end.describe() + output(child));
        }
    }

    /** Waits until {@code child} pauses at {@code point}, then stops the whole JVM with SIGSTOP. */
    public void stopAt(FaultChild child, String point) throws IOException, InterruptedException {
        ChildMessage end = child.awaitEnd(BOUND);
        faulted = child;
        if (!(end.is(FaultProtocol.PAUSED) && end.payload().equals(point))) {
            child.kill();
            rethrowStub(child, end);
            throw failure("process " + child.role() + " reaches " + point, end.describe() + output(child));
        }
        child.pause();
    }

    /** Waits for {@code child} to finish its scenario and returns what it returned. */
    public String result(FaultChild child) throws InterruptedException {
        ChildMessage end = child.awaitEnd(BOUND);
        if (!end.is(FaultProtocol.DONE)) {
            child.kill();
            rethrowStub(child, end);
            throw failure("process " + child.role() + " finishes normally", end.describe() + output(child));
        }
        return end.payload();
    }

    /** The attempt to judge the final state with: its "tried" is the whole story so far. */
    public Attempt judge() {
        return Expect.trying(story()).state(state).replay(this::replay);
    }

    /** A failure now, with the story, the state read back and, last, the replay command. */
    public CheckFailure failure(String expected, String actual) {
        return judge().fail(expected, actual);
    }

    /** What happened, process by process. */
    public String story() {
        List<String> lines = story.stream().map(Supplier::get).collect(Collectors.toList());
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < lines.size(); i++) {
            out.append(i == 0 ? "" : " | ").append(i + 1).append(". ").append(lines.get(i));
        }
        return out.toString();
    }

    /**
     * How to grade this check again and replay the faulted process by hand: long, so a
     * failure shows it after what was tried, expected and seen, and the state.
     */
    public String replay() {
        StringBuilder out = new StringBuilder("./grade ").append(lab.id()).append(" YOUR_SUBMISSION --check ")
                .append(context.checkId());
        if (faulted != null) {
            out.append("; then process ").append(faulted.role()).append(" by hand (it reports on stderr and"
                    + " ends like a kill at the fault point): ").append(faulted.replayCommand());
        }
        return out.toString();
    }

    /**
     * A starter stub in the child is "not implemented" in the report, as it is in-process:
     * an UnsupportedOperationException that a class of the submission threw.
     */
    private void rethrowStub(FaultChild child, ChildMessage end) {
        if (isStub(context, end)) {
            throw new NotImplemented("in process " + child.role() + ": " + end.payload());
        }
    }

    /** Whether a child ended on a starter stub: an UnsupportedOperationException a class of the submission threw. */
    static boolean isStub(CheckContext context, ChildMessage end) {
        if (!end.is(FaultProtocol.ERROR) || !end.payload().startsWith(UnsupportedOperationException.class.getName())) {
            return false;
        }
        String thrownIn = FaultProtocol.thrownIn(end.payload());
        return thrownIn != null && context.submission().defines(thrownIn);
    }

    private static String output(FaultChild child) {
        String output = child.output();
        return output.isEmpty() ? "" : " (" + output + ")";
    }

    /** {@code PRAGMA integrity_check} and the rows of {@code tables}, through a new connection. */
    public static String state(Path db, String... tables) throws Exception {
        return db.getFileName() + " integrity_check=" + DbState.integrity(db) + ", " + DbState.dump(db, tables);
    }

    @Override
    public void close() throws IOException, InterruptedException {
        for (FaultChild child : children) {
            child.close();
        }
    }
}
