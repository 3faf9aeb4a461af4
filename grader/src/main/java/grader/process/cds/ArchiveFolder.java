package grader.process.cds;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import grader.process.Folders;

/**
 * The cache's folder of class-data archives stays small: each grader build or JDK makes an
 * archive of its own (about 40 MB), so only the newest few are kept (two checkouts that take
 * turns keep theirs), and what a killed run left there (lists, half-made archives) goes once
 * it is a day old.
 */
final class ArchiveFolder {
    static final int KEPT = 4;
    private static final Duration LEFTOVER_AGE = Duration.ofDays(1);

    private ArchiveFolder() {
    }

    /** Deletes all but the {@link #KEPT} newest archives ({@code made} always stays) and old leftovers. */
    static void prune(Path folder, Path made) {
        try (Stream<Path> entries = Files.list(folder)) {
            List<Path> all = entries.toList();
            List<Path> archives = all.stream().filter(p -> p.toString().endsWith(".jsa") && !p.equals(made))
                    .sorted(Comparator.comparing(ArchiveFolder::modified).reversed()).toList();
            archives.stream().skip(KEPT - 1).forEach(Folders::deleteQuietly);
            Instant old = Instant.now().minus(LEFTOVER_AGE);
            all.stream().filter(p -> !p.toString().endsWith(".jsa") && modified(p).toInstant().isBefore(old))
                    .forEach(Folders::deleteQuietly);
        } catch (IOException e) {
            // Pruning is tidiness only.
        }
    }

    private static FileTime modified(Path path) {
        try {
            return Files.getLastModifiedTime(path);
        } catch (IOException gone) {
            return FileTime.fromMillis(0);
        }
    }
}
