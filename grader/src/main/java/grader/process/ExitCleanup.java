package grader.process;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import grader.process.Folders;

/**
 * What this JVM has started or made and not yet ended (child processes, private temp
 * folders), so that one shutdown hook can end and remove it when the grader is interrupted
 * at any moment, including before any worker exists (while javac runs or while the fault
 * children's class-data archive is recorded).
 */
public final class ExitCleanup {
    private static final Set<AutoCloseable> OPEN = ConcurrentHashMap.newKeySet();
    private static final Set<Path> FOLDERS = ConcurrentHashMap.newKeySet();
    private static boolean exiting;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ExitCleanup::endEverything, "grader-exit-cleanup"));
    }

    private ExitCleanup() {
    }

    /** Tracks {@code child}; once the JVM is exiting, ends it at once and refuses. */
    static synchronized void track(ChildProcess child) throws IOException {
        if (exiting) {
            child.close();
            throw new IOException("the grader is shutting down");
        }
        OPEN.add(child);
    }

    static void untrack(ChildProcess child) {
        OPEN.remove(child);
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
    }
}
