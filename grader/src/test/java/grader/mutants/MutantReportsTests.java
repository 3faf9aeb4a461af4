package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import grader.model.Status;
import grader.mutants.report.HtmlMatrixWriter;
import grader.mutants.report.KillMatrixWriter;
import grader.mutants.report.ReportFacts;
import grader.mutants.report.StrykerJsonWriter;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/** The three mutant reports, written from a hand-built run. */
class MutantReportsTests {
    private static final String FILE = "reference/lease/Tiny.java";
    private static final String SOURCE = "package reference.lease;\n\nclass Tiny {\n    String sql = \"SELECT 1 WHERE a >= ?\";\n}\n";
    private static final Set<String> STATUSES = Set.of("Killed", "Survived", "NoCoverage", "CompileError",
            "RuntimeError", "Timeout", "Ignored", "Pending");

    @TempDir
    Path dir;
    ReportFacts facts;

    @BeforeEach
    void handBuiltRun() throws Exception {
        Files.createDirectories(dir.resolve("reference/lease"));
        Files.writeString(dir.resolve(FILE), SOURCE);
        int at = SOURCE.indexOf(">=");
        Mutant authored = new Mutant("lease/flip", "lease", 4, FILE, "authored", at, ">=", ">", "why", false);
        Mutant generated = new Mutant("lease:0a1b2c3d", "lease", 0, FILE, "sql-comparison-flip", at, ">=", ">",
                "line 4", false);
        Mutant stale = new Mutant("lease/stale", "lease", 2, FILE, "authored", -1, "gone", "x", "why", false);
        Mutant authoredSurvivor = new Mutant("lease/kept", "lease", 3, FILE, "authored", SOURCE.indexOf("SELECT"),
                "SELECT 1", "SELECT 2", "the author's reason", false);
        var killed = LabResults.fail(LabResults.green(), 4, false, Status.FAILED);
        Mutant loud = new Mutant("lease/loud", "lease", 4, FILE, "authored", at, ">=", "<", "why", false);
        List<MutantOutcome> outcomes = List.of(
                new MutantOutcome(authored, Verdict.KILLED_AT_INTENDED_STEP, killed, "first failing step 4", 120),
                new MutantOutcome(generated, Verdict.SURVIVED, LabResults.green(), "every check passed", 130),
                new MutantOutcome(stale, Verdict.NOT_APPLICABLE, null, "occurs 0 times", 0),
                new MutantOutcome(authoredSurvivor, Verdict.SURVIVED, LabResults.green(), "every check passed", 140),
                new MutantOutcome(loud, Verdict.HAPPY_PATH_BROKEN, LabResults.fail(killed, 4, true, Status.FAILED),
                        "step 4's happy path failed too", 150));
        Baseline.Finding baseline = new Baseline.Finding(null, List.of(900L, 950L), List.of(LabResults.green()));
        facts = new ReportFacts(new MutantRunReport(baseline, outcomes, dir, 2000, 1000, 2,
                new RunInfo(42, "2026-11-30T12:00:00Z", "abc123", "1.0-test"), null), dir.resolve("no-lab-api"));
    }

