package grader.checks.outbox;

import java.io.IOException;
import java.nio.file.Path;
import grader.check.Attempt;
import grader.check.SubjectSide;

/**
 * Counts the subject's open file descriptors that refer to a file (the judge reads them from
 * outside, in {@code /proc/<pid>/fd}): an SQLite connection keeps its database file open until
 * it is closed, so this shows whether a connection nobody can reach any more was closed.
 */
final class OpenFiles {
    private OpenFiles() {
    }

    static long referringTo(Path file) throws IOException {
        return SubjectSide.current()
                .orElseThrow(() -> new IllegalStateException("the grader counted open files outside a check's subject"))
                .openFilesReferringTo(file);
    }

    /** Requires that the subject holds no file open on {@code file}: a connection that failed was closed. */
    static void requireNoneOn(Attempt attempt, Path file) throws IOException {
        long open = referringTo(file);
        attempt.holds(open == 0, "the failed connection closed (no open file on " + file.getFileName() + ")",
                open + " open file(s) on " + file.getFileName());
    }
}
