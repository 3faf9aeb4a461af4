package grader.judge;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import javax.management.ObjectName;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.model.LabResult;
import grader.model.Status;
import grader.submission.SubmissionClasses;
import grader.submission.SubmissionCompiler;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The judge's side of a grade loads no class of the submission: this JVM grades a
 * submission known by class path and implementation name only, the checks pass (so the
 * submission really ran, in its subject process), and the JVM's own list of loaded classes
 * holds none of the submission's package.
 */
class JudgeLoadsNoSubmissionClassTests {
    /**
     * The alternative lease's package, renamed for this test alone: other tests of this JVM load
     * alt-lease in-process on purpose (AlternativeSubmissionsTests), and whether those classes
     * are still listed here depends on when the garbage collector unloads them.
     */
    private static final String PACKAGE = "judgeloadsnone.lease.";

    @TempDir
    Path classes;
    @TempDir
    Path sources;

    @Test
    void checksPassWhileNoSubmissionClassIsLoadedHere() throws Exception {
        renamedCopyOf(ProjectPaths.fixtures().resolve("submissions/alt-lease/src/main/java/com/student/lease"));
        assertThat(SubmissionCompiler.forSubmissions().compile(sources, classes)).isEmpty();
        SubmissionClasses submission = new SubmissionClasses(List.of(classes),
                Map.of(Lab.LEASE, PACKAGE + "LeaseSolution"));

        LabResult result = CheckLauncher.grade(submission, Lab.LEASE, 3, 42L);

        assertThat(result.steps()).flatExtracting(s -> s.checks()).isNotEmpty()
                .allSatisfy(c -> assertThat(c.status()).as(c.id() + ": " + c.message()).isEqualTo(Status.PASSED));
        assertThat(loadedClassNames()).contains(CheckLauncher.class.getName()).doesNotContain(PACKAGE);
    }

    /** The alternative lease's sources, moved into {@link #PACKAGE}. */
    private void renamedCopyOf(Path original) throws IOException {
        Path target = sources.resolve(PACKAGE.replace('.', '/'));
        Files.createDirectories(target);
        try (Stream<Path> files = Files.list(original)) {
            for (Path file : files.toList()) {
                String text = Files.readString(file).replace("package com.student.lease;",
                        "package " + PACKAGE.substring(0, PACKAGE.length() - 1) + ";");
                Files.writeString(target.resolve(file.getFileName()), text);
            }
        }
    }

    /** Every class loaded in this JVM, as the VM lists them (VM.class_hierarchy). */
    private static String loadedClassNames() throws Exception {
        ObjectName commands = new ObjectName("com.sun.management:type=DiagnosticCommand");
        return (String) ManagementFactory.getPlatformMBeanServer().invoke(commands, "vmClassHierarchy",
                new Object[] {new String[0]}, new String[] {String[].class.getName()});
    }
}
