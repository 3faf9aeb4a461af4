package grader.clauses;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import grader.ProjectPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code grade clauses}: exit 0 on the repository, 1 on a matrix with gaps, 2 on bad usage. */
class ClausesCommandTests {
    @TempDir
    Path dir;

    private static int run(String... args) {
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        try (PrintStream quiet = new PrintStream(sink, true, StandardCharsets.UTF_8)) {
            System.setOut(quiet);
            System.setErr(quiet);
            return new CommandLine(new ClausesCommand()).execute(args);
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    @Test
    void theRepositoryHasNothingMissing() {
        assertThat(run("all", "--root", ProjectPaths.root().toString(), "--lang", "ko")).isZero();
    }

    @Test
    void aMatrixWithGapsExitsOne() throws Exception {
        Files.createDirectories(dir.resolve("fixtures/clauses"));
        Files.writeString(dir.resolve("fixtures/clauses/lease.json"), "{\"lab\": \"lease\", \"clauses\": []}");
        assertThat(run("lease", "--root", dir.toString())).isEqualTo(1);
        assertThat(ClauseReview.of(dir, grader.labs.Lab.LEASE).problems()).extracting(ClauseProblem::kind)
                .contains(ClauseProblem.Kind.NO_CLAUSES, ClauseProblem.Kind.CHECK_UNNAMED, ClauseProblem.Kind.DOCS_NO_TABLE);
    }

    @Test
    void badUsageExitsTwo() {
        assertThat(run("nolab")).isEqualTo(2);
        assertThat(run("lease", "--lang", "fr")).isEqualTo(2);
        assertThat(run("lease", "--no-such-option")).isEqualTo(2);
    }
}
