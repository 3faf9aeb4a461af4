package grader.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import grader.process.ExitCleanup;

/** Deletes a child's private temp folder, whatever the child left in it. */
public final class TempFolders {
    private TempFolders() {
    }

    public static void delete(Path folder) throws IOException {
        if (folder == null) {
            return;
        }
        if (Files.exists(folder)) {
            List<Path> all;
            try (Stream<Path> walk = Files.walk(folder)) {
                all = walk.sorted(Comparator.reverseOrder()).collect(Collectors.toList());
            }
            for (Path p : all) {
                Files.deleteIfExists(p);
            }
        }
        // Only once it is gone: a folder whose removal failed is tried again at exit.
        ExitCleanup.forget(folder);
    }
}
