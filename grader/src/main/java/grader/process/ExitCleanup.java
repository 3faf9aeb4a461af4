package grader.process;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What this JVM has started or made and not yet ended (child processes, the judges that hold
 * them, private temp folders and run folders), so that the grader's one shutdown hook can end
 * and remove it when the grader is interrupted at any moment, including before any judge
 * exists (while javac runs or while the fault children's class-data archive is recorded).
 * Once the JVM is exiting, nothing new may start.
 */
public final class ExitCleanup {
    private static final Set<AutoCloseable> OPEN = ConcurrentHashMap.newKeySet();
    private static final Set<Path> FOLDERS = ConcurrentHashMap.newKeySet();
    private static boolean exiting;
    /** Set when the command is done and exits on its own: the hook then has no last words to say. */
    private static volatile boolean finished;
    /** What the command says when it is interrupted (a signal, Ctrl-C) before it finished. */
    private static volatile Runnable lastWords;

    /** The name of the one shutdown hook's thread: what runs on it is the JVM ending. */
    public static final String HOOK_THREAD = "grader-exit-cleanup";

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ExitCleanup::endEverything, HOOK_THREAD));
    }

    private ExitCleanup() {
    }

    /** Something to start or make under the lock the shutdown hook takes. */
    public interface Make<T> {
        T make() throws IOException;
    }

    /**
     * Starts {@code start}'s thing (a judge: its folder, files and process) and tracks it, all
     * under the lock the shutdown hook takes: it is either tracked before the hook runs or
     * never started.
     */
    public static synchronized <T extends AutoCloseable> T startTracked(Make<T> start) throws IOException {
        refuseWhenExiting();
        T started = start.make();
        OPEN.add(started);
        return started;
    }

    /** Forgets {@code thing}, which its owner has closed. */
    public static void untrack(AutoCloseable thing) {
        OPEN.remove(thing);
    }

    /**
     * Makes a folder under the same lock and removes it on exit unless {@link #forget} is
     * called first: a folder made late (after the hook removed its parent) is never made again.
     */
    public static synchronized Path makeFolder(Make<Path> make) throws IOException {
        refuseWhenExiting();
        Path folder = make.make();
        FOLDERS.add(folder);
        return folder;
    }

    private static void refuseWhenExiting() throws IOException {
        if (exiting) {
            throw new IOException("the grader is shutting down");
        }
    }

    /** Tracks {@code child}; once the JVM is exiting, ends it at once and refuses. */
    static synchronized void track(ChildProcess child) throws IOException {
        if (exiting) {
            child.close();
            throw new IOException("the grader is shutting down");
        }
        OPEN.add(child);
    }

    /** Removes {@code folder} on exit unless {@link #forget} is called first. */
    public static synchronized Path trackFolder(Path folder) throws IOException {
        if (exiting) {
            Folders.deleteQuietly(folder);
            throw new IOException("the grader is shutting down");
        }
        FOLDERS.add(folder);
        return folder;
    }

    public static void forget(Path folder) {
        FOLDERS.remove(folder);
    }

    /** True once the JVM is shutting down: what a child or grade ends with now is the interrupt's doing. */
    public static synchronized boolean exiting() {
        return exiting;
    }

    /**
     * {@code words} run once, after every child is ended and folder removed, when the JVM is
     * ended by a signal (SIGTERM, Ctrl-C) before the command called {@link #finished}: the
     * report that says the grade was interrupted, the line on stderr.
     */
    public static void onInterrupt(Runnable words) {
        lastWords = words;
    }

    /**
     * The command is done: exiting now is its own doing, not an interrupt. Once a signal has
     * started the hook, the command's end (refused children) is the interrupt's, not its own.
     */
    public static synchronized void finished() {
        if (!exiting) {
            finished = true;
        }
    }

    private static void endEverything() {
        synchronized (ExitCleanup.class) {
            exiting = true;
        }
        // Children first: a live child could write into a folder while it is being removed.
        for (AutoCloseable child : Set.copyOf(OPEN)) {
            try {
                child.close();
            } catch (Exception e) {
                // Best effort at exit: the next start sweeps what is left.
            }
        }
        for (Path folder : Set.copyOf(FOLDERS)) {
            Folders.deleteQuietly(folder);
        }
        Runnable words = lastWords;
        if (!finished && words != null) {
            try {
                words.run();
            } catch (RuntimeException e) {
                // Last words are a courtesy; the cleanup above is what had to happen.
            }
        }
    }
}
