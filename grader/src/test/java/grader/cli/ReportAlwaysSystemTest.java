package grader.cli;

import grader.process.CacheRoot;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.ProjectPaths;
import grader.report.SchemaCheck;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A platform always gets a report: the submission's own faults give exit status 1 and a
 * report with score 0 and the reason, in every format; the grader's failures give exit
 * status 2 and, when --out was given, a report too. No case here needs a worker.
 */
class ReportAlwaysSystemTest {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    @TempDir
    Path work;

    @BeforeEach
    void ownCache() {
        System.setProperty(CacheRoot.PROPERTY, work.resolve("cache").toString());
    }

    @AfterEach
    void forgetCache() {
        System.clearProperty(CacheRoot.PROPERTY);
    }

    @Test
    void anEmptyFolderGetsAReportInEveryPlatformFormat() throws Exception {
        Path empty = Files.createDirectories(work.resolve("empty"));
        JsonNode json = grade(1, "json", empty.toString(), "--submission-name", ".");
        assertThat(json.get("gradable").asBoolean()).isFalse();
        assertThat(json.get("error").get("kind").asString()).isEqualTo("submission");
        assertThat(json.get("error").get("message").asString()).isEqualTo("no .java files under .");
        assertThat(json.get("submissionHash").asString()).hasSize(64);

        JsonNode gradescope = grade(1, "gradescope", empty.toString(), "--submission-name", ".");
        assertThat(gradescope.get("score").asDouble()).isZero();
        assertThat(gradescope.get("tests").get(0).get("output").asString()).contains("no .java files");

        JsonNode prairielearn = grade(1, "prairielearn", empty.toString(), "--submission-name", ".");
        assertThat(prairielearn.get("gradable").asBoolean()).isFalse();
        assertThat(prairielearn.get("message").asString()).contains("no .java files");
        assertThat(json.toString() + gradescope + prairielearn).doesNotContain(work.toString());
    }

    @Test
    void everyGradedReportRecordsTheConfinementItRanUnder() throws Exception {
        String reference = ProjectPaths.referenceSources().toString();
        JsonNode off = grade(0, "json", reference, "--step", "1", "--sandbox", "off");
        assertThat(off.get("sandbox").get("mode").asString()).isEqualTo("none");
        assertThat(off.get("sandbox").get("description").asString()).contains("--sandbox off");
        JsonNode gradescope = grade(0, "gradescope", reference, "--step", "1", "--sandbox", "off");
        assertThat(gradescope.get("extra_data").get("sandbox").get("mode").asString()).isEqualTo("none");
        assertThat(gradescope.get("output").asString()).contains("--sandbox off");
    }

    @Test
    void anImplementationWithoutANoArgumentConstructorIsTheSubmissionsFault() throws Exception {
        Path sources = Files.createDirectories(work.resolve("ctor"));
        Files.writeString(sources.resolve("LeaseSolution.java"), Files.readString(ProjectPaths.fixtures()
                .resolve("submissions/lease-starter-stub/src/LeaseSolution.java"))
                .replace("public class LeaseSolution implements LeaseLab {",
                        "public class LeaseSolution implements LeaseLab {\n    public LeaseSolution(int unused) { }"));
        JsonNode json = grade(1, "json", sources.toString());
        assertThat(json.get("error").get("message").asString()).contains("no-argument constructor");
    }

    @Test
    void theGradersOwnFailureStillWritesTheReportAskedFor() throws Exception {
        JsonNode json = grade(2, "json", work.resolve("nowhere").toString());
        assertThat(json.get("gradable").asBoolean()).isFalse();
        assertThat(json.get("error").get("kind").asString()).isEqualTo("grader");
        assertThat(json.get("error").get("message").asString()).contains("no such file or folder");
    }

    @Test
    void badUsageWithOutStillWritesTheReport() throws Exception {
        Path weights = work.resolve("weights.json");
        Files.writeString(weights, "{\"lease.4.no-such-check\": {\"points\": 3}}");
        JsonNode json = grade(2, "gradescope", work.toString(), "--weights", weights.toString());
        assertThat(json.get("score").asDouble()).isZero();
        assertThat(json.get("tests").get(0).get("output").asString()).contains("lease.4.no-such-check");
    }

