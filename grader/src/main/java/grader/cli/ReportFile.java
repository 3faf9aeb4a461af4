package grader.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * The {@code --out} file. It is removed before grading starts, so that a run that fails or is
 * killed leaves no report of an earlier run behind for a platform to read, and written at the
 * end, once every child process is gone, to a temp file beside it that is then renamed in:
 * a reader sees the whole report or none.
 */
final class ReportFile {
    interface Content {
        void writeTo(Writer writer) throws IOException;
    }

    private final Path path;

    ReportFile(Path path) {
        this.path = path.toAbsolutePath();
    }

    void clearStale() {
        if (isDevice()) {
            return;
        }
        try {
            Files.deleteIfExists(path);
        } catch (IOException e) {
            throw new grader.engine.GradingException("cannot remove the old report " + path + ": " + e, e);
        }
    }

    /**
     * True when {@code --out} names something that is not a plain file ({@code /dev/null}, a
     * pipe): it is written through as it is, never removed or replaced by a file.
     */
    private boolean isDevice() {
        return Files.exists(path) && !Files.isRegularFile(path) && !Files.isDirectory(path);
    }

    void write(Content content) throws IOException {
        if (isDevice()) {
            try (Writer w = Files.newBufferedWriter(path, StandardCharsets.UTF_8)) {
                content.writeTo(w);
            }
            return;
        }
        Path partial = Files.createTempFile(path.getParent(), "." + path.getFileName(), ".part");
        try {
            try (Writer w = Files.newBufferedWriter(partial, StandardCharsets.UTF_8)) {
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
}
