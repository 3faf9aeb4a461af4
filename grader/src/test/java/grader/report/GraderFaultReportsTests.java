package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Locale;
import grader.model.Blame;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.Status;
import grader.score.Scoring;
import org.junit.jupiter.api.Test;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A check the grader could not decide is nobody's: every format says whose it is, it neither
 * earns nor costs points, and the grade is not one a platform should keep (PrairieLearn: not
 * gradable; the exit status 2).
 */
class GraderFaultReportsTests {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private final GradeReport report = SampleReports.withGraderFault();

    @Test
    void theReportKnowsWhichChecksAreTheGradersAndLeavesThemOutOfTheScore() {
        assertThat(report.graderFaults()).extracting(CheckResult::id).containsExactly("alpha.2.race-one-winner");
        Scoring scoring = Scoring.equal(report);
        assertThat(scoring.score()).isEqualTo(2.0);
        assertThat(scoring.maxScore()).isEqualTo(3.0);
    }

    @Test
    void aStatusAloneBlamesTheSubmissionOrNobody() {
        assertThat(Blame.of(Status.PASSED)).isEqualTo(Blame.NONE);
        assertThat(Blame.of(Status.SKIPPED)).isEqualTo(Blame.NONE);
        assertThat(Blame.of(Status.ERROR)).isEqualTo(Blame.SUBMISSION);
        assertThat(Blame.of(Status.TIMED_OUT)).isEqualTo(Blame.SUBMISSION);
    }

    @Test
    void jsonSaysWhoseEachCheckIsAndStillFitsItsSchema() throws Exception {
        String text = Render.of(new JsonReportWriter(), report, Locale.ENGLISH);
        JsonNode checks = JSON.readTree(text).get("labs").get(0).get("steps");
        assertThat(checks.get(0).get("checks").get(0).get("blame").isNull()).isTrue();
        assertThat(checks.get(1).get("checks").get(0).get("blame").asString()).isEqualTo("grader");
        assertThat(checks.get(1).get("checks").get(1).get("blame").asString()).isEqualTo("submission");
        assertThat(JSON.readTree(text).get("maxScore").asDouble()).isEqualTo(3.0);
        assertThat(SchemaCheck.errors("grade-report.schema.json", text)).isEmpty();
    }

    @Test
    void prairieLearnIsToldTheGradeIsNotGradable() throws Exception {
        JsonNode root = JSON.readTree(Render.of(new PrairieLearnWriter(), report, Locale.ENGLISH));
        assertThat(root.get("gradable").asBoolean()).isFalse();
        assertThat(root.get("message").asString()).contains("could not decide 1 check", "alpha.2.race-one-winner");
        JsonNode undecided = root.get("tests").get(2);
        assertThat(undecided.get("name").asString()).isEqualTo("alpha.2.race-one-winner");
        assertThat(undecided.get("max_points").asDouble()).isZero();
    }

    @Test
    void gradescopeShowsTheCheckAsWorthNothingAndTagsIt() throws Exception {
        JsonNode root = JSON.readTree(Render.of(new GradescopeWriter(), report, Locale.ENGLISH));
        JsonNode undecided = root.get("tests").get(2);
        assertThat(undecided.get("max_score").asDouble()).isZero();
        assertThat(undecided.get("tags").toString()).contains("grader-fault");
        assertThat(undecided.get("output").asString()).contains("not your code's");
        assertThat(root.get("output").asString()).contains("could not decide 1 check");
    }

    @Test
    void theTerminalTellsTheStudentItIsNotTheirCodeInEitherLanguage() throws Exception {
        String english = Render.of(new HumanWriter(false), report, Locale.ENGLISH);
        assertThat(english).contains("not your code's").contains("could not decide 1 check(s)");
        assertThat(english).contains("alpha.2.acquires-free-job (failed)");
        String korean = Render.of(new HumanWriter(false), report, Locale.KOREAN);
        assertThat(korean).contains("채점기의 잘못");
    }

    @Test
    void junitXmlTypesItAsTheGradersFault() throws Exception {
        String xml = Render.of(new JunitXmlWriter(), report, Locale.ENGLISH);
        assertThat(xml).contains("type=\"grader fault\"");
    }
}
