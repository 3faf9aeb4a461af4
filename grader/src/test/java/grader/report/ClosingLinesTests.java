package grader.report;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.StepResult;
import org.junit.jupiter.api.Test;

/**
 * The summary and the green closing line say how much was graded (issue 17): "1 check", not
 * "1 checks"; after --step 3, steps 1-3 passed and the command for step 4, not "every check".
 */
class ClosingLinesTests {
    private static final Messages ENGLISH = Messages.of(Locale.ENGLISH);
    private static final Messages KOREAN = Messages.of(Locale.KOREAN);

    @Test
    void oneCheckIsSingularInEnglishAndCountedInKorean() {
        GradeReport one = passedSteps(1, 1);
        assertThat(SummaryLine.of(one, ENGLISH, new Ansi(false))).isEqualTo("Summary: 1 check: passed 1");
        assertThat(SummaryLine.of(one, KOREAN, new Ansi(false))).isEqualTo("요약: 검사 1개: 통과 1");
        assertThat(SummaryLine.of(passedSteps(2, 1), ENGLISH, new Ansi(false))).isEqualTo("Summary: 2 checks: passed 2");
    }

    @Test
    void afterStepThreeTheGreenLineNamesStepsOneToThreeAndTheNextCommand() {
        GradeReport three = passedSteps(3, 2);
        assertThat(GreenLine.of(three, ENGLISH))
                .isEqualTo("Steps 1-3 passed (every check of them); the later steps were not graded."
                        + " Next: ./grade alpha --step 4")
                .doesNotContain("Every check");
        assertThat(GreenLine.of(three, KOREAN)).startsWith("1~3단계의 검사를 모두 통과했습니다.")
                .endsWith("다음: ./grade alpha --step 4").doesNotContain("모든 검사");
        assertThat(GreenLine.of(passedSteps(1, 2), KOREAN)).startsWith("1단계의 검사를 모두 통과했습니다.")
                .endsWith("./grade alpha --step 2");
    }

    @Test
    void everyStepOrOneCheckSaysSo() {
        assertThat(GreenLine.of(passedSteps(8, 1), ENGLISH)).isEqualTo("Every check passed.");
        assertThat(GreenLine.of(passedSteps(8, 1), KOREAN)).isEqualTo("모든 검사를 통과했습니다.");
        assertThat(GreenLine.of(passedSteps(1, 1), KOREAN)).isEqualTo("alpha.1.c1 검사를 통과했습니다(이 검사 하나만 채점함).");
    }

    /** The reference's grade of steps 1..steps of a made-up lab, each step with checksPerStep passed checks. */
    private static GradeReport passedSteps(int steps, int checksPerStep) {
        List<StepResult> graded = new ArrayList<>();
        for (int step = 1; step <= steps; step++) {
            List<grader.model.CheckResult> checks = new ArrayList<>();
            for (int c = 1; c <= checksPerStep; c++) {
                checks.add(SampleReports.passed("alpha." + step + ".c" + c, step, true));
            }
            graded.add(new StepResult(step, "step " + step, checks));
        }
        return new GradeReport("0.1.0-test", ReproduceCommand.REFERENCE, "ef".repeat(32), 42,
                List.of(new LabResult("alpha", graded)), List.of(), 1_500);
    }
}
