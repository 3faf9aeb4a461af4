package grader.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Map;
import grader.ProjectPaths;
import grader.labs.Lab;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * bubblewrap on the PATH but outside the system folders (a copy under the platform's own
 * folder): the judge nests its children's sandbox with that very binary, so it is bound into
 * the judge's sandbox too. Before, every check of a correct submission ended as an error
 * ("Cannot run program .../bwrap"), charged to the student as 0 points.
 */
class BwrapOutsideSystemFoldersSystemTest {
    /** Covers the system's bwrap in a private mount namespace, puts the copy first on the PATH, runs the rest. */
    private static final String ONLY_THE_COPY = "for b in $(type -ap bwrap); do mount --bind /dev/null \"$b\" || exit 97;"
            + " done; export PATH=\"$BWRAP_COPY:$PATH\"; exec \"$@\"";

    @TempDir
    Path base;

    @Test
    void aCorrectSubmissionPassesInTheSandboxOfACopiedBwrap() throws Exception {
        Path root = Files.createDirectories(base.resolve("autograder"));
        Path zip = base.resolve("autograder.zip");
        GradescopePackage.write(Lab.LEASE, null, zip);
        AutograderLayout.unpack(zip, root);
        Path copy = Files.createDirectories(base.resolve("tools/bin"));
        Files.copy(Path.of("/usr/bin/bwrap"), copy.resolve("bwrap"), StandardCopyOption.COPY_ATTRIBUTES);
        Path report = base.resolve("r.json");
        Path log = base.resolve("grade.log");
        int status = Launch.run(log, Map.of("BWRAP_COPY", copy.toString(), "IDEMLAB_CACHE",
                base.resolve("cache").toString(), "PATH", System.getProperty("java.home") + "/bin:/usr/bin:/bin"),
                "/usr/bin/unshare", "-m", "--propagation", "private", "/bin/bash", "-c", ONLY_THE_COPY, "only-the-copy",
                "/bin/bash", root.resolve("source/idemlab/bin/grade").toString(), "lease",
                ProjectPaths.referenceSources().resolve("reference/lease").toString(), "--step", "1",
                "--sandbox", "require", "--format", "json", "--out", report.toString());
        assertThat(status).as(Files.readString(log)).isZero();
        JsonNode json = JsonMapper.builder().build().readTree(Files.readString(report));
        assertThat(json.get("sandbox").get("mode").asString()).isEqualTo("bubblewrap");
        assertThat(json.get("summary").get("passed").asInt()).isEqualTo(json.get("summary").get("total").asInt())
                .isPositive();
    }
}
