package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import grader.model.CheckResult;
import grader.model.GradeError;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.SandboxReport;
import grader.model.Status;
import grader.model.StepResult;
import grader.score.Weights;
import grader.score.WeightsFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** PrairieLearn's results.json: only its documented fields, a score in 0..1, a test per check, under 1 MB. */
class PrairieLearnWriterTests {
    private static final String SCHEMA = "prairielearn-results.schema.json";
    private static final String WITHHELD = "lease.4.boundary-now-equals-until";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private static JsonNode results(GradeReport report) throws Exception {
        return MAPPER.readTree(Render.of(new PrairieLearnWriter(), report, Locale.ENGLISH));
    }

    @Test
    void everyReportShapeValidatesAgainstPrairieLearnsFields() throws Exception {
        for (GradeReport report : List.of(SampleReports.everyStatus(), SampleReports.compileErrorsOnly(),
                SampleReports.allPassed(), SampleReports.ungradable())) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.KOREAN)) {
                String json = Render.of(new PrairieLearnWriter(), report, locale);
                assertThat(SchemaCheck.errors(SCHEMA, json)).as(report.submission()).isEmpty();
            }
        }
    }

    @Test
    void schemaRefusesAFieldPrairieLearnDoesNotDocument() throws Exception {
        String json = Render.of(new PrairieLearnWriter(), SampleReports.allPassed(), Locale.ENGLISH);
        assertThat(SchemaCheck.errors(SCHEMA, json.replaceFirst("\\{", "{ \"max_score\" : 2,"))).isNotEmpty();
        assertThat(SchemaCheck.errors(SCHEMA, json.replaceFirst("\"score\" : 1.0", "\"score\" : 2.0"))).isNotEmpty();
    }

    @Test
    void scoreIsTheFractionOfPointsAndEveryCheckIsATest() throws Exception {
        JsonNode root = results(SampleReports.everyStatus());
        assertThat(root.get("gradable").asBoolean()).isTrue();
        assertThat(root.get("score").asDouble()).isEqualTo(3.0 / 11);
        assertThat(root.get("tests").size()).isEqualTo(11);
        JsonNode failed = root.get("tests").get(3);
        assertThat(failed.get("name").asString()).isEqualTo("alpha.2.second-holder-refused");
        assertThat(failed.get("points").asDouble()).isZero();
        assertThat(failed.get("max_points").asDouble()).isEqualTo(1);
        assertThat(failed.get("message").asString()).isEqualTo("failed");
        assertThat(failed.get("output").asString())
                .contains("expected: false", "--check alpha.2.second-holder-refused");
        assertThat(results(SampleReports.allPassed()).get("score").asDouble()).isEqualTo(1.0);
    }

    @Test
    void anUngradableSubmissionIsNotGradableAndSaysWhy() throws Exception {
        JsonNode root = results(SampleReports.ungradable());
        assertThat(root.get("gradable").asBoolean()).isFalse();
        assertThat(root.get("score").asDouble()).isZero();
        assertThat(root.get("message").asString()).contains("cannot be graded", "no .java files under .");
    }

    /** Lease step 1 passed, step 4's boundary check failed: the course withholds the latter. */
    private static GradeReport leaseWithABoundaryFailure() {
        return new GradeReport("0.1.0-test", ".", "ab".repeat(32), 5, List.of(new LabResult("lease", List.of(
                new StepResult(1, "init", List.of(SampleReports.passed("lease.1.init-creates-jobs-table", 1, true))),
                new StepResult(4, "claim", List.of(SampleReports.check(WITHHELD, 4, Status.FAILED,
                        "expected: true; actual: false", null)))))), List.of(), 1);
    }

    private static Weights withholding(Path work, String visibility) throws Exception {
        Path file = work.resolve("weights.json");
        Files.writeString(file, "{\"" + WITHHELD + "\": {\"points\": 5, \"visibility\": \"" + visibility + "\"}}");
        return WeightsFile.read(file);
    }

    @Test
    void aCheckTheCourseWithholdsShowsNeitherItsPointsNorItsResult(@TempDir Path work) throws Exception {
        for (String visibility : List.of("hidden", "after_due_date", "after_published")) {
            String json = Render.of(new PrairieLearnWriter(withholding(work, visibility)), leaseWithABoundaryFailure(),
                    Locale.ENGLISH);
            JsonNode withheld = MAPPER.readTree(json).get("tests").get(1);
            assertThat(withheld.get("name").asString()).isEqualTo(WITHHELD);
            // 0 of 0: PrairieLearn shows such a test as neither passed nor failed.
            assertThat(withheld.get("points").asDouble()).as(visibility).isZero();
            assertThat(withheld.get("max_points").asDouble()).as(visibility).isZero();
            assertThat(withheld.get("message").asString()).isEqualTo("The course shows this result later.");
            assertThat(withheld.get("output").asString()).isEmpty();
            assertThat(SchemaCheck.errors(SCHEMA, json)).isEmpty();
        }
    }

    @Test
    void aWithheldCheckStillCountsInTheScoreButNotInTheSummary(@TempDir Path work) throws Exception {
        JsonNode root = MAPPER.readTree(Render.of(new PrairieLearnWriter(withholding(work, "after_due_date")),
                leaseWithABoundaryFailure(), Locale.ENGLISH));
        assertThat(root.get("score").asDouble()).as("the grade is 1 of 6 points").isEqualTo(1.0 / 6);
        JsonNode shown = root.get("tests").get(0);
        assertThat(shown.get("points").asDouble()).isEqualTo(1);
        assertThat(shown.get("max_points").asDouble()).isEqualTo(1);
        assertThat(root.get("message").asString()).contains("1 check: passed 1")
                .contains("1 more check").doesNotContain("failed");
    }

    @Test
    void extraDataSaysWhatWasGradedByWhichGraderUnderWhichSandbox() throws Exception {
        GradeReport report = SampleReports.everyStatus()
                .withSandbox(new SandboxReport(SandboxReport.BUBBLEWRAP, "namespaces, no network"));
        String json = Render.of(new PrairieLearnWriter(), report, Locale.ENGLISH);
        JsonNode extra = MAPPER.readTree(json).get("extra_data");
        assertThat(extra.get("graderVersion").asString()).isEqualTo("0.1.0-test");
        assertThat(extra.get("submissionHash").asString()).isEqualTo("ab".repeat(32));
        // PrairieLearn parses results with JavaScript, whose numbers would round a 64-bit seed.
        assertThat(extra.get("seed").isString()).isTrue();
        assertThat(extra.get("seed").asString()).isEqualTo(String.valueOf(SampleReports.SEED));
        assertThat(extra.get("sandbox").get("mode").asString()).isEqualTo("bubblewrap");
        assertThat(SchemaCheck.errors(SCHEMA, json)).isEmpty();
        assertThat(results(SampleReports.ungradable()).get("extra_data").get("sandbox").isNull()).isTrue();
    }

    @Test
    void schemaRefusesASeedAsANumberInExtraData() throws Exception {
        String json = Render.of(new PrairieLearnWriter(), SampleReports.allPassed(), Locale.ENGLISH);
        assertThat(SchemaCheck.errors(SCHEMA, json.replace("\"seed\" : \"42\"", "\"seed\" : 42"))).isNotEmpty();
    }

    @Test
    void aCourseSetupMistakeTellsTheStudentItIsTheCoursesWithoutItsDetail() throws Exception {
        GradeReport report = GradeReport.ungradable("0.1.0-test", ".", "12".repeat(32), 9, GradeError.setup(
                "cannot read the weights file /grade/tests/course-weights.json: /grade/tests/course-weights.json"));
        for (Locale locale : List.of(Locale.ENGLISH, Locale.KOREAN)) {
            String json = Render.of(new PrairieLearnWriter(), report, locale);
            JsonNode root = MAPPER.readTree(json);
            // Not gradable: PrairieLearn then neither awards nor takes points, nor counts the attempt.
            assertThat(root.get("gradable").asBoolean()).isFalse();
            assertThat(root.has("format_errors")).as("nothing is wrong with the submission").isFalse();
            assertThat(json).as("no server path").doesNotContain("/grade/tests", "weights file");
            assertThat(SchemaCheck.errors(SCHEMA, json)).isEmpty();
        }
        assertThat(results(report).get("message").asString()).contains("course's configuration", "not because of your");
    }

    @Test
    void aGraderFailureTellsTheStudentItIsNotTheirsWithoutItsDetail() throws Exception {
        GradeReport report = GradeReport.ungradable("0.1.0-test", ".", "12".repeat(32), 9,
                GradeError.grader("cannot make a temp folder under /var/tmp/idemlab-4242: No space left on device"));
        String json = Render.of(new PrairieLearnWriter(), report, Locale.ENGLISH);
        assertThat(json).doesNotContain("/var/tmp", "No space left");
        assertThat(MAPPER.readTree(json).get("message").asString()).contains("grader failed", "not because of your");
        assertThat(MAPPER.readTree(json).has("format_errors")).isFalse();
    }

    @Test
    void aSubmissionThatCannotBeGradedForAReasonOfItsOwnNamesItAsAFormatError() throws Exception {
        String json = Render.of(new PrairieLearnWriter(), SampleReports.ungradable(), Locale.ENGLISH);
        JsonNode root = MAPPER.readTree(json);
        assertThat(root.get("gradable").asBoolean()).isFalse();
        assertThat(root.get("format_errors")).extracting(JsonNode::asString).containsExactly("no .java files under .");
        assertThat(SchemaCheck.errors(SCHEMA, json)).isEmpty();
    }

    @Test
    void aGradeThatIsNotTheSubmissionsFaultHasNoFormatErrors() throws Exception {
        assertThat(results(SampleReports.everyStatus()).has("format_errors")).isFalse();
        assertThat(results(SampleReports.allPassed()).has("format_errors")).isFalse();
        assertThat(results(SampleReports.withGraderFault()).has("format_errors")).as("the grader's fault").isFalse();
    }

    @Test
    void schemaRefusesFormatErrorsOnAGradableResult() throws Exception {
        String json = Render.of(new PrairieLearnWriter(), SampleReports.allPassed(), Locale.ENGLISH);
        assertThat(SchemaCheck.errors(SCHEMA, json.replaceFirst("\\{", "{ \"format_errors\" : [\"x\"],")))
                .isNotEmpty();
    }

    @Test
    void byDefaultASubmissionThatDoesNotCompileIsGradedAndScoresZero() throws Exception {
        JsonNode root = results(SampleReports.compileErrorsOnly());
        assertThat(root.get("gradable").asBoolean()).isTrue();
        assertThat(root.get("score").asDouble()).isZero();
        assertThat(root.has("format_errors")).isFalse();
    }

    @Test
    void aCourseCanMakeASubmissionThatDoesNotCompileNotGradable() throws Exception {
        for (GradeReport report : List.of(SampleReports.compileErrorsOnly(), SampleReports.everyStatus())) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.KOREAN)) {
                String json = Render.of(new PrairieLearnWriter(Weights.EQUAL, false), report, locale);
                JsonNode root = MAPPER.readTree(json);
                assertThat(root.get("gradable").asBoolean()).isFalse();
                assertThat(root.get("format_errors")).extracting(JsonNode::asString)
                        .containsExactlyElementsOf(report.compileErrors());
                assertThat(SchemaCheck.errors(SCHEMA, json)).as(report.submission() + " " + locale).isEmpty();
            }
        }
        JsonNode root = MAPPER.readTree(Render.of(new PrairieLearnWriter(Weights.EQUAL, false),
                SampleReports.compileErrorsOnly(), Locale.ENGLISH));
        assertThat(root.get("message").asString()).contains("does not compile", "does not count");
    }

    @Test
    void aSubmissionThatCompilesIsGradedWhateverTheCompileErrorPolicy() throws Exception {
        JsonNode root = MAPPER.readTree(Render.of(new PrairieLearnWriter(Weights.EQUAL, false),
                SampleReports.allPassed(), Locale.ENGLISH));
        assertThat(root.get("gradable").asBoolean()).isTrue();
        assertThat(root.has("format_errors")).isFalse();
    }

    @Test
    void hugeMessagesAreCutToStayUnderTheLimit() throws Exception {
        List<CheckResult> checks = new ArrayList<>();
        for (int i = 0; i < 200; i++) {
            checks.add(SampleReports.check("alpha.1.flood-" + i, 1, Status.FAILED, "x".repeat(50_000), null));
        }
        GradeReport flood = new GradeReport("0.1.0-test", ".", "ab".repeat(32), 1,
                List.of(new LabResult("alpha", List.of(new StepResult(1, "flood", checks)))), List.of(), 1);
        String json = Render.of(new PrairieLearnWriter(), flood, Locale.ENGLISH);
        assertThat(json.getBytes(StandardCharsets.UTF_8).length).isLessThanOrEqualTo(PrairieLearnWriter.MAX_BYTES);
        assertThat(MAPPER.readTree(json).get("tests").size()).as("no test is dropped, only cut").isEqualTo(200);
        assertThat(SchemaCheck.errors(SCHEMA, json)).isEmpty();
    }
}
