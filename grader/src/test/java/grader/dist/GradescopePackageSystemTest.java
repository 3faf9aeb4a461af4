package grader.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.report.SchemaCheck;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The Gradescope zip run the way Gradescope runs it, under a root of the test's own instead
 * of /autograder: unpacked into source/ with each entry's mode, run_autograder copied to the
 * root and run itself (not through bash), the submission in submission/. Its results.json holds only Gradescope's documented fields.
 */
class GradescopePackageSystemTest {
    private static final String SCHEMA = "gradescope-results.schema.json";

    @TempDir
    Path root;
    private final List<String> entries = new ArrayList<>();
    private Path zip;

    @BeforeEach
    void unpackTheAutograder() throws Exception {
        zip = root.resolve("autograder.zip");
        Path weights = root.resolve("course-weights.json");
        Files.writeString(weights, "{\"lease.1\": {\"points\": 10, \"visibility\": \"after_due_date\"}}");
        GradescopePackage.write(Lab.LEASE, weights, zip);
        entries.addAll(AutograderLayout.unpack(zip, root));
    }

    @Test
    void theScriptsAreExecutableAsGradescopeRunsThem() throws Exception {
        try (FileSystem file = openZip()) {
            for (String script : List.of("run_autograder", "setup.sh", "idemlab/bin/grade")) {
                assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getPath(script))))
                        .as(script).isEqualTo("rwxr-xr-x");
            }
            assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getPath("weights.json"))))
                    .isEqualTo("rw-r--r--");
        }
    }

    @Test
    void everyGradeIsConfinedAndBoundedByTheOptionsBakedIn() throws Exception {
        assertThat(Files.readString(root.resolve("run_autograder"))).contains("baked=(--budget 540 --sandbox require)");
        Path other = root.resolve("other.zip");
        GradescopePackage.write(Lab.LEASE, null, other, new GradescopePackage.Options(900, "accounts"));
        try (FileSystem file = AutograderLayout.open(other)) {
            assertThat(Files.readString(file.getPath("run_autograder"))).contains("baked=(--budget 900 --sandbox accounts)");
        }
    }

    private FileSystem openZip() throws Exception {
        return AutograderLayout.open(zip);
    }

    @Test
    void theZipHoldsTheScriptsTheDistributionAndTheWeights() {
        assertThat(entries).contains("setup.sh", "run_autograder", "weights.json", "idemlab/bin/grade",
                "idemlab/lib/grader.jar").noneMatch(e -> e.contains("reference") || e.contains("fixtures"));
    }

    @Test
    void anEmptySubmissionGetsScoreZeroAndTheReason() throws Exception {
        JsonNode results = runAutograder();
        assertThat(results.get("score").asDouble()).isZero();
        assertThat(results.get("tests").get(0).get("output").asString()).contains("cannot be graded",
                "no .java files under .");
    }

    @Test
    void aGradedSubmissionCarriesTheCoursesWeightsAndNoServerPath() throws Exception {
        AutograderLayout.submit(ProjectPaths.fixtures().resolve("submissions/lease-compile-error"), root);
        JsonNode results = runAutograder();
        assertThat(results.get("score").asDouble()).isZero();
        assertThat(results.get("tests").size()).isGreaterThan(10);
        JsonNode first = results.get("tests").get(0);
        assertThat(first.get("name").asString()).startsWith("lease.1.");
        assertThat(first.get("visibility").asString()).isEqualTo("after_due_date");
        assertThat(results.toString()).doesNotContain(root.toString());
    }

    private JsonNode runAutograder() throws Exception {
        Path log = root.resolve("run.log");
        int status = Launch.run(log, Map.of("IDEMLAB_AUTOGRADER_ROOT", root.toString(),
                "IDEMLAB_CACHE", root.resolve("cache").toString(), "TMPDIR", root.toString()),
                root.resolve("run_autograder").toString());
        assertThat(status).as(Files.readString(log)).isZero();
        String json = Files.readString(root.resolve("results/results.json"));
        assertThat(SchemaCheck.errors(SCHEMA, json)).isEmpty();
        return JsonMapper.builder().build().readTree(json);
    }
}
