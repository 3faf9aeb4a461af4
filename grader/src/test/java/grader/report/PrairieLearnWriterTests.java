package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.SandboxReport;
import grader.model.Status;
import grader.model.StepResult;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** PrairieLearn's results.json: only its documented fields, a score in 0..1, a test per check, under 1 MB. */
class PrairieLearnWriterTests {
    private static final String SCHEMA = "prairielearn-results.schema.json";
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