    @Test
    void theStrykerReportHasEveryRequiredField() throws Exception {
        StringWriter out = new StringWriter();
        new StrykerJsonWriter().write(facts, out);
        JsonNode root = JsonMapper.builder().build().readTree(out.toString());
        assertThat(root.get("schemaVersion").asString()).isEqualTo("1");
        assertThat(root.get("thresholds").get("high").isNumber()).isTrue();
        assertThat(root.get("thresholds").get("low").isNumber()).isTrue();
        JsonNode file = root.get("files").get(FILE);
        assertThat(file.get("language").asString()).isEqualTo("java");
        assertThat(file.get("source").asString()).isEqualTo(SOURCE);
        assertThat(file.get("mutants")).hasSize(5);
        assertThat(root.get("config").get("seed").asLong()).isEqualTo(42);
        assertThat(root.get("config").get("commit").asString()).isEqualTo("abc123");
        assertThat(root.get("config").get("date").asString()).isEqualTo("2026-11-30T12:00:00Z");
        assertThat(root.get("framework").get("version").asString()).isEqualTo("1.0-test");
        for (JsonNode m : file.get("mutants")) {
            assertThat(m.get("id").isString()).isTrue();
            assertThat(m.get("mutatorName").isString()).isTrue();
            assertThat(m.get("replacement").isString()).isTrue();
            assertThat(STATUSES).contains(m.get("status").asString());
            for (String end : List.of("start", "end")) {
                assertThat(m.get("location").get(end).get("line").asInt()).isPositive();
                assertThat(m.get("location").get(end).get("column").asInt()).isPositive();
            }
            assertThat(m.get("killedBy").isArray()).isTrue();
            assertThat(m.get("coveredBy").isArray()).isTrue();
            assertThat(m.get("duration").isNumber()).isTrue();
        }
        JsonNode first = file.get("mutants").get(0);
        assertThat(first.get("status").asString()).isEqualTo("Killed");
        assertThat(first.get("statusReason").asString()).startsWith("killed at intended step");
        assertThat(first.get("location").get("start").get("line").asInt()).isEqualTo(4);
        assertThat(first.get("location").get("start").get("column").asInt()).isEqualTo(SOURCE.split("\n")[3].indexOf(">=") + 1);
        assertThat(first.get("killedBy").get(0).asString()).isEqualTo("lease.4.edge");
        assertThat(file.get("mutants").get(1).get("status").asString()).isEqualTo("Survived");
        assertThat(file.get("mutants").get(2).get("status").asString()).isEqualTo("Ignored");
        JsonNode kept = file.get("mutants").get(3);
        assertThat(kept.get("description").asString()).isEqualTo("the author's reason");
        assertThat(kept.get("statusReason").asString()).contains("should die at: step 3")
                .contains("+    String sql = \"SELECT 2 WHERE a >= ?\";");
        assertThat(file.get("mutants").get(1).get("statusReason").asString()).contains("should die at: step")
                .contains("nearest:");
        assertThat(root.get("testFiles").get("grader/checks").get("tests")).hasSize(16);
        JsonNode loud = file.get("mutants").get(4);
        assertThat(loud.get("status").asString()).as("a happy path broken is no kill").isEqualTo("RuntimeError");
        assertThat(loud.get("statusReason").asString()).startsWith("happy path broken");
        long killed = 0;
        for (JsonNode m : file.get("mutants")) {
            killed += m.get("status").asString().equals("Killed") ? 1 : 0;
        }
        assertThat(killed).as("only the change killed at its step").isEqualTo(1);
    }

    @Test
    void theHtmlPageIsSelfContainedAndHoldsTheMatrix() throws Exception {
        StringWriter out = new StringWriter();
        new HtmlMatrixWriter().write(facts, out);
        String html = out.toString();
        assertThat(html).contains("<table id=\"kill-matrix\"").contains("lease/flip").contains("<style>")
                .contains("Survivors (2)").contains("should die at: step 3").contains("seed 42")
                .contains("commit abc123").contains("grader 1.0-test");
        assertThat(html).as("the why is visible, not only on hover")
                .contains("<td class=\"why\">the author's reason</td>");
        assertThat(html).as("a happy path broken is drawn apart from a kill").contains("<tr class=\"broken\">")
                .contains("tr.broken td.c.first");
        assertThat(html).doesNotContain("<script").doesNotContain("src=").doesNotContain("href=")
                .doesNotContain("http://").doesNotContain("https://");
    }

    @Test
    void theTerminalMatrixMarksTheFirstFailingStepAndShowsEverySurvivorsDiff() throws Exception {
        StringWriter out = new StringWriter();
        new KillMatrixWriter().write(facts, out);
        String text = out.toString();
        assertThat(text).contains(". . . X . . . .").contains("lease.4.edge (failed)")
                .contains("-    String sql = \"SELECT 1 WHERE a >= ?\";")
                .contains("+    String sql = \"SELECT 1 WHERE a > ?\";")
                .contains("Run: seed 42, 2026-11-30T12:00:00Z, commit abc123, grader 1.0-test")
                .contains("lease/kept").contains("should die at: step 3")
                .contains("+    String sql = \"SELECT 2 WHERE a >= ?\";");
    }
}
