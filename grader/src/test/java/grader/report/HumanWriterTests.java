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
                            && check.status() != Status.SKIPPED && !StubStep.of(step);
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
                .contains("alpha.2.second-holder-refused (failed)");
        assertThat(lines[lines.length - 1]).startsWith("Then grade up to that step again: ./grade alpha 'student work/src' --step 2 ");
        String korean = human(SampleReports.everyStatus(), Locale.KOREAN, false);
        assertThat(korean).contains("2단계(").contains("부터 고치세요");
        assertThat(human(SampleReports.allPassed(), Locale.ENGLISH, false)).doesNotContain("Fix step");
    }

    /** After a time-out the gate skips the rest of its step: the closing line names the check that ran, not one skipped. */
    @Test
    void theClosingLineNamesTheCheckThatTimedOutNotOneTheGateSkipped() throws Exception {
        String loop = "not graded: alpha.1.b of the same step timed out (the code may loop; fix it first, or grade"
                + " every check with --all-steps)";
        GradeReport report = new GradeReport("0.1.0-test", "src", "ab".repeat(32), 7, List.of(new LabResult("alpha",
                List.of(new StepResult(1, "open", List.of(
                        SampleReports.check("alpha.1.a", 1, Status.SKIPPED, loop, null),
                        SampleReports.check("alpha.1.b", 1, Status.TIMED_OUT, "no verdict within 10.0 s", null)))))),
                List.of(), 100);
        String[] lines = human(report, Locale.ENGLISH, false).strip().split("\\R");
        assertThat(lines[lines.length - 2]).contains("alpha.1.b (timed out)").doesNotContain("alpha.1.a");
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

    /** Outbox's step 8 as a starter leaves it: 34 checks, all stubs, reaching two unwritten methods. */
    private static GradeReport stubbedStep8() {
        List<CheckResult> stubs = new java.util.ArrayList<>();
        for (int i = 0; i < 34; i++) {
            String method = i < 30 ? "dispatch" : "openStore";
            stubs.add(SampleReports.check("outbox.8.check-" + i, 8, Status.NOT_IMPLEMENTED,
                    "java.lang.UnsupportedOperationException: step 8: " + method
                            + " (at student.OutboxSolution." + method + "(OutboxSolution.java:5" + i + "))", null));
        }
        List<CheckResult> mixed = List.of(
                SampleReports.check("outbox.7.stub", 7, Status.NOT_IMPLEMENTED, "java.lang.UnsupportedOperationException", null),
                SampleReports.check("outbox.7.wrong", 7, Status.FAILED, "expected 1, got 2", null));
        return new GradeReport("0.1.0-test", "src", "ab".repeat(32), 7, List.of(new LabResult("outbox",
                List.of(new StepResult(7, "mixed", mixed), new StepResult(8, "deliver", stubs)))), List.of(), 100);
    }

    @Test
    void aStepOfStubsIsOneLineNamingTheMethodsToWrite() throws Exception {
        GradeReport report = stubbedStep8();
        String english = human(report, Locale.ENGLISH, false);
        assertThat(english.lines().filter(l -> l.contains("Step 8"))).singleElement().asString()
                .contains("not implemented").endsWith("(34 checks): implement dispatch, openStore");
        assertThat(english).doesNotContain("outbox.8.check-1:").doesNotContain("--check outbox.8.")
                .contains("outbox.7.stub: not implemented", "outbox.7.wrong: failed");
        assertThat(human(report, Locale.KOREAN, false).lines().filter(l -> l.contains("8단계"))).singleElement()
                .asString().contains("미구현").endsWith("(검사 34개) 구현할 메서드: dispatch, openStore");
    }

    @Test
    void aStepOfStubsWhoseMessagesNameNoMethodStillCountsItsChecks() {
        StepResult step = new StepResult(3, "renew", List.of(SampleReports.check("alpha.3.renews", 3,
                Status.NOT_IMPLEMENTED, "grader.check.NotImplemented: in process child: java.lang."
                        + "UnsupportedOperationException step 3: renew (thrown in student.LeaseSolution)"
                        + " (at grader.check.crash.CrashRun.rethrowStub(CrashRun.java:146))", null),
                SampleReports.check("alpha.3.other", 3, Status.NOT_IMPLEMENTED, "java.lang.UnsupportedOperationException",
                        null)));
        assertThat(StubStep.of(step)).isTrue();
        assertThat(StubStep.methods(step)).containsExactly("renew");
        assertThat(StubStep.of(new StepResult(3, "renew", List.of()))).isFalse();
    }

    @Test
    void otherFormatsKeepEveryCheckOfAStepOfStubs() throws Exception {
        GradeReport report = stubbedStep8();
        for (String format : List.of("json", "junit", "gradescope", "prairielearn")) {
            String text = Render.of(ReportFormats.byName(format, false), report, Locale.ENGLISH);
            java.util.Set<String> named = java.util.regex.Pattern.compile("outbox\\.8\\.check-\\d+").matcher(text)
                    .results().map(java.util.regex.MatchResult::group).collect(java.util.stream.Collectors.toSet());
            assertThat(named).as(format).hasSize(34);
        }
    }

    @Test
    void aCompileErrorEndsTheReportWithItsFileFromTheStudentsFolderAndTheCommandToGradeAgain(
            @org.junit.jupiter.api.io.TempDir java.nio.file.Path kit) throws Exception {
        java.nio.file.Path sources = kit.resolve("src/main/java");
        java.nio.file.Files.createDirectories(sources.resolve("student"));
        java.nio.file.Files.writeString(sources.resolve("student/OutboxSolution.java"), "class OutboxSolution {");
        CheckResult broken = SampleReports.check("outbox.1.valid-event-copied", 1, Status.COMPILE_ERROR, null, null);
        GradeReport report = new GradeReport("0.1.0-test", sources.toString(), "ab".repeat(32), 7,
                List.of(new LabResult("outbox", List.of(new StepResult(1, "validate", List.of(broken))))),
                List.of("student/OutboxSolution.java:15: ';' expected", "student/Gone.java:3: cannot find symbol"), 100);
        String text = Render.of(new HumanWriter(false, kit), report, Locale.ENGLISH);
        String[] lines = text.strip().split("\\R");
        assertThat(text).contains("  src/main/java/student/OutboxSolution.java:15: ';' expected")
                .contains("  student/Gone.java:3: cannot find symbol").doesNotContain("--step 1");
        assertThat(lines[lines.length - 2]).isEqualTo(
                "The code does not compile. Fix the first error first: src/main/java/student/OutboxSolution.java:15: ';' expected");
        assertThat(lines[lines.length - 1]).isEqualTo("Then grade again: ./grade outbox " + sources);
        String korean = Render.of(new HumanWriter(false, kit.resolve("src")), report, Locale.KOREAN);
        assertThat(korean).contains("코드가 컴파일되지 않습니다. 첫 번째 오류부터 고치세요: main/java/student/OutboxSolution.java:15")
                .contains("그다음 다시 채점: ./grade outbox ");
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
