package grader.coordinator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.labs.Lab;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.coordinator.ProgressListener;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import tools.jackson.databind.json.JsonMapper;

/**
 * Grades the hostile fixtures that implement nothing and try to forge passes from inside the
 * process that runs them (through Unsafe, through the socket fds of /proc/self/fd, through a
 * Java agent loaded with the Attach API), in real worker and subject JVMs. The judge never
 * runs submission code, so no route reaches a verdict: no check may pass, and nothing may be
 * left running or lying around.
 */
class ForgedPassesSystemTest {
    private static final Duration LIMIT = Duration.ofSeconds(20);

    @TempDir
    Path work;

    static Stream<Path> forgeries() throws IOException {
        try (Stream<Path> all = Files.list(ProjectPaths.fixtures().resolve("hostile"))) {
            return all.filter(p -> p.getFileName().toString().startsWith("forge-")).sorted().toList().stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("forgeries")
    void noForgedPassReachesTheReport(Path fixture) throws IOException {
        Map<?, ?> expected = JsonMapper.builder().build().readValue(fixture.resolve("expected.json").toFile(), Map.class);
        Lab lab = Lab.byId((String) expected.get("lab")).orElseThrow();
        Path tempRoot = Files.createDirectories(work.resolve("tmp"));
        Leftovers leftovers = Leftovers.before(tempRoot);
        GradeRequest request = new GradeRequest(lab, fixture, fixture.getFileName().toString(), Lab.STEPS, Set.of(),
                42L, LIMIT, work.resolve("cache"), tempRoot,
                SandboxChoice.choose(SandboxMode.AUTO, note -> { }).orElseThrow(), GradeRequest.DEFAULT_BUDGET);

        GradeReport report = Grading.grade(request, new ProgressListener() { }).report();

        List<CheckResult> checks = report.labs().stream().flatMap(l -> l.steps().stream())
                .flatMap(s -> s.checks().stream()).toList();
        assertThat(checks).as("every planned check has a verdict")
                .hasSize(CheckPlan.discover(List.of(lab), Lab.STEPS, Set.of()).checks().size());
        assertThat(checks).filteredOn(c -> c.status().passed()).as("forged passes (%s)", expected.get("route"))
                .hasSizeLessThanOrEqualTo(((Number) expected.get("maxPassed")).intValue());
        assertThat(report.passed()).isFalse();
        leftovers.assertNoneLeft();
    }
}
