package grader.coordinator.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import grader.process.ExitCleanup;
import grader.process.Folders;

/**
 * A run's temp folder, named for the grader JVM that owns it ({@code idemlab-run-<pid>-...}),
 * so that what a grader killed with SIGKILL left behind (no shutdown hook runs then) is
 * removed by the next run on the machine: a folder whose owner is gone is an orphan.
 */
final class RunFolders {
    static final String PREFIX = "idemlab-run-";

    private RunFolders() {
    }

    /** Removes orphans under {@code tempRoot}, then makes this run's folder there. */
    static Path make(Path tempRoot) throws IOException {
        Files.createDirectories(tempRoot);
        sweepOrphans(tempRoot);
        String own = PREFIX + ProcessHandle.current().pid() + "-";
        return ExitCleanup.makeFolder(() -> Files.createTempDirectory(tempRoot, own));
    }

    private static void sweepOrphans(Path tempRoot) {
        try (Stream<Path> entries = Files.list(tempRoot)) {
            entries.filter(entry -> ownerIsGone(entry.getFileName().toString())).forEach(Folders::deleteQuietly);
        } catch (IOException | RuntimeException unreadable) {
            // Nothing to sweep that this user may see.
        }
    }

    /** True for a run folder whose owner's pid runs no process now; a name without a pid is never one. */
    static boolean ownerIsGone(String name) {
        if (!name.startsWith(PREFIX)) {
            return false;
        }
        String rest = name.substring(PREFIX.length());
        int dash = rest.indexOf('-');
        try {
            return dash > 0 && ProcessHandle.of(Long.parseLong(rest.substring(0, dash))).isEmpty();
        } catch (NumberFormatException other) {
            return false;
        }
    }
}
