package grader.tools;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.check.db.Sqlite;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.submission.SourceSubmission;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The crash and stall checks pass on the reference, and after them no child process is
 * left, and no sqlite native-library copy ({@code sqlite-*.so}, {@code *.lck}) or child temp
 * folder is left in {@code java.io.tmpdir}.
 */
class CrashChecksSystemTest {
    @TempDir
    static Path classes;
    static SourceSubmission.Outcome reference;

    @BeforeAll
    static void compileReferenceAndWarmSqlite(@TempDir Path scratch) throws Exception {
        reference = SourceSubmission.load(ProjectPaths.referenceSources(), classes);
        assertThat(reference.problems()).isEmpty();
        // This JVM's own sqlite copy exists from here on; only the children's would be new.
        Sqlite.execute(scratch.resolve("warm.db"), "CREATE TABLE t(x)");
    }

    @ParameterizedTest
    @EnumSource(Lab.class)
    void crashChecksPassAndLeaveNothingBehind(Lab lab) throws Exception {
        Set<String> before = tmpEntries();
        List<CheckResult> crash = CrashChecks.run(reference.submission(), lab, 42L);
        assertThat(crash).as("crash checks of " + lab.id()).isNotEmpty()
                .allMatch(c -> c.id().matches("[a-z]+\\.\\d\\.(crash|stall)-[a-z0-9-]+"));
        assertThat(crash.stream().filter(c -> !c.status().passed())
                .map(c -> c.id() + " " + c.status().label() + ": " + c.message())).isEmpty();
        assertThat(ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .map(p -> p.pid() + " " + p.info().commandLine().orElse("?"))).as("child processes left").isEmpty();
        Set<String> left = tmpEntries();
        left.removeAll(before);
        assertThat(left).as("new entries in java.io.tmpdir").noneMatch(CrashChecksSystemTest::leftover);
    }

    private static boolean leftover(String name) {
        return (name.startsWith("sqlite-") && (name.endsWith(".so") || name.endsWith(".lck")))
                || name.startsWith("idemlab-child-") || name.startsWith("idemlab-bench-");
    }

    private static Set<String> tmpEntries() throws IOException {
        try (Stream<Path> list = Files.list(Path.of(System.getProperty("java.io.tmpdir")))) {
            return list.map(p -> p.getFileName().toString()).collect(Collectors.toSet());
        }
    }
}
