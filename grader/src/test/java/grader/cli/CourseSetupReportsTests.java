package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import grader.process.CacheRoot;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A course's weights file that is missing or invalid is the course's mistake: the grade exits 2
 * before any worker starts, and the PrairieLearn results a student sees say so without the
 * server's path, while the platform's json report keeps the detail for staff.
 */
class CourseSetupReportsTests {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    @TempDir
    Path work;
    private PrintStream originalErr;

    @BeforeEach
    void quietStderr() {
        // The detail goes to stderr, PrairieLearn's job log for staff; these tests read the reports.
        originalErr = System.err;
        System.setErr(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
        System.setProperty(CacheRoot.PROPERTY, work.resolve("cache").toString());
    }

    @AfterEach
    void restoreStderr() {
        System.setErr(originalErr);
        System.clearProperty(CacheRoot.PROPERTY);
    }

    private JsonNode graded(String format, Path weights) throws Exception {
        Path student = Files.createDirectories(work.resolve("student"));
        Path out = work.resolve(format + ".json");
        int status = Main.run("lease", student.toString(), "--format", format, "--out", out.toString(),
                "--weights", weights.toString(), "--submission-name", ".");
        assertThat(status).as("the course's mistake is not the student's: exit 2").isEqualTo(2);
        return MAPPER.readTree(Files.readString(out));
    }

    @Test
    void aMissingWeightsFileIsTheCoursesConfigurationWithoutItsPath() throws Exception {
        Path missing = work.resolve("tests/course-weights.json");
        JsonNode results = graded("prairielearn", missing);
        assertThat(results.get("gradable").asBoolean()).isFalse();
        assertThat(results.get("message").asString()).contains("course's configuration");
        assertThat(results.toString()).doesNotContain(missing.toString(), work.toString());
        assertThat(results.has("format_errors")).isFalse();
    }

    @Test
    void anInvalidWeightsFileIsTheCoursesConfigurationWithoutItsPath() throws Exception {
        Path invalid = Files.writeString(work.resolve("course-weights.json"), "{\"lease.99\": {\"points\": 1}}");
        JsonNode results = graded("prairielearn", invalid);
        assertThat(results.get("message").asString()).contains("course's configuration");
        assertThat(results.toString()).doesNotContain(invalid.toString(), "lease.99");
    }

    @Test
    void thePlatformsJsonReportKeepsTheDetailForStaff() throws Exception {
        Path missing = work.resolve("course-weights.json");
        JsonNode report = graded("json", missing);
        assertThat(report.get("error").get("kind").asString()).isEqualTo("grader");
        assertThat(report.get("error").get("message").asString()).contains("weights file", missing.toString());
    }
}
