package grader.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
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

    private static void deleteOne(Path p) {
        try {
            Files.deleteIfExists(p);
        } catch (IOException e) {
            // Left for the next attempt, e.g. the shutdown hook.
        }
    }
}
