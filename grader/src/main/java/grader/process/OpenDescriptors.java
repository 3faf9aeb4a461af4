package grader.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.LongStream;
import java.util.stream.Stream;

/**
 * Counts the open file descriptors of a process and its descendants that refer to a file,
 * through {@code /proc/<pid>/fd}: an SQLite connection keeps its database file open until it
 * is closed, so this shows whether a connection nobody can reach any more was closed.
 */
public final class OpenDescriptors {
    private OpenDescriptors() {
    }

    /** In process {@code pid} and its descendants. */
    public static long referringTo(long pid, Path file) throws IOException {
        Path target = Files.exists(file) ? file.toRealPath() : file.toAbsolutePath().normalize();
        LongStream pids = LongStream.concat(LongStream.of(pid),
                ProcessHandle.of(pid).map(p -> p.descendants().mapToLong(ProcessHandle::pid)).orElse(LongStream.empty()));
        long count = 0;
        for (long each : pids.toArray()) {
            count += countIn(Path.of("/proc", Long.toString(each), "fd"), target);
        }
        return count;
    }

    private static long countIn(Path fds, Path target) throws IOException {
        if (!Files.isDirectory(fds)) {
            return 0;
        }
        try (Stream<Path> all = Files.list(fds)) {
            return all.filter(fd -> target.equals(linkTarget(fd))).count();
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
