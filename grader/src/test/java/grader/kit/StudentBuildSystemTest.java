package grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import grader.labs.Lab;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A student's project builds with Maven offline, from what the machine that built the grader
 * already holds, and says nothing a student would take for a problem of theirs (the warning
 * of a {@code systemPath} dependency used to open every build).
 */
class StudentBuildSystemTest {
    @TempDir
    Path dir;

    @Test
    void theStarterCompilesOfflineWithoutAWarning() throws Exception {
        Path project = dir.resolve("outbox");
        StudentProject.write(Lab.OUTBOX, project, "/nowhere/grade");
        Path log = dir.resolve("mvn.log");
        Process mvn = new ProcessBuilder(List.of("mvn", "-o", "-B", "-ntp", "compile"))
                .directory(project.toFile()).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        boolean ended = mvn.waitFor(3, TimeUnit.MINUTES);
        if (!ended) {
            mvn.descendants().forEach(ProcessHandle::destroyForcibly);
            mvn.destroyForcibly().waitFor();
        }
        String output = Files.readString(log, StandardCharsets.UTF_8);
        assertThat(ended).as("mvn ended within 3 minutes").isTrue();
        assertThat(mvn.exitValue()).as(output).isZero();
        assertThat(output).doesNotContain("[WARNING]").contains("BUILD SUCCESS");
        assertThat(project.resolve("target/classes/student/OutboxSolution.class")).isRegularFile();
    }
}
