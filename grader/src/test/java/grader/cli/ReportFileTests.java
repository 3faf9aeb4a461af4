package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --out} naming something that is not a plain file (a pipe, {@code /dev/null}) is written through, never replaced. */
class ReportFileTests {
    @TempDir
    Path dir;

    @Test
    void aPipeStaysAPipeAndGetsTheReport() throws Exception {
        Path pipe = dir.resolve("report.pipe");
        assertThat(new ProcessBuilder("mkfifo", pipe.toString()).start().waitFor()).isZero();
        CompletableFuture<String> read = CompletableFuture.supplyAsync(() -> {
            try (InputStream in = Files.newInputStream(pipe)) {
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        ReportFile out = new ReportFile(pipe);

        out.clearStale();
        out.write(w -> w.write("{\"passed\":true}"));

        assertThat(read.get(30, TimeUnit.SECONDS)).isEqualTo("{\"passed\":true}");
        assertThat(Files.isRegularFile(pipe)).as("replaced by a plain file").isFalse();
        assertThat(Files.exists(pipe)).isTrue();
    }

    @Test
    void aPlainFileOfAnEarlierRunIsRemovedAtStart() throws Exception {
        Path file = Files.writeString(dir.resolve("report.json"), "old");

        new ReportFile(file).clearStale();

        assertThat(file).doesNotExist();
    }
}
