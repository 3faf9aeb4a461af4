package grader.hostile;

import grader.model.CheckResult;

import grader.cli.GradeCommand;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.coordinator.GradeRequest;
import grader.coordinator.Grading;
import grader.labs.Lab;
import grader.model.GradeReport;
import grader.process.sandbox.Sandbox;
import grader.process.sandbox.SandboxChoice;
import grader.process.sandbox.SandboxMode;
import grader.coordinator.ProgressListener;
import grader.report.ReportFormats;
import grader.submission.UnusableSubmissionException;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;

/**
 * Grades every submission under {@code fixtures/hostile/} as {@code ./grade} does (compiled,
 * cached, in sandboxed worker JVMs) and judges the result model: none passes more checks than
 * its {@code expected.json} allows, each grade ends within its budget with a small report, and
 * nothing outlives it (processes, cgroups, temp files, attach sockets, writes outside the temp
 * folder, changes to the grader's classes or the cache).
 */
class HostileSuiteSystemTest {
    /** Short, so that each hanging fixture costs little; the fixtures' attacks take far less. */
    private static final Duration CHECK_LIMIT = Duration.ofSeconds(3);
    private static final Duration BUDGET = Duration.ofSeconds(40);
    /** What stopping the last worker (kill, reap, folders, cgroups) and the report may add on a loaded machine. */
    private static final long STOP_MARGIN_MILLIS = 10_000;
    /** A report of a few checks with capped messages stays far below this. */
    private static final int MAX_REPORT_CHARS = 64 * 1024;

    @TempDir
    static Path work;
    static Path cache;
    static HostileLeftovers leftovers;

    @BeforeAll
    static void watch() throws IOException {
        cache = Files.createDirectories(work.resolve("cache"));
        Files.writeString(cache.resolve(HostileLeftovers.CANARY), "the delete-outside-temp fixture must not remove this");
        leftovers = HostileLeftovers.before(cache);
    }

    @AfterAll
    static void nothingOutlivesTheSuite() throws Exception {
        leftovers.assertNoLateWrites();
    }

    @TestFactory
    Stream<DynamicTest> everyHostileSubmission() throws IOException {
        Sandbox sandbox = SandboxChoice.choose(SandboxMode.REQUIRE, note -> { }).orElseThrow(() ->
                new AssertionError("the hostile suite needs the sandbox: " + SandboxChoice.UNAVAILABLE
                        + " (scripts/test installs bubblewrap where it can)"));
        try (Stream<Path> folders = Files.list(ProjectPaths.fixtures().resolve("hostile"))) {
            List<DynamicTest> tests = new java.util.ArrayList<>();
            for (Path folder : folders.filter(f -> Files.isRegularFile(f.resolve("expected.json"))).sorted().toList()) {
                HostileFixture fixture = HostileFixture.read(folder, work);
                tests.add(DynamicTest.dynamicTest(fixture.name(), () -> gradeAndJudge(fixture, sandbox)));
                if (fixture.alsoUnderAccounts()) {
                    // The route is one that separate accounts must keep out too (where namespaces are refused).
                    tests.add(DynamicTest.dynamicTest(fixture.name() + " (separate accounts)",
                            () -> gradeAndJudge(fixture, accounts())));
                }
            }
            return tests.stream();
        }
    }

    /** Separate accounts; their judges' temp folders lie under the test's folder, which every user must search. */
    private Sandbox accounts() throws IOException {
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwx--x--x"));
        return SandboxChoice.choose(SandboxMode.ACCOUNTS, note -> { }).orElseThrow(() ->
                new AssertionError("separate accounts need root, setpriv and prlimit: " + SandboxChoice.UNAVAILABLE));
    }

    /** The report of the fixture graded last (each is graded on the test's own thread, one after another). */
    private GradeReport lastReport;

