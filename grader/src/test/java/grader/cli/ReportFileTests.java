package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code --out} file of an earlier run is removed before grading starts. */
class ReportFileTests {
    @TempDir
    Path dir;

    @Test
    void aPlainFileOfAnEarlierRunIsRemovedAtStart() throws Exception {
        Path file = Files.writeString(dir.resolve("report.json"), "old");

        new ReportFile(file).clearStale();

        assertThat(file).doesNotExist();
    }
}
