package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;
import grader.report.Messages;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What --watch regrades after a save, and what it prints: only what changed. */
class WatchLoopTests {
    @TempDir
    Path dir;

    private static CheckResult check(int step, String name, Status status) {
        return new CheckResult("lease." + step + "." + name, step, "purpose", name.equals("happy"), status,
                status.passed() ? null : "expected this, got that", null, 3, 7);
    }

    /** Step 1 passing, step 2 with the given statuses, step 3 not implemented. */
    private static GradeReport report(Status step2happy, Status step2edge) {
        List<StepResult> steps = List.of(
                new StepResult(1, "one", List.of(check(1, "happy", Status.PASSED))),
                new StepResult(2, "two", List.of(check(2, "happy", step2happy), check(2, "edge", step2edge))),
                new StepResult(3, "three", List.of(check(3, "happy", Status.NOT_IMPLEMENTED))));
        return new GradeReport("test", "src", "hash", 1, List.of(new LabResult("lease", steps)), List.of(), 10);
    }

    /** A regrade that answers from {@code full}, keeping only the checks asked for. */
    private static GradeReport only(GradeReport full, Set<String> ids) {
        List<StepResult> steps = new ArrayList<>();
        for (StepResult s : full.labs().get(0).steps()) {
            List<CheckResult> kept = s.checks().stream().filter(c -> ids.isEmpty() || ids.contains(c.id())).toList();
            if (!kept.isEmpty()) {
                steps.add(new StepResult(s.number(), s.title(), kept));
            }
        }
        return new GradeReport("test", "src", "hash", 1, List.of(new LabResult("lease", steps)), List.of(), 10);
    }

    @Test
    void aSaveRegradesTheFirstFailingStepAndPrintsOnlyTheChangedChecks() throws Exception {
        List<Set<String>> asked = new ArrayList<>();
        GradeReport fixed = report(Status.PASSED, Status.PASSED);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        WatchLoop loop = new WatchLoop(Files.createDirectories(dir.resolve("src")), ids -> {
            asked.add(ids);
            return only(fixed, ids);
        }, new PrintStream(text, true, StandardCharsets.UTF_8), Messages.of(Locale.ENGLISH));
        loop.start(report(Status.PASSED, Status.FAILED));

        loop.gradeOnce();

        assertThat(asked).containsExactly(Set.of("lease.2.happy", "lease.2.edge"),
                Set.of("lease.1.happy", "lease.3.happy"));
        String printed = text.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("lease.2.edge: failed -> passed").doesNotContain("lease.2.happy:")
                .doesNotContain("lease.1.happy").contains("Step 2 passes now.").contains("Grading the other steps too")
                .contains("Step 3 does not pass yet.");
    }

    /** Under --lang ko a check that changed is told with the report's Korean labels and values, not English ones. */
    @Test
    void aChangedCheckIsToldInTheReportsLanguage() {
        GradeReport broken = report(Status.PASSED, Status.PASSED);
        CheckResult failing = new CheckResult("lease.2.edge", 2, "purpose", false, Status.FAILED,
                "tried: claim(...)\nexpected: an exception of type IllegalArgumentException",
                new grader.model.Failure(null, "an exception of type IllegalArgumentException", "returned 7", null),
                3, 7);
        GradeReport after = new GradeReport("test", "src", "hash", 1, List.of(new LabResult("lease", List.of(
                new StepResult(2, "two", List.of(check(2, "happy", Status.PASSED), failing))))), List.of(), 10);
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        WatchLoop loop = new WatchLoop(dir, ids -> after, new PrintStream(text, true, StandardCharsets.UTF_8),
                Messages.of(Locale.KOREAN));
        loop.start(broken);

        loop.gradeOnce();

        assertThat(text.toString(StandardCharsets.UTF_8))
                .contains("lease.2.edge: 통과 -> 실패  기대: IllegalArgumentException 예외")
                .doesNotContain("expected:").doesNotContain("an exception of type");
    }

    @Test
    void aSaveThatDoesNotFixTheStepStaysOnIt() throws Exception {
        List<Set<String>> asked = new ArrayList<>();
        WatchLoop loop = new WatchLoop(dir, ids -> {
            asked.add(ids);
            return only(report(Status.FAILED, Status.FAILED), ids);
        }, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Messages.of(Locale.ENGLISH));
        loop.start(report(Status.PASSED, Status.FAILED));
        loop.gradeOnce();
        loop.gradeOnce();
        assertThat(asked).containsExactly(Set.of("lease.2.happy", "lease.2.edge"), Set.of("lease.2.happy", "lease.2.edge"));
    }

    /** Step 1 with one check, step 2 with two, step 3 with one: their statuses in that order. */
    private static GradeReport steps(Status one, Status twoHappy, Status twoEdge, Status three) {
        List<StepResult> steps = List.of(
                new StepResult(1, "one", List.of(check(1, "happy", one))),
                new StepResult(2, "two", List.of(check(2, "happy", twoHappy), check(2, "edge", twoEdge))),
                new StepResult(3, "three", List.of(check(3, "happy", three))));
        return new GradeReport("test", "src", "hash", 1, List.of(new LabResult("lease", steps)), List.of(), 10);
    }

