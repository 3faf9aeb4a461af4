package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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
    private static final Set<String> MUTANT_FIELDS = Set.of("id", "mutatorName", "replacement", "location", "status",
            "statusReason", "description", "killedBy", "coveredBy", "duration", "static", "testsCompleted");

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
            assertThat(m.get("statusReason").isString()).isTrue();
            assertThat(m.get("description").isString()).isTrue();
            assertThat(m.propertyNames()).as("only the schema's mutant fields, which viewers read")
                    .isSubsetOf(MUTANT_FIELDS);
        }
        JsonNode first = file.get("mutants").get(0);
        assertThat(first.get("status").asString()).isEqualTo("Killed");
        assertThat(first.get("statusReason").asString()).startsWith("killed at intended step");
        assertThat(first.get("location").get("start").get("line").asInt()).isEqualTo(4);
        assertThat(first.get("location").get("start").get("column").asInt()).isEqualTo(SOURCE.split("\n")[3].indexOf(">=") + 1);
        assertThat(first.get("killedBy").get(0).asString()).isEqualTo("lease.4.edge");
        assertThat(first.get("statusReason").asString()).as("a killed mutant's check message and diff")
                .contains("first failing check: step 4: lease.4.edge (failed): expected this, got that")
                .contains("-    String sql = \"SELECT 1 WHERE a >= ?\";").contains("+    String sql = \"SELECT 1 WHERE a > ?\";");
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
        assertThat(loud.get("statusReason").asString()).startsWith("happy path broken")
                .contains("happy path failed too: step 4: lease.4.happy (failed)");
        assertThat(file.get("mutants").get(2).get("statusReason").asString()).as("no diff for a change never placed")
                .doesNotContain("diff:");
        long killed = 0;
        for (JsonNode m : file.get("mutants")) {
            killed += m.get("status").asString().equals("Killed") ? 1 : 0;
        }
        assertThat(killed).as("only the change killed at its step").isEqualTo(1);
    }

    @Test
    void theHtmlPageIsSelfContainedAndHoldsTheMatrix() throws Exception {
        String html = html(facts);
        assertThat(html).contains("<table id=\"kill-matrix\"").contains("lease/flip").contains("<style>")
                .contains("Survivors (2)").contains("should die at</dt><dd>step 3").contains("seed 42")
                .contains("commit abc123").contains("grader 1.0-test");
        assertThat(html).as("the why is in the row, whole in its title though the column may cut it short")
                .contains("<td class=\"why\" title=\"the author's reason\">the author's reason</td>");
        assertThat(html).as("the matrix is as wide as the window, one line a row")
                .contains("width:100%;table-layout:fixed").contains("white-space:nowrap").contains("text-overflow:ellipsis");
        assertThat(html).doesNotContain("<script").doesNotContain("src=")
                .doesNotContain("http://").doesNotContain("https://");
        assertThat(Pattern.compile("href=\"([^\"]*)\"").matcher(html).results().map(r -> r.group(1)))
                .as("the only links are to places in the page").isNotEmpty().allMatch(href -> href.startsWith("#"));
    }

    @Test
    void everyRowLinksToADetailsSectionOfItsOwnAndEveryLinkResolves() throws Exception {
        String html = html(facts);
        List<String> rows = rows(html);
        assertThat(rows).hasSize(5);
        List<String> ids = Pattern.compile(" id=\"([^\"]+)\"").matcher(html).results().map(r -> r.group(1)).toList();
        assertThat(ids).as("ids are unique").doesNotHaveDuplicates();
        List<String> targets = rows.stream().map(MutantReportsTests::detailsLink).toList();
        assertThat(targets).as("each row its own section").doesNotHaveDuplicates()
                .allMatch(t -> html.contains("<section id=\"" + t + "\""));
        assertThat(Pattern.compile("href=\"#([^\"]+)\"").matcher(html).results().map(r -> r.group(1)))
                .as("every in-page link names an id that exists").allMatch(ids::contains);
        assertThat(targets).contains("m-lease-flip", "m-lease-0a1b2c3d");
        assertThat(html).as("each section links back to its row").contains("<a href=\"#row-m-lease-flip\"");
    }

    @Test
    void aKilledMutantsDetailsShowItsDiffIntendedStepAndTheCheckThatKilledIt() throws Exception {
        String section = section(html(facts), "m-lease-flip");
        assertThat(section).contains("-    String sql = &quot;SELECT 1 WHERE a &gt;= ?&quot;;")
                .contains("+    String sql = &quot;SELECT 1 WHERE a &gt; ?&quot;;")
                .contains("<dt>intended step</dt><dd>step 4</dd>")
                .contains("<dt>killed by</dt><dd>step 4: lease.4.edge (failed): expected this, got that</dd>")
                .doesNotContain("if equivalent");
    }

    @Test
    void aSurvivorsDetailsShowWhereItShouldHaveDiedAndItsEquivalentEntry() throws Exception {
        String section = section(html(facts), "m-lease-kept");
        assertThat(section).contains("<dt>should die at</dt><dd>step 3</dd>").contains("<dt>nearest</dt>")
                .contains("+    String sql = &quot;SELECT 2 WHERE a &gt;= ?&quot;;")
                .contains("<dt>if equivalent</dt>").contains("&quot;id&quot;:&quot;lease/kept&quot;");
    }

    @Test
    void aHappyPathBrokenIsNeitherAGreenRowNorAGreenCell() throws Exception {
        String html = html(facts);
        String loud = rows(html).stream().filter(r -> r.contains("lease/loud")).findFirst().orElseThrow();
        assertThat(loud).contains("class=\"broken\"").contains("<td class=\"c broken target\">X</td>")
                .doesNotContain("c first").doesNotContain("class=\"good\"");
        String killed = rows(html).stream().filter(r -> r.contains("lease/flip")).findFirst().orElseThrow();
        assertThat(killed).contains("class=\"good\"").contains("<td class=\"c first target\">X</td>");
        assertThat(section(html, "m-lease-loud"))
                .contains("<dt>happy path failed too</dt><dd>step 4: lease.4.happy (failed): expected this, got that</dd>");
    }

    @Test
    void mutantIdsThatReadTheSameAsAnIdStillGetSectionsOfTheirOwn() throws Exception {
        int at = SOURCE.indexOf(">=");
        Mutant slash = new Mutant("lease/x", "lease", 0, FILE, "sql-comparison-flip", at, ">=", ">", "a", false);
        Mutant colon = new Mutant("lease:x", "lease", 0, FILE, "sql-comparison-flip", at, ">=", "<", "b", false);
        var killed = LabResults.fail(LabResults.green(), 4, false, Status.FAILED);
        List<MutantOutcome> outcomes = List.of(new MutantOutcome(slash, Verdict.KILLED, killed, "step 4", 1),
                new MutantOutcome(colon, Verdict.KILLED, killed, "step 4", 1));
        ReportFacts twins = new ReportFacts(new MutantRunReport(facts.report().baseline(), outcomes, dir, 1, 1, 1,
                facts.report().info(), null), dir.resolve("no-lab-api"));
        String html = html(twins);
        assertThat(rows(html).stream().map(MutantReportsTests::detailsLink)).containsExactly("m-lease-x", "m-lease-x-2");
        assertThat(html).contains("<section id=\"m-lease-x\"").contains("<section id=\"m-lease-x-2\"");
    }

    private static String html(ReportFacts facts) throws Exception {
        StringWriter out = new StringWriter();
        new HtmlMatrixWriter().write(facts, out);
        return out.toString();
    }

    /** The matrix's body rows, one string each. */
    private static List<String> rows(String html) {
        String body = html.substring(html.indexOf("<tbody>"), html.indexOf("</tbody>"));
        return Pattern.compile("<tr .*?</tr>").matcher(body).results().map(r -> r.group()).toList();
    }

    private static String detailsLink(String row) {
        Matcher m = Pattern.compile("<td class=\"id\"><a href=\"#([^\"]+)\"").matcher(row);
        assertThat(m.find()).as("a link in the mutant cell of " + row).isTrue();
        return m.group(1);
    }

    private static String section(String html, String id) {
        int from = html.indexOf("<section id=\"" + id + "\"");
        assertThat(from).as("a section " + id).isNotNegative();
        return html.substring(from, html.indexOf("</section>", from));
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
