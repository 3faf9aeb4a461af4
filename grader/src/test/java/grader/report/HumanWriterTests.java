package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Locale;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;
import org.junit.jupiter.api.Test;

/**
 * The terminal report gives each check that did not pass a way to grade it again, lists the
 * compiler's errors, speaks the asked language, and colours only when told to.
 */
class HumanWriterTests {
    private static String human(GradeReport report, Locale locale, boolean colour) throws Exception {
        return Render.of(new HumanWriter(colour), report, locale);
    }

    @Test
    void everyCheckThatRanAndDidNotPassGetsAReproduceCommand() throws Exception {
        GradeReport report = SampleReports.everyStatus();
        String text = human(report, Locale.ENGLISH, false);
        for (LabResult lab : report.labs()) {
            for (StepResult step : lab.steps()) {
                for (CheckResult check : step.checks()) {
                    boolean needsOne = !check.status().passed() && check.status() != Status.COMPILE_ERROR
                            && check.status() != Status.SKIPPED;
                    assertThat(text.contains("--check " + check.id() + " --seed " + report.seed()))
                            .as(check.id()).isEqualTo(needsOne);
                }
            }
        }
        assertThat(text).contains("./grade alpha 'student work/src' --step 2 --check alpha.2.second-holder-refused");
    }

    @Test
    void aStepThatWasNotGradedIsOneLineWithItsReason() throws Exception {
        CheckResult first = SampleReports.check("alpha.1.opens", 1, Status.FAILED, "expected this", null);
        String gate = "not graded: step 1 did not pass (fix it first, or grade every step with --all-steps)";
        GradeReport report = new GradeReport("0.1.0-test", "src", "ab".repeat(32), 7, List.of(new LabResult("alpha",
                List.of(new StepResult(1, "open", List.of(first)),
                        new StepResult(2, "acquire", List.of(
                                SampleReports.check("alpha.2.a", 2, Status.SKIPPED, gate, null),
                                SampleReports.check("alpha.2.b", 2, Status.SKIPPED, gate, null)))))),
                List.of(), 100);
        String english = human(report, Locale.ENGLISH, false);
        assertThat(english.lines().filter(l -> l.contains("Step 2"))).singleElement().asString()
                .contains("not graded: step 1 did not pass");
        assertThat(english).doesNotContain("alpha.2.a").doesNotContain("alpha.2.b");
        assertThat(human(report, Locale.KOREAN, false)).contains("채점하지 않음: 1단계를 통과하지 못함");
    }

    @Test
    void aRedReportEndsWithTheStepToFixItsFirstCheckAndTheCommandForThatStep() throws Exception {
        String text = human(SampleReports.everyStatus(), Locale.ENGLISH, false);
        String[] lines = text.strip().split("\\R");
        assertThat(lines[lines.length - 2]).startsWith("Fix step 2 (")
                .contains("alpha.2.second-holder-refused is failed");
        assertThat(lines[lines.length - 1]).startsWith("Then grade up to that step again: ./grade alpha 'student work/src' --step 2 ");
        String korean = human(SampleReports.everyStatus(), Locale.KOREAN, false);
        assertThat(korean).contains("2단계(").contains("부터 고치세요");
        assertThat(human(SampleReports.allPassed(), Locale.ENGLISH, false)).doesNotContain("Fix step");
    }

    @Test
    void aStudentProjectsLauncherIsTheCommandItselfWhenItIsAPlainWord() {
        GradeReport report = SampleReports.everyStatus();
        assertThat(ReproduceCommand.prefix(report, "alpha", ReproduceCommand.launcher("./grade"))).isEqualTo("./grade");
        assertThat(ReproduceCommand.prefix(report, "alpha", ReproduceCommand.launcher("./grade; rm -rf ~")))
                .isEqualTo("./grade alpha 'student work/src'");
        assertThat(ReproduceCommand.prefix(report, "alpha", ReproduceCommand.launcher(null)))
                .isEqualTo("./grade alpha 'student work/src'");
    }

    @Test
    void controlCharactersFromTheSubmissionCannotReachTheTerminal() throws Exception {
        String text = human(SampleReports.everyStatus(), Locale.ENGLISH, true);
        assertThat(text).doesNotContain("\u0001", "\u001b end").contains("ctrl:\uFFFD\uFFFD end");
    }

    @Test
    void compileErrorsAreListedWithFileAndLine() throws Exception {
        String text = human(SampleReports.compileErrorsOnly(), Locale.ENGLISH, false);
        assertThat(text).contains("Broken.java:3: error: class, interface, enum, or record expected");
    }

    @Test
    void colourOnlyWhenAsked() throws Exception {
        assertThat(human(SampleReports.everyStatus(), Locale.ENGLISH, false)).doesNotContain("\u001b", "\u0001");
        assertThat(human(SampleReports.everyStatus(), Locale.ENGLISH, true)).contains("\u001b[31m", "\u001b[32m");
    }

    @Test
    void labelsFollowTheLanguage() throws Exception {
        String korean = human(SampleReports.everyStatus(), Locale.KOREAN, false);
        assertThat(korean).contains("2단계", "시도:", "재현:", "시간 초과").doesNotContain("tried:");
        String english = human(SampleReports.everyStatus(), Locale.ENGLISH, false);
        assertThat(english).contains("Step 2", "tried:", "reproduce:", "timed out").doesNotContain("시도:");
    }

    @Test
    void stepTitlesComeFromTheLabBundle() throws Exception {
        LabResult demo = new LabResult("demo", List.of(new StepResult(1, "open the demo store",
                List.of(SampleReports.check("demo.1.opens", 1, Status.FAILED, "tried: x", null)))));
        GradeReport report = new GradeReport("v", "reference", "00", 5, List.of(demo), List.of(), 10);
        assertThat(human(report, Locale.KOREAN, false)).contains("데모 저장소 열기", "저장소가 열리고 테이블이 존재한다");
        assertThat(human(report, Locale.ENGLISH, false)).contains("open the demo store");
    }

    @Test
    void referenceIsGradedAgainWithoutNamingIt() throws Exception {
        GradeReport report = SampleReports.allPassed();
        CheckResult check = report.labs().get(0).steps().get(0).checks().get(0);
        assertThat(ReproduceCommand.of(report, check)).isEqualTo("./grade alpha --step 1 --check alpha.1.opens --seed 42");
        assertThat(human(report, Locale.ENGLISH, false)).doesNotContain("--check");
    }

    @Test
    void shellQuotingKeepsOddPathsOneWord() {
        assertThat(ReproduceCommand.shellQuoted("src/main")).isEqualTo("src/main");
        assertThat(ReproduceCommand.shellQuoted("it's here")).isEqualTo("'it'\\''s here'");
    }

    @Test
    void emptyGradeSaysNoCheckRan() throws Exception {
        GradeReport empty = new GradeReport("v", "reference", "00", 1, List.of(), List.of(), 0);
        assertThat(human(empty, Locale.ENGLISH, false)).contains("No check was run.");
    }
}