    /**
     * Like pytest's --lf -x: the step that failed last goes first, and a fix that breaks an
     * earlier step makes that step the one graded first on the next save.
     */
    @Test
    void theStepThatFailedLastIsGradedFirstAndABrokenEarlierStepTakesItsPlace() {
        List<Set<String>> asked = new ArrayList<>();
        List<GradeReport> answers = new ArrayList<>(List.of(
                steps(Status.PASSED, Status.PASSED, Status.PASSED, Status.PASSED),    // step 3 fixed...
                steps(Status.FAILED, Status.SKIPPED, Status.SKIPPED, Status.SKIPPED), // ...but step 1 broke
                steps(Status.PASSED, Status.PASSED, Status.PASSED, Status.PASSED),    // step 1 fixed again
                steps(Status.PASSED, Status.PASSED, Status.PASSED, Status.PASSED)));  // and the rest pass
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        WatchLoop loop = new WatchLoop(dir, ids -> {
            asked.add(ids);
            return only(answers.remove(0), ids);
        }, new PrintStream(text, true, StandardCharsets.UTF_8), Messages.of(Locale.ENGLISH));
        loop.start(steps(Status.PASSED, Status.PASSED, Status.PASSED, Status.FAILED));

        loop.gradeOnce();
        loop.gradeOnce();

        assertThat(asked).containsExactly(Set.of("lease.3.happy"),
                Set.of("lease.1.happy", "lease.2.happy", "lease.2.edge"), Set.of("lease.1.happy"),
                Set.of("lease.2.happy", "lease.2.edge", "lease.3.happy"));
        assertThat(text.toString(StandardCharsets.UTF_8)).contains("lease.1.happy: passed -> failed")
                .doesNotContain("-> skipped").contains("Step 1 does not pass yet.")
                .endsWith("Every graded check passes." + System.lineSeparator());
    }

    @Test
    void whenEveryStepPassedASaveGradesEveryStep() {
        List<Set<String>> asked = new ArrayList<>();
        WatchLoop loop = new WatchLoop(dir, ids -> {
            asked.add(ids);
            return only(steps(Status.PASSED, Status.PASSED, Status.FAILED, Status.SKIPPED), ids);
        }, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Messages.of(Locale.ENGLISH));
        loop.start(steps(Status.PASSED, Status.PASSED, Status.PASSED, Status.PASSED));
        loop.gradeOnce();
        loop.gradeOnce();
        assertThat(asked).containsExactly(Set.of(), Set.of("lease.2.happy", "lease.2.edge"));
    }

    @Test
    void editorFilesAndOtherFilesAreNoSave() throws Exception {
        Path sources = Files.createDirectories(dir.resolve("student"));
        Files.writeString(sources.resolve("A.java"), "class A {}");
        SourceSnapshot before = SourceSnapshot.of(dir);
        Files.writeString(sources.resolve(".A.java.swp"), "vim");
        Files.writeString(sources.resolve("A.java~"), "backup");
        Files.writeString(sources.resolve(".#A.java"), "emacs lock");
        Files.writeString(sources.resolve("#A.java#"), "emacs autosave");
        Files.writeString(dir.resolve("notes.txt"), "todo");
        assertThat(SourceSnapshot.of(dir)).isEqualTo(before);
        Files.writeString(sources.resolve("A.java"), "class A { int x; }");
        assertThat(SourceSnapshot.of(dir)).isNotEqualTo(before);
    }

    @Test
    void aMavenProjectIsWatchedWhereItsSourcesAreAndAJarIsWatchedItself() throws Exception {
        Path main = Files.createDirectories(dir.resolve("project/src/main/java"));
        Files.writeString(main.resolve("A.java"), "class A {}");
        SourceSnapshot before = SourceSnapshot.of(dir.resolve("project"));
        Files.createDirectories(dir.resolve("project/src/test/java"));
        Files.writeString(dir.resolve("project/src/test/java/ATest.java"), "class ATest {}");
        assertThat(SourceSnapshot.of(dir.resolve("project"))).isEqualTo(before);

        Path jar = Files.write(dir.resolve("work.jar"), new byte[] {1});
        SourceSnapshot packed = SourceSnapshot.of(jar);
        Files.write(jar, new byte[] {1, 2});
        assertThat(SourceSnapshot.of(jar)).isNotEqualTo(packed);
    }

    @Test
    void aSnapshotNoticesAnEditANewFileAndADeletion() throws Exception {
        Path a = Files.writeString(dir.resolve("A.java"), "class A {}");
        SourceSnapshot before = SourceSnapshot.of(dir);
        assertThat(SourceSnapshot.of(dir)).isEqualTo(before);
        Files.writeString(a, "class A { int x; }");
        SourceSnapshot edited = SourceSnapshot.of(dir);
        assertThat(edited).isNotEqualTo(before);
        Files.writeString(dir.resolve("B.java"), "class B {}");
        assertThat(SourceSnapshot.of(dir)).isNotEqualTo(edited);
        SourceSnapshot withB = SourceSnapshot.of(dir);
        Files.delete(dir.resolve("B.java"));
        assertThat(SourceSnapshot.of(dir)).isNotEqualTo(withB);
    }
}
