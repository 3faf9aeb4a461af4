package grader.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * The {@code --out} file. It is removed before grading starts, so that a run that fails or is
 * killed leaves no report of an earlier run behind for a platform to read, and written at the
 * end, once every child process is gone, to a temp file beside it that is then renamed in:
 * a reader sees the whole report or none. Only a regular file (or no file) is treated so: a
 * device, a pipe or any other special file ({@code --out /dev/null}, {@code --out /dev/stdout})
 * is written to as it is and never removed, since removing it as root would take it from the
 * whole machine.
 */
public final class ReportFile {
    public interface Content {
        void writeTo(Writer writer) throws IOException;
    }

    private final Path path;

    public ReportFile(Path path) {
        this.path = path.toAbsolutePath();
    }

    public void clearStale() {
        if (special()) {
            return;
        }
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            throw new grader.coordinator.GradingException("cannot remove the old report " + path + ": " + e, e);
        }
    }

    public void write(Content content) throws IOException {
        if (special()) {
            try (Writer w = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
                content.writeTo(w);
            }
            return;
        }
        // Not createTempFile: its 0600 would keep the report from a platform reading it as
        // another user; a file created plainly gets the permissions the umask gives.
        Path partial = path.resolveSibling("." + path.getFileName() + "." + ProcessHandle.current().pid() + "."
                + Long.toHexString(System.nanoTime()) + ".part");
        try {
            try (Writer w = Files.newBufferedWriter(partial, StandardCharsets.UTF_8, StandardOpenOption.CREATE_NEW,
                    StandardOpenOption.WRITE)) {
                content.writeTo(w);
            }
            try {
                Files.move(partial, path, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, path, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /** True when something other than a regular file (or a link to one) is at the path. */
    private boolean special() {
        return Files.exists(path) && !Files.isRegularFile(path);
    }
}
