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
        loop.remember(report(Status.PASSED, Status.FAILED));

        loop.gradeOnce();

        assertThat(asked).containsExactly(Set.of("lease.2.happy", "lease.2.edge"), Set.of("lease.3.happy"));
        String printed = text.toString(StandardCharsets.UTF_8);
        assertThat(printed).contains("lease.2.edge: failed -> passed").doesNotContain("lease.2.happy:")
                .doesNotContain("lease.1.happy").contains("Step 2 passes now.").contains("Grading step 3 too.")
                .contains("Step 3 does not pass yet.");
    }

    @Test
    void aSaveThatDoesNotFixTheStepStaysOnIt() throws Exception {
        List<Set<String>> asked = new ArrayList<>();
        WatchLoop loop = new WatchLoop(dir, ids -> {
            asked.add(ids);
            return only(report(Status.FAILED, Status.FAILED), ids);
        }, new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Messages.of(Locale.ENGLISH));
        loop.remember(report(Status.PASSED, Status.FAILED));
        loop.gradeOnce();
        loop.gradeOnce();
        assertThat(asked).containsExactly(Set.of("lease.2.happy", "lease.2.edge"), Set.of("lease.2.happy", "lease.2.edge"));
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