    /**
     * Bad usage, whether picocli rejects it before the command runs or the command does: the
     * file named by --out, in either spelling, holds this run's report afterwards, never the
     * previous run's. An unknown format gets the json report.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "--format json --out OUT --bogus     | --bogus",
        "--format json --out OUT --budget abc | --budget",
        "--format json --out OUT --timeout x  | --timeout",
        "--format json --out OUT --seed x     | --seed",
        "--format json --out OUT --step       | --step",
        "--format yaml --out OUT              | yaml",
        "--format json --out OUT --lang xx    | xx",
        "--format json --out OUT --budget -1  | --budget"})
    void aUsageErrorReplacesTheEarlierReportWithTheGradersOwn(String usage, String reason) throws Exception {
        for (String spelling : new String[] {"--out OUT", "--out=OUT"}) {
            Path out = staleReport("usage.json");
            List<String> args = new ArrayList<>(List.of("lease", reference()));
            args.addAll(List.of(usage.replace("--out OUT", spelling).replace("OUT", out.toString()).split(" ")));
            assertThat(Main.run(args.toArray(String[]::new))).as(args.toString()).isEqualTo(2);
            JsonNode json = report(out, "grade-report.schema.json");
            assertThat(json.get("gradable").asBoolean()).isFalse();
            assertThat(json.get("error").get("kind").asString()).isEqualTo("grader");
            assertThat(json.get("error").get("message").asString()).contains(reason);
            assertThat(json.get("submission").asString()).isEqualTo(reference());
        }
    }

    @Test
    void aUsageErrorWritesTheReportInTheFormatAsked() throws Exception {
        Path out = staleReport("usage-gradescope.json");
        assertThat(Main.run("lease", reference(), "--format", "gradescope", "--out", out.toString(), "--timeout",
                "x")).isEqualTo(2);
        JsonNode gradescope = report(out, "gradescope-results.schema.json");
        assertThat(gradescope.get("score").asDouble()).isZero();
        assertThat(gradescope.get("tests").get(0).get("output").asString()).contains("--timeout");
    }

    @Test
    void anOutOptionGivenAfterTheBadOneIsStillFound() throws Exception {
        Path out = staleReport("after.json");
        assertThat(Main.run("lease", reference(), "--budget", "abc", "--format=json", "--out=" + out))
                .isEqualTo(2);
        assertThat(report(out, "grade-report.schema.json").get("error").get("kind").asString())
                .isEqualTo("grader");
    }

    @Test
    void aMutantsRunThatCannotStartLeavesNoEarlierReport() throws Exception {
        Path out = staleReport("mutants.json");
        assertThat(Main.run("mutants", "lease", "--format", "json", "--out", out.toString(), "--jobs", "x"))
                .isEqualTo(2);
        assertThat(out).doesNotExist();
        Files.writeString(out, "{}");
        assertThat(Main.run("mutants", "lease", "--format", "yaml", "--out", out.toString())).isEqualTo(2);
        assertThat(out).doesNotExist();
    }

    @Test
    void aClassRunsUsageErrorKeepsItsResults() throws Exception {
        // RESULTS is what a rerun resumes from, not a report of one run: nothing in it is removed.
        Path results = Files.createDirectories(work.resolve("results"));
        Path kept = Files.writeString(results.resolve("alice.json"), "{}");
        assertThat(Main.run("class", "lease", work.toString(), "--out", results.toString(), "--jobs", "x"))
                .isEqualTo(2);
        assertThat(kept).hasContent("{}");
    }

    @Test
    void reproduceLinesNameTheSubmissionAsTheStudentHasIt() throws Exception {
        Path fixture = ProjectPaths.fixtures().resolve("submissions/lease-compile-error");
        JsonNode json = grade(1, "json", fixture.toString(), "--submission-name", ".", "--seed", "3");
        JsonNode check = json.get("labs").get(0).get("steps").get(0).get("checks").get(0);
        assertThat(check.get("reproduce").asString()).startsWith("./grade lease . --step 1 --check lease.1.")
                .endsWith("--seed 3");
        assertThat(json.toString()).doesNotContain(fixture.toString());
    }

    @Test
    void aCourseCanMakeASubmissionThatDoesNotCompileNotGradableOnPrairieLearn() throws Exception {
        String fixture = ProjectPaths.fixtures().resolve("submissions/lease-compile-error").toString();
        JsonNode counted = grade(1, "prairielearn", fixture, "--submission-name", ".", "--sandbox", "off");
        assertThat(counted.get("gradable").asBoolean()).as("by default a compile error is graded").isTrue();
        assertThat(counted.get("score").asDouble()).isZero();
        assertThat(counted.has("format_errors")).isFalse();

        JsonNode notCounted = grade(1, "prairielearn", fixture, "--submission-name", ".", "--sandbox", "off",
                "--compile-error-gradable", "false");
        assertThat(notCounted.get("gradable").asBoolean()).isFalse();
        assertThat(notCounted.get("format_errors").get(0).asString()).contains("LeaseSolution.java:27");
        assertThat(SchemaCheck.errors("prairielearn-results.schema.json", notCounted.toString())).isEmpty();
    }

    @Test
    void theCompileErrorPolicyIsRefusedForAFormatThatHasNone() throws Exception {
        JsonNode json = grade(2, "json", reference(), "--compile-error-gradable", "false");
        assertThat(json.get("error").get("kind").asString()).isEqualTo("grader");
        assertThat(json.get("error").get("message").asString()).contains("--compile-error-gradable", "prairielearn");
    }

    private Path staleReport(String name) throws Exception {
        return Files.writeString(work.resolve(name), "{\"passed\": true, \"from\": \"the previous run\"}");
    }

    private static String reference() {
        return ProjectPaths.referenceSources().toString();
    }

    private static JsonNode report(Path out, String schema) throws Exception {
        assertThat(out).exists();
        String text = Files.readString(out);
        assertThat(SchemaCheck.errors(schema, text)).isEmpty();
        return JSON.readTree(text);
    }

    private JsonNode grade(int expectedExit, String format, String submission, String... more) throws Exception {
        Path out = work.resolve("report-" + format + ".json");
        Files.deleteIfExists(out);
        String[] args = new String[5 + more.length];
        args[0] = "lease";
        args[1] = submission;
        args[2] = "--format=" + format;
        args[3] = "--out";
        args[4] = out.toString();
        System.arraycopy(more, 0, args, 5, more.length);
        assertThat(Main.run(args)).isEqualTo(expectedExit);
        String text = Files.readString(out);
        String schema = switch (format) {
            case "json" -> "grade-report.schema.json";
            case "gradescope" -> "gradescope-results.schema.json";
            default -> "prairielearn-results.schema.json";
        };
        assertThat(SchemaCheck.errors(schema, text)).isEmpty();
        return JSON.readTree(text);
    }
}
