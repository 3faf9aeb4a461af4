package grader.coordinator.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import grader.judge.JudgeLaunch;
import grader.process.ChildProcess;
import grader.process.Confinement;
import grader.process.ExitCleanup;
import grader.process.sandbox.Bubblewrap;
import grader.process.sandbox.Sandbox;
import grader.process.cds.SharedClasses;
import tools.jackson.databind.json.JsonMapper;

/**
 * One worker JVM as the coordinator holds it: a {@link ChildProcess} started in the folder
 * {@code home}, which it owns, tracked by {@link ExitCleanup} until closed.
 */
final class JudgeProcess implements AutoCloseable {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private final ChildProcess child;
    private final Path home;

    private JudgeProcess(ChildProcess child, Path home) {
        this.child = child;
        this.home = home;
    }

    /**
     * Starts a worker in the folder {@code home}, which it owns until closed, that may read the
     * submission's compiled {@code classes}; it learns where to connect from {@code launch}.
     */
    static JudgeProcess start(JudgeLaunch launch, Path classes, Path home, Optional<Path> sqliteNative,
            Path cacheRoot, Sandbox sandbox, List<Path> shared) throws IOException {
        return ExitCleanup.startTracked(() -> {
            // Its temp folder: in the sandbox, a bounded tmpfs over this folder (Bubblewrap.SCRATCH).
            Path tmp = Files.createDirectories(home.resolve(Bubblewrap.SCRATCH));
            Path launchFile = home.resolve("launch.json");
            JSON.writeValue(launchFile.toFile(), launch);
            List<String> command = JudgeCommand.of(launchFile, tmp, sqliteNative, cacheRoot,
                    sandbox.judgeFlags(List.of(classes.toString())));
            Confinement confinement = sandbox.confine(home, JudgeCommand.readable(classes, sqliteNative, shared));
            // It starts in its folder: it names the event channel's socket relative to it.
            return new JudgeProcess(ChildProcess.start("judge", command, home, home, confinement), home);
        });
    }

    boolean isAlive() {
        return child.isAlive();
    }

    long pid() {
        return child.pid();
    }

    /** The exit status once the worker ended by itself within {@code millis}, else null. */
    Integer exitStatus(long millis) throws InterruptedException {
        return child.exitStatus(millis);
    }

    /** Why its confinement killed it (separate accounts: its files went over the disk bound), if it did. */
    Optional<String> endedByConfinement() {
        return child.endedByConfinement();
    }

    /** The last lines the worker wrote on stderr, for a crash message. */
    String stderrTail(int maxChars) {
        return child.stderrTail(maxChars);
    }

    /** The last of stdout too: the JVM itself reports an OutOfMemoryError exit there. */
    String stdoutTail(int maxChars) {
        return child.stdoutTail(maxChars);
    }

    /**
     * Lets a worker that is ending by itself (it said done, or it died) finish first, then
     * SIGKILLs whatever is left with every process it started, waits for them, and deletes its
     * folder. A sandboxed worker ending by itself unwinds bwrap's tree, each parent reaping its
     * child; killing bwrap first would leave its children to the machine's init to reap, which
     * may take a second.
     */
    @Override
    public void close() {
        try {
            Integer status = child.exitStatus(ENDING_MILLIS);
            if (status != null && status == 0) {
                SharedClasses.collect(JudgeCommand.classList(home), true);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        child.close();
        ExitCleanup.untrack(this);
    }

    /** How long a worker may take to end by itself before it is killed. */
    private static final long ENDING_MILLIS = 500;
}
