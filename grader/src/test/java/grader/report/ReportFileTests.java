package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --out replaces a regular file whole, and never removes a special file such as a pipe or /dev/null. */
class ReportFileTests {
    @TempDir
    Path dir;

    @Test
    void aStaleReportIsGoneBeforeGradingAndTheNewOneIsRenamedIn() throws Exception {
        Path out = Files.writeString(dir.resolve("result.json"), "old");
        ReportFile file = new ReportFile(out);
        file.clearStale();
        assertThat(out).doesNotExist();
        file.write(w -> w.write("new"));
        assertThat(Files.readString(out)).isEqualTo("new");
        try (var left = Files.list(dir)) {
            assertThat(left).containsExactly(out);
        }
    }

    @Test
    void theReportGetsThePermissionsOfAnyNewFileThere() throws Exception {
        Path plain = Files.writeString(dir.resolve("plain.txt"), "x");
        Path out = dir.resolve("result.json");
        new ReportFile(out).write(w -> w.write("new"));
        assertThat(Files.getPosixFilePermissions(out)).as("not a temp file's owner-only mode")
                .isEqualTo(Files.getPosixFilePermissions(plain));
    }

    @Test
    void aSpecialFileIsWrittenToAndKept() throws Exception {
        Path fifo = dir.resolve("pipe");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        assertThat(mkfifo.waitFor(10, TimeUnit.SECONDS) && mkfifo.exitValue() == 0).isTrue();
        ReportFile file = new ReportFile(fifo);
        file.clearStale();
        assertThat(Files.exists(fifo) && !Files.isRegularFile(fifo)).as("the pipe is still a pipe").isTrue();
        Thread reader = new Thread(() -> {
            try {
                Files.readAllBytes(fifo);
            } catch (java.io.IOException ignored) {
                // the test below looks at the file itself
            }
        });
        reader.start();
        file.write(w -> w.write("report"));
        reader.join(10_000);
        assertThat(Files.exists(fifo) && !Files.isRegularFile(fifo)).as("still a pipe after writing").isTrue();
    }
}
