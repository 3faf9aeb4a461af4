package grader.process;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import grader.process.Folders;

/**
 * The one way this grader starts, watches and ends a child JVM (worker, fault child, mutant
 * worker): its stdout and stderr drained into bounded tails, its private folder, and a close
 * that SIGKILLs it with every descendant, reaps them, deletes the folder and releases its
 * confinement. It never passes through a shell, so SIGKILL reaches the JVM itself. Every
 * child is forked by one thread that lives as long as this JVM ({@link LauncherThread}), so a
 * parent-death signal never ends a child early.
 */
public final class ChildProcess implements AutoCloseable {
    private static final long DESCENDANT_POLL_MILLIS = 5;

    private final Process process;
    private final Path ownFolder;
    private final Confinement confinement;
    private final OutputTail stdout;
    private final OutputTail stderr;
    private boolean closed;

    private ChildProcess(String role, Process process, Path ownFolder, Confinement confinement) {
        this.process = process;
        this.ownFolder = ownFolder;
        this.confinement = confinement;
        this.stdout = OutputTail.drain(process.getInputStream(), role + "-stdout-" + process.pid());
        this.stderr = OutputTail.drain(process.getErrorStream(), role + "-stderr-" + process.pid());
    }

    /**
     * Starts {@code command} inside {@code confinement} in {@code workDir}; {@code ownFolder}
     * (may be null) belongs to the child and is deleted with it. Its stdin is closed at once.
     */
    public static ChildProcess start(String role, List<String> command, Path workDir, Path ownFolder,
            Confinement confinement) throws IOException {
        return start(role, new ProcessBuilder(confinement.wrap(command)), workDir, ownFolder, confinement, null);
    }

    /**
     * As {@link #start(String, List, Path, Path, Confinement)}, with {@code secret} as the one
     * line on its stdin: a token the child proves itself with. Not on its command line, which
     * every process of the machine may read in /proc (where the children of other grades run
     * as other users, they could otherwise speak for this one).
     */
    public static ChildProcess startWithSecret(String role, List<String> command, Path workDir, Path ownFolder,
            Confinement confinement, String secret) throws IOException {
        return start(role, new ProcessBuilder(confinement.wrap(command)), workDir, ownFolder, confinement, secret);
    }

    /**
     * Starts {@code command} unconfined with its stdout and stderr, together, written to
     * {@code log} instead of tails (a class run's grade children, whose log is kept).
     */
    public static ChildProcess startLogged(String role, List<String> command, Path ownFolder, Path log)
            throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        return start(role, builder, null, ownFolder, Confinement.NONE, null);
    }

    /** What a short command that {@link #run} waited for did: its exit status (null: it did not end in time) and output. */
    public record Ran(Integer status, String stdout, String stderr) {
        public boolean succeeded() {
            return status != null && status == 0;
        }
    }

    /**
     * Runs a short unconfined command (git, kill, a sandbox probe) to its end, at most
     * {@code limit}; one still running then is killed. Its output is kept up to the tails' size.
     */
    public static Ran run(String role, List<String> command, Duration limit) throws IOException, InterruptedException {
        try (ChildProcess child = start(role, command, null, null, Confinement.NONE)) {
            Integer status = child.exitStatus(limit.toMillis());
            return new Ran(status, child.stdoutTail(OutputTail.CAPACITY), child.stderrTail(OutputTail.CAPACITY));
        }
    }

    private static ChildProcess start(String role, ProcessBuilder builder, Path workDir, Path ownFolder,
            Confinement confinement, String secret) throws IOException {
        if (workDir != null) {
            builder.directory(workDir.toFile());
        }
        ChildProcess child;
        try {
            Process process = LauncherThread.start(builder);
            try (var stdin = process.getOutputStream()) {
                if (secret != null) {
                    stdin.write((secret + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
                }
            }
            child = new ChildProcess(role, process, ownFolder, confinement);
        } catch (IOException e) {
            confinement.release();
            Folders.deleteQuietly(ownFolder);
            throw e;
        }
        ExitCleanup.track(child);
        return child;
    }

    public long pid() {
        return process.pid();
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** The exit status once the child ended within {@code millis}, else null. */
    public Integer exitStatus(long millis) throws InterruptedException {
        return process.waitFor(millis, TimeUnit.MILLISECONDS) ? process.exitValue() : null;
    }

    /** The last {@code maxChars} the child wrote on stdout, after waiting briefly for its end. */
    public String stdoutTail(int maxChars) {
        stdout.awaitEnd(500);
        return stdout.last(maxChars).strip();
    }

    /** The last {@code maxChars} the child wrote on stderr, after waiting briefly for its end. */
    public String stderrTail(int maxChars) {
        stderr.awaitEnd(500);
        return stderr.last(maxChars).strip();
    }

    /** Why its confinement killed it (a bound it went over), if it did: see {@link Confinement#endedBecause()}. */
    public Optional<String> endedByConfinement() {
        return confinement.endedBecause();
    }

    /** SIGKILL to the child and every descendant it has now, then waits for them to be reaped. */
    public void kill() {
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroyForcibly();
        descendants.forEach(ProcessHandle::destroyForcibly);
        try {
            process.waitFor(10, TimeUnit.SECONDS);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
            for (ProcessHandle child : descendants) {
                awaitGone(child, deadline);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * Polls, not {@code onExit()}: for a process that is not our own child (the JVM under
     * bwrap and prlimit) the JDK first looks again after 300 ms, then ever later, which made
     * every sandboxed worker's end cost a second and more. A descendant that will not die is
     * what the leftover checks of the tests report.
     */
    private static void awaitGone(ProcessHandle child, long deadline) throws InterruptedException {
        while (child.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(DESCENDANT_POLL_MILLIS);
        }
    }

    /** Kills what is left of the child, drains its output, deletes its folder and releases its confinement. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        kill();
        stdout.awaitEnd(1000);
        stderr.awaitEnd(1000);
        Folders.deleteQuietly(ownFolder);
        confinement.release();
        if (ownFolder != null) {
            ExitCleanup.forget(ownFolder);
        }
        ExitCleanup.untrack(this);
    }
}
