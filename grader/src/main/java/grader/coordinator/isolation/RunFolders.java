package grader.coordinator.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import grader.process.ExitCleanup;
import grader.process.Folders;
import grader.process.OwnedNames;

/**
 * A run's temp folder, named for the grader JVM that owns it ({@code idemlab-run-<pid>-...},
 * {@link OwnedNames}), so that what a grader killed with SIGKILL left behind (no shutdown hook
 * runs then) is removed by the next run on the machine: a folder whose owner is gone is an orphan.
 */
final class RunFolders {
    static final String PREFIX = "idemlab-run-";

    private RunFolders() {
    }

    /** Removes orphans under {@code tempRoot}, then makes this run's folder there. */
    static Path make(Path tempRoot) throws IOException {
        Files.createDirectories(tempRoot);
        sweepOrphans(tempRoot);
        String own = OwnedNames.ownPrefix(PREFIX);
        return ExitCleanup.makeFolder(() -> Files.createTempDirectory(tempRoot, own));
    }

    private static void sweepOrphans(Path tempRoot) {
        try (Stream<Path> entries = Files.list(tempRoot)) {
            entries.filter(entry -> OwnedNames.ownerIsGone(PREFIX, entry.getFileName().toString())).forEach(Folders::deleteQuietly);
        } catch (IOException | RuntimeException unreadable) {
            // Nothing to sweep that this user may see.
        }
    }
}
