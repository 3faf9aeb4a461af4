package grader.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/** Removes the folders a run made, whatever the code under test left in them. */
public final class Folders {
    private Folders() {
    }

    public static void deleteQuietly(Path root) {
        if (root == null || !Files.exists(root)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(Folders::deleteOne);
        } catch (IOException | java.io.UncheckedIOException e) {
            // Best effort: a file that vanished meanwhile is fine.
        }
    }

    /**
     * Deletes a child's private temp folder and everything in it, failing loudly, and stops
     * tracking it for the exit cleanup only once it is gone: a folder whose removal failed is
     * tried again at exit.
     */
    public static void delete(Path folder) throws IOException {
        if (folder == null) {
            return;
        }
        if (Files.exists(folder)) {
            List<Path> all;
            try (Stream<Path> walk = Files.walk(folder)) {
                all = walk.sorted(Comparator.reverseOrder()).toList();
            }
            for (Path p : all) {
                Files.deleteIfExists(p);
            }
        }
        ExitCleanup.forget(folder);
    }

    private static void deleteOne(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // Left for the next attempt, e.g. the shutdown hook.
        }
    }
}
