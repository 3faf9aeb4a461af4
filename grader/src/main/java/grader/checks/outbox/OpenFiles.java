package grader.checks.outbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import grader.check.SubjectSide;
import grader.process.OpenDescriptors;

/**
 * Counts this process's open file descriptors that refer to a file, through
 * {@code /proc/self/fd}: an SQLite connection keeps its database file open until it is
 * closed, so this shows whether a connection nobody can reach any more was closed. When the
 * submission runs in a subject process, its descriptors are counted instead.
 */
final class OpenFiles {
    private static final Path FDS = Path.of("/proc/self/fd");

    private OpenFiles() {
    }

    static long referringTo(Path file) throws IOException {
        Optional<SubjectSide.Hooks> subject = SubjectSide.current();
        if (subject.isPresent()) {
            return subject.get().openFilesReferringTo(file);
        }
        if (!Files.isDirectory(FDS)) {
            throw new IllegalStateException("this check needs /proc/self/fd (Linux) to see open files");
        }
        return OpenDescriptors.inProcess(ProcessHandle.current().pid(), file);
    }
}
