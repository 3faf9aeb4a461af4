package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import grader.model.GradeReport;
import grader.score.WeightsFile;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** results.json follows Gradescope's documented fields: a point per check, numbered tests, readable output. */
class GradescopeWriterTests {
    private static final String SCHEMA = "gradescope-results.schema.json";
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private static JsonNode results(GradeReport report, Locale locale) throws Exception {
        return MAPPER.readTree(Render.of(new GradescopeWriter(), report, locale));
    }

    @Test
    void everyReportShapeValidatesInBothLanguages() throws Exception {
        for (GradeReport report : List.of(SampleReports.everyStatus(), SampleReports.compileErrorsOnly(),
                SampleReports.allPassed(), SampleReports.ungradable())) {
            for (Locale locale : List.of(Locale.ENGLISH, Locale.KOREAN)) {
                String json = Render.of(new GradescopeWriter(), report, locale);
                assertThat(SchemaCheck.errors(SCHEMA, json)).isEmpty();
            }
        }
    }

    @Test
    void schemaRejectsAStatusGradescopeDoesNotKnow() throws Exception {
        String json = Render.of(new GradescopeWriter(), SampleReports.everyStatus(), Locale.ENGLISH);
        assertThat(SchemaCheck.errors(SCHEMA, json.replaceFirst("\"status\" : \"failed\"", "\"status\" : \"error\"")))
                .isNotEmpty();
    }

    @Test
    void scoreIsOnePointPerPassedCheck() throws Exception {
        JsonNode root = results(SampleReports.everyStatus(), Locale.ENGLISH);
        assertThat(root.get("score").asInt()).isEqualTo(3);
        assertThat(root.has("max_score")).as("not a top-level field of Gradescope's spec").isFalse();
        JsonNode tests = root.get("tests");
        assertThat(tests.size()).isEqualTo(11);
        int passed = 0;
        for (JsonNode test : tests) {
            assertThat(test.get("max_score").asInt()).isEqualTo(1);
            assertThat(test.get("visibility").asString()).isEqualTo("visible");
            boolean isPassed = test.get("status").asString().equals("passed");
            assertThat(test.get("score").asInt()).isEqualTo(isPassed ? 1 : 0);
            passed += isPassed ? 1 : 0;
        }
        assertThat(passed).isEqualTo(3);
    }

    @Test
    void testsAreNumberedByLabStepAndCheck() throws Exception {
        List<String> several = numbers(results(SampleReports.everyStatus(), Locale.ENGLISH));
        assertThat(several).startsWith("1.1.1", "1.1.2", "1.2.1", "1.2.2", "1.3.1").endsWith("2.1.1", "2.1.2")
                .doesNotHaveDuplicates();
        assertThat(numbers(results(SampleReports.allPassed(), Locale.ENGLISH))).containsExactly("1.1", "2.1");
    }

    @Test
    void failedTestNamesTheCheckAndExplainsIt() throws Exception {
        JsonNode failed = results(SampleReports.everyStatus(), Locale.ENGLISH).get("tests").get(3);
        assertThat(failed.get("name").asString())
                .isEqualTo("alpha.2.second-holder-refused: purpose of alpha.2.second-holder-refused");
        assertThat(failed.get("status").asString()).isEqualTo("failed");
        String output = failed.get("output").asString();
        assertThat(output).contains("expected: false", "actual:   true", "--check alpha.2.second-holder-refused",
                "say \"hi\" it's <b>&amp;</b>\n          second line\n          ctrl:\uFFFD\uFFFD end\ttab 작업 잠금 \uD83D\uDE00");
        assertThat(failed.get("tags").get(1).asString()).isEqualTo("failed");
    }

    @Test
    void compileErrorsWithoutChecksScoreZeroAndShowTheCompiler() throws Exception {
        JsonNode root = results(SampleReports.compileErrorsOnly(), Locale.ENGLISH);
        assertThat(root.get("score").asInt()).isZero();
        assertThat(root.has("max_score")).isFalse();
        assertThat(root.get("tests").size()).isZero();
        assertThat(root.get("output").asString()).contains("Broken.java:3: error");
    }

    @Test
    void anUngradableSubmissionScoresZeroWithOneTestThatSaysWhy() throws Exception {
        JsonNode root = results(SampleReports.ungradable(), Locale.ENGLISH);
        assertThat(root.get("score").asDouble()).isZero();
        assertThat(root.get("tests").size()).isEqualTo(1);
        JsonNode test = root.get("tests").get(0);
        assertThat(test.get("status").asString()).isEqualTo("failed");
        assertThat(test.get("output").asString()).contains("cannot be graded", "no .java files under .");
        assertThat(root.get("output").asString()).contains("no .java files under .");
    }

    @Test
    void weightsGiveEachTestItsPointsAndVisibility() throws Exception {
        Path file = Files.createTempFile("weights", ".json");
        try {
            Files.writeString(file,
                    "{\"default\": {\"points\": 2, \"visibility\": \"after_due_date\"}}");
            JsonNode root = MAPPER.readTree(Render.of(new GradescopeWriter(WeightsFile.read(file)),
                    SampleReports.everyStatus(), Locale.ENGLISH));
            assertThat(root.get("score").asDouble()).isEqualTo(6);
            for (JsonNode test : root.get("tests")) {
                assertThat(test.get("max_score").asDouble()).isEqualTo(2);
                assertThat(test.get("visibility").asString()).isEqualTo("after_due_date");
            }
            assertThat(SchemaCheck.errors(SCHEMA, root.toString())).isEmpty();
        } finally {
            Files.delete(file);
        }
    }

    @Test
    void koreanOutputUsesKoreanLabels() throws Exception {
        JsonNode failed = results(SampleReports.everyStatus(), Locale.KOREAN).get("tests").get(3);
        assertThat(failed.get("output").asString()).startsWith("실패").contains("기대: false", "재현: ./grade");
    }

    private static List<String> numbers(JsonNode root) {
        List<String> numbers = new ArrayList<>();
        root.get("tests").forEach(t -> numbers.add(t.get("number").asString()));
        return numbers;
    }
}
