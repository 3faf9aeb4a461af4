package grader.checks.outbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Counts this process's open file descriptors that refer to a file, through
 * {@code /proc/self/fd}: an SQLite connection keeps its database file open until it is
 * closed, so this shows whether a connection nobody can reach any more was closed.
 */
final class OpenFiles {
    private static final Path FDS = Path.of("/proc/self/fd");

    private OpenFiles() {
    }

    static long referringTo(Path file) throws IOException {
        if (!Files.isDirectory(FDS)) {
            throw new IllegalStateException("this check needs /proc/self/fd (Linux) to see open files");
        }
        Path target = Files.exists(file) ? file.toRealPath() : file.toAbsolutePath().normalize();
        try (Stream<Path> fds = Files.list(FDS)) {
            return fds.filter(fd -> target.equals(linkTarget(fd))).count();
        }
    }

    private static Path linkTarget(Path fd) {
        try {
            return Files.readSymbolicLink(fd);
        } catch (IOException | UnsupportedOperationException goneOrNotALink) {
            return null;
        }
    }
}
