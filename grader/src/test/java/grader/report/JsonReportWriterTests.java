package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import grader.model.GradeReport;
import grader.model.SandboxReport;
import grader.model.Status;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The native JSON holds the whole model, validates against its published schema, and reads back intact. */
class JsonReportWriterTests {
    private static final String SCHEMA = "grade-report.schema.json";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private static String json(GradeReport report, Locale locale) throws Exception {
        return Render.of(new JsonReportWriter(), report, locale);
    }

    @Test
    void everyReportShapeValidatesInBothLanguages() throws Exception {
        for (GradeReport report : List.of(SampleReports.everyStatus(), SampleReports.compileErrorsOnly(),
                SampleReports.allPassed(), SampleReports.ungradable())) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.KOREAN)) {
                assertThat(SchemaCheck.errors(SCHEMA, json(report, locale))).isEmpty();
            }
        }
    }

    @Test
    void anUngradableSubmissionCarriesTheErrorAndScoresZero() throws Exception {
        JsonNode root = MAPPER.readTree(json(SampleReports.ungradable(), Locale.ENGLISH));
        assertThat(root.get("gradable").asBoolean()).isFalse();
        assertThat(root.get("passed").asBoolean()).isFalse();
        assertThat(root.get("error").get("kind").asString()).isEqualTo("submission");
        assertThat(root.get("error").get("message").asString()).isEqualTo("no .java files under .");
        assertThat(root.get("score").asDouble()).isZero();
        JsonNode graded = MAPPER.readTree(json(SampleReports.everyStatus(), Locale.ENGLISH));
        assertThat(graded.get("gradable").asBoolean()).isTrue();
        assertThat(graded.get("error").isNull()).isTrue();
        assertThat(graded.get("score").asDouble()).isEqualTo(3);
        assertThat(graded.get("maxScore").asDouble()).isEqualTo(11);
    }

    @Test
    void theReportRecordsTheConfinementItsSubmissionRanUnder() throws Exception {
        GradeReport confined = SampleReports.allPassed().withSandbox(new SandboxReport(SandboxReport.BUBBLEWRAP, "namespaces"));
        GradeReport unconfined = SampleReports.allPassed().withSandbox(new SandboxReport(SandboxReport.NONE, "--sandbox off"));
        for (GradeReport report : List.of(confined, unconfined)) {
            assertThat(SchemaCheck.errors(SCHEMA, json(report, Locale.ENGLISH))).isEmpty();
        }
        assertThat(MAPPER.readTree(json(confined, Locale.ENGLISH)).get("sandbox").get("mode").asString())
                .isEqualTo("bubblewrap");
        assertThat(MAPPER.readTree(json(unconfined, Locale.ENGLISH)).get("sandbox").get("description").asString())
                .isEqualTo("--sandbox off");
        assertThat(MAPPER.readTree(json(SampleReports.ungradable(), Locale.ENGLISH)).get("sandbox").isNull()).isTrue();
    }

    @Test
    void eachLabNamesItsFirstFailingStep() throws Exception {
        JsonNode labs = MAPPER.readTree(json(SampleReports.everyStatus(), Locale.ENGLISH)).get("labs");
        assertThat(labs.get(0).get("firstFailingStep").asInt()).isEqualTo(2);
        assertThat(labs.get(1).get("firstFailingStep").asInt()).isEqualTo(1);
        JsonNode green = MAPPER.readTree(json(SampleReports.allPassed(), Locale.ENGLISH)).get("labs").get(0);
        assertThat(green.get("firstFailingStep").isNull()).isTrue();
    }

    @Test
    void schemaRejectsAMisspelledStatusAndAnUnknownField() throws Exception {
        String good = json(SampleReports.everyStatus(), Locale.ENGLISH);
        assertThat(SchemaCheck.errors(SCHEMA, good.replace("\"timed out\"", "\"timeout\""))).isNotEmpty();
        assertThat(SchemaCheck.errors(SCHEMA, good.replaceFirst("\\{", "{ \"surprise\": 1,"))).isNotEmpty();
    }

    @Test
    void summaryCountsEveryStatusUnderItsLabel() throws Exception {
        JsonNode summary = MAPPER.readTree(json(SampleReports.everyStatus(), Locale.ENGLISH)).get("summary");
        assertThat(summary.get("total").asInt()).isEqualTo(11);
        assertThat(summary.get("passed").asInt()).isEqualTo(3);
        assertThat(summary.get("compile error").asInt()).isEqualTo(2);
        for (Status status : Status.values()) {
            assertThat(summary.has(status.label())).as(status.label()).isTrue();
        }
        assertThat(summary.get("timed out").asInt()).isEqualTo(1);
    }

    @Test
    void labsStepsAndChecksCarryTheModel() throws Exception {
        JsonNode root = MAPPER.readTree(json(SampleReports.everyStatus(), Locale.ENGLISH));
        assertThat(root.get("schemaVersion").asString()).isEqualTo("1");
        assertThat(root.get("seed").longValue()).isEqualTo(SampleReports.SEED);
        assertThat(root.get("passed").asBoolean()).isFalse();
        assertThat(root.get("compileErrors").size()).isEqualTo(2);
        JsonNode alpha = root.get("labs").get(0);
        assertThat(alpha.get("lab").asString()).isEqualTo("alpha");
        assertThat(alpha.get("status").asString()).isEqualTo("crashed");
        JsonNode step2 = alpha.get("steps").get(1);
        assertThat(step2.get("number").asInt()).isEqualTo(2);
        assertThat(step2.get("status").asString()).isEqualTo("failed");
        JsonNode failed = step2.get("checks").get(1);
        assertThat(failed.get("id").asString()).isEqualTo("alpha.2.second-holder-refused");
        assertThat(failed.get("millis").asInt()).isEqualTo(34);
        assertThat(failed.get("failure").get("expected").asString()).isEqualTo("false");
        assertThat(failed.get("reproduce").asString()).isEqualTo(
                "./grade alpha 'student work/src' --step 2 --check alpha.2.second-holder-refused --seed "
                        + SampleReports.SEED);
        JsonNode passed = step2.get("checks").get(0);
        assertThat(passed.get("message").isNull()).isTrue();
        assertThat(passed.get("failure").isNull()).isTrue();
        assertThat(passed.get("happyPath").asBoolean()).isTrue();
    }

    @Test
    void awkwardTextSurvivesTheRoundTrip() throws Exception {
        JsonNode root = MAPPER.readTree(json(SampleReports.everyStatus(), Locale.ENGLISH));
        JsonNode alpha = root.get("labs").get(0);
        assertThat(alpha.get("steps").get(1).get("title").asString()).endsWith(SampleReports.AWKWARD);
        assertThat(alpha.get("steps").get(1).get("checks").get(1).get("failure").get("tried").asString())
                .endsWith(SampleReports.AWKWARD);
        assertThat(root.get("compileErrors").get(0).asString()).endsWith(SampleReports.AWKWARD);
    }

    @Test
    void keysComeInAFixedOrderAndOutputIsRepeatable() throws Exception {
        String first = json(SampleReports.everyStatus(), Locale.ENGLISH);
        assertThat(json(SampleReports.everyStatus(), Locale.ENGLISH)).isEqualTo(first);
        List<String> keys = new ArrayList<>(MAPPER.readTree(first).propertyNames());
        assertThat(keys).containsExactly("schemaVersion", "graderVersion", "lang", "submission", "submissionHash",
                "seed", "passed", "gradable", "error", "sandbox", "score", "maxScore", "millis", "summary", "compileErrors",
                "labs");
    }

    @Test
    void koreanReportKeepsMachineStatusesAndSaysItsLanguage() throws Exception {
        JsonNode root = MAPPER.readTree(json(SampleReports.everyStatus(), Locale.KOREAN));
        assertThat(root.get("lang").asString()).isEqualTo("ko");
        assertThat(root.get("labs").get(0).get("steps").get(4).get("status").asString()).isEqualTo("timed out");
        assertThat(MAPPER.readTree(json(SampleReports.everyStatus(), Locale.ENGLISH)).get("lang").asString())
                .isEqualTo("en");
    }
}