    private void gradeAndJudge(HostileFixture fixture, Sandbox sandbox) throws Exception {
        Path tempRoot = Files.createDirectories(work.resolve("tmp-" + fixture.name()));
        HostileLeftovers.Snapshot before = leftovers.snapshot();
        int passed = passedChecks(fixture, sandbox, tempRoot);
        if (fixture.graderFault()) {
            // It went around what the grader can see: no verdict, and a grade the grader says it could not finish.
            assertThat(lastReport.graderFaults()).as(fixture.name() + ": checks the grader could not decide")
                    .extracting(CheckResult::id).containsExactlyInAnyOrderElementsOf(fixture.checkIds());
            assertThat(GradeCommand.exitStatus(lastReport)).as(fixture.name() + ": exit status").isEqualTo(2);
        }
        assertThat(passed).as(fixture.name() + " (" + fixture.route() + ") passed checks")
                .isLessThanOrEqualTo(fixture.maxPassed());
        // A correct answer beside an attack on the grader: the attack must not make it fail.
        assertThat(passed).as(fixture.name() + " (" + fixture.route() + ") passed checks, at least")
                .isGreaterThanOrEqualTo(fixture.minPassed());
        leftovers.assertNoneLeft(before, tempRoot);
    }

    /** The checks passed; a submission the grader refuses to grade passes none. */
    private int passedChecks(HostileFixture fixture, Sandbox sandbox, Path tempRoot) throws IOException {
        GradeRequest request = new GradeRequest(Lab.LEASE, fixture.sources(), fixture.name(), fixture.step(),
                fixture.checkIds(), 42L, CHECK_LIMIT, cache, tempRoot, sandbox, BUDGET);
        GradeReport report;
        try {
            report = Grading.grade(request, new ProgressListener() { }).report();
        } catch (UnusableSubmissionException refused) {
            return 0;
        }
        assertThat(report.millis()).as(fixture.name() + ": the grade's own time")
                .isLessThanOrEqualTo(BUDGET.toMillis() + STOP_MARGIN_MILLIS);
        lastReport = report;
        StringWriter json = new StringWriter();
        ReportFormats.find("json", false).orElseThrow().write(report, json, Locale.ENGLISH);
        assertThat(json.toString().length()).as(fixture.name() + ": report size").isLessThan(MAX_REPORT_CHARS);
        return (int) report.labs().stream().flatMap(l -> l.steps().stream()).flatMap(s -> s.checks().stream())
                .filter(c -> c.status() == grader.model.Status.PASSED).count();
    }

    /**
     * One folder of {@code fixtures/hostile}: its sources (beside the shared skeleton when its
     * {@code expected.json} asks for it) and what it may pass.
     */
    record HostileFixture(String name, Path sources, int maxPassed, String route, int step, Set<String> checkIds,
            boolean graderFault, int minPassed, boolean alsoUnderAccounts) {
        static HostileFixture read(Path folder, Path work) throws IOException {
            var json = tools.jackson.databind.json.JsonMapper.builder().build()
                    .readTree(folder.resolve("expected.json").toFile());
            assertThat(json.get("lab").asString()).isEqualTo(Lab.LEASE.id());
            String check = json.has("check") ? json.get("check").asString() : null;
            // A fixture that names neither (the forged passes) is graded on every step.
            int step = check != null ? Integer.parseInt(check.split("\\.")[1])
                    : json.path("step").asInt(Lab.STEPS);
            String name = folder.getFileName().toString();
            Path sources = json.path("skeleton").asBoolean(false) ? withSkeleton(folder, work.resolve("src-" + name))
                    : folder.resolve("src");
            return new HostileFixture(name, sources,
                    json.get("maxPassed").asInt(), json.get("route").asString(), step,
                    check == null ? Set.of() : Set.of(check), json.path("graderFault").asBoolean(false),
                    json.path("minPassed").asInt(0), json.path("alsoUnderAccounts").asBoolean(false));
        }

        /** The skeleton's sources and the fixture's own, in one folder: the submission as handed in. */
        private static Path withSkeleton(Path folder, Path into) throws IOException {
            Files.createDirectories(into);
            for (Path part : List.of(folder.getParent().resolve("_skeleton"), folder.resolve("src"))) {
                try (Stream<Path> files = Files.list(part)) {
                    for (Path file : files.toList()) {
                        Files.copy(file, into.resolve(file.getFileName()));
                    }
                }
            }
            return into;
        }
    }
}
