package grader.mutants.report;

import java.io.IOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.mutants.Mutant;
import grader.mutants.MutantOutcome;
import grader.mutants.RunInfo;
import grader.mutants.Verdict;
import grader.mutants.SourcePosition;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.SerializationFeature;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The run as a mutation-testing-report-schema document (schemaVersion 1), so the standard
 * viewers read it: one entry per reference file with its source and mutants; the checks
 * appear as tests under {@code testFiles}; our verdict opens each {@code statusReason}, which
 * also holds the killing check's message and the diff, for killed mutants as for survivors.
 */
public final class StrykerJsonWriter implements MutantReportWriter {
    private static final ObjectMapper JSON = JsonMapper.builder().enable(SerializationFeature.INDENT_OUTPUT).build();

    @Override
    public void write(ReportFacts facts, Writer out) throws IOException {
        out.write(JSON.writeValueAsString(document(facts)));
        out.write('\n');
        out.flush();
    }

    ObjectNode document(ReportFacts facts) {
        ObjectNode root = JSON.createObjectNode();
        root.put("schemaVersion", "1");
        root.putObject("thresholds").put("high", 80).put("low", 60);
        root.put("projectRoot", "reference-impl/src/main/java");
        root.putObject("framework").put("name", "idemlab grader mutants").put("version", graderVersion(facts));
        config(root.putObject("config"), facts);
        ObjectNode files = root.putObject("files");
        for (Map.Entry<String, List<MutantOutcome>> e : byFile(facts.report().outcomes()).entrySet()) {
            String source = facts.source(e.getKey());
            ObjectNode file = files.putObject(e.getKey());
            file.put("language", "java");
            file.put("source", source == null ? "" : source);
            ArrayNode mutants = file.putArray("mutants");
            e.getValue().forEach(o -> mutants.add(mutant(facts, o, source)));
        }
        root.putObject("testFiles").putObject("grader/checks").set("tests", testList(facts));
        return root;
    }

    private static Map<String, List<MutantOutcome>> byFile(List<MutantOutcome> outcomes) {
        Map<String, List<MutantOutcome>> files = new LinkedHashMap<>();
        outcomes.forEach(o -> files.computeIfAbsent(o.mutant().file(), f -> new java.util.ArrayList<>()).add(o));
        return files;
    }

    private ArrayNode testList(ReportFacts facts) {
        ArrayNode tests = JSON.createArrayNode();
        facts.allChecks().forEach(id -> tests.addObject().put("id", id).put("name", id));
        return tests;
    }

    /** The run facts a reader needs to compare two reports (the schema leaves config free-form). */
    private static void config(ObjectNode config, ReportFacts facts) {
        RunInfo info = facts.report().info();
        if (info != null) {
            config.put("seed", info.seed()).put("date", info.date()).put("graderVersion", info.graderVersion());
            config.put("commit", info.commit());
        }
        config.put("jobs", facts.report().jobs());
    }

    private static String graderVersion(ReportFacts facts) {
        RunInfo info = facts.report().info();
        return info == null ? "" : info.graderVersion();
    }

    private ObjectNode mutant(ReportFacts facts, MutantOutcome o, String source) {
        Mutant m = o.mutant();
        ObjectNode node = JSON.createObjectNode();
        node.put("id", m.id());
        node.put("mutatorName", m.mutatorName());
        node.put("replacement", m.replacement());
        ObjectNode location = node.putObject("location");
        boolean placed = source != null && m.applicable();
        position(location.putObject("start"), placed ? SourcePosition.at(source, m.offset()) : new SourcePosition(1, 1));
        position(location.putObject("end"),
                placed ? SourcePosition.at(source, m.offset() + m.original().length()) : new SourcePosition(1, 1));
        node.put("status", StrykerStatus.of(o.verdict()));
        node.put("description", m.why() == null ? "" : m.why());
        node.put("statusReason", statusReason(facts, o));
        ArrayNode killedBy = node.putArray("killedBy");
        ArrayNode coveredBy = node.putArray("coveredBy");
        if (o.result() != null) {
            checks(o.result()).stream().filter(c -> !c.status().passed()).forEach(c -> killedBy.add(c.id()));
            checks(o.result()).forEach(c -> coveredBy.add(c.id()));
        }
        node.put("duration", o.millis());
        node.put("static", false);
        return node;
    }

    /**
     * Our verdict and what decided it: the first failing check with its message (the schema's
     * "failure message of the failing tests"), for a happy path broken the happy path that
     * failed too, the author's why, for a survivor where it should have died and the nearest
     * checks, and the diff of every change that could be placed, killed or not, since the
     * schema has no field of its own for it and viewers show this text with the mutant.
     */
    private static String statusReason(ReportFacts facts, MutantOutcome o) {
        Mutant m = o.mutant();
        StringBuilder b = new StringBuilder(o.verdict().label()).append(": ").append(o.reason() == null ? "" : o.reason());
        KillingChecks.killedBy(o).ifPresent(line -> b.append(" | first failing check: ").append(line));
        KillingChecks.brokenHappyPath(o).ifPresent(line -> b.append(" | happy path failed too: ").append(line));
        if (m.why() != null && !m.why().isBlank()) {
            b.append(" | why: ").append(m.why());
        }
        if (o.verdict() == Verdict.SURVIVED) {
            b.append(" | should die at: step ").append(facts.shouldDieAt(m)).append(" | nearest: ")
                    .append(facts.nearestChecksLine(m));
        }
        if (m.applicable()) {
            b.append(" | diff:\n").append(facts.diff(m));
        }
        return b.toString();
    }

    private static List<CheckResult> checks(LabResult result) {
        return result.steps().stream().flatMap(s -> s.checks().stream()).toList();
    }

    private static void position(ObjectNode node, SourcePosition at) {
        node.put("line", at.line());
        node.put("column", at.column());
    }
}
