package grader.report;

import java.io.IOException;
import java.io.Writer;
import java.util.Locale;
import java.util.Map;
import grader.model.CheckResult;
import grader.model.SandboxReport;
import grader.model.Failure;
import grader.model.GradeError;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;
import grader.score.Scoring;
import grader.score.Weights;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * The grader's own JSON, for platforms: versioned by {@link #SCHEMA_VERSION}, described by
 * {@code docs/schemas/grade-report.schema.json}. Every field is always present (null when it
 * does not apply), keys come in a fixed order, statuses are spelled as {@link Status#label()}.
 * Titles and purposes are in the requested language; messages are the checks' own (English).
 */
public final class JsonReportWriter implements ReportWriter {
    /** Raised only when a field is removed, renamed or changes meaning; new fields keep it. */
    public static final String SCHEMA_VERSION = "1";

    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private final Weights weights;

    public JsonReportWriter() {
        this(Weights.EQUAL);
    }

    /** Points and visibility of every check come from {@code weights}. */
    public JsonReportWriter(Weights weights) {
        this.weights = weights;
    }

    @Override
    public void write(GradeReport report, Writer out, Locale locale) throws IOException {
        out.write(MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(
                document(report, Messages.of(locale), weights.apply(report))));
        out.write('\n');
        out.flush();
    }

    static ObjectNode document(GradeReport report, Messages messages) {
        return document(report, messages, Scoring.equal(report));
    }

    /** The confinement the submission code ran under; null when none ran (nothing could be graded). */
    static JsonNode sandbox(SandboxReport sandbox) {
        if (sandbox == null) {
            return MAPPER.nullNode();
        }
        ObjectNode node = MAPPER.createObjectNode();
        node.put("mode", sandbox.mode());
        node.put("description", sandbox.description());
        return node;
    }

    /** The report as a JSON tree, in the order the schema lists the fields. */
    static ObjectNode document(GradeReport report, Messages messages, Scoring scoring) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("graderVersion", report.graderVersion());
        root.put("lang", messages.language());
        root.put("submission", report.submission());
        root.put("submissionHash", report.submissionHash());
        root.put("seed", report.seed());
        root.put("passed", report.passed());
        root.put("gradable", report.gradable());
        root.set("error", error(report.error()));
        root.set("sandbox", sandbox(report.sandbox()));
        root.put("score", scoring.score());
        root.put("maxScore", scoring.maxScore());
        root.put("millis", report.millis());
        root.set("summary", summary(report));
        ArrayNode compileErrors = root.putArray("compileErrors");
        report.compileErrors().forEach(compileErrors::add);
        ArrayNode labs = root.putArray("labs");
        for (LabResult lab : report.labs()) {
            labs.add(lab(report, lab, messages, scoring));
        }
        return root;
    }

    private static ObjectNode summary(GradeReport report) {
        ObjectNode summary = MAPPER.createObjectNode();
        Map<Status, Integer> counts = report.counts();
        summary.put("total", counts.values().stream().mapToInt(Integer::intValue).sum());
        counts.forEach((status, count) -> summary.put(status.label(), count));
        return summary;
    }

    private static ObjectNode error(GradeError error) {
        if (error == null) {
            return null;
        }
        ObjectNode node = MAPPER.createObjectNode();
        node.put("kind", error.kind().label());
        node.put("message", error.message());
        return node;
    }

    private static ObjectNode lab(GradeReport report, LabResult lab, Messages messages, Scoring scoring) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("lab", lab.lab());
        node.put("status", labStatus(lab).label());
        if (lab.firstFailingStep().isPresent()) {
            node.put("firstFailingStep", lab.firstFailingStep().get().number());
        } else {
            node.putNull("firstFailingStep");
        }
        ArrayNode steps = node.putArray("steps");
        for (StepResult step : lab.steps()) {
            ObjectNode stepNode = steps.addObject();
            stepNode.put("number", step.number());
            stepNode.put("title", messages.stepTitle(lab.lab(), step.number(), step.title()));
            stepNode.put("status", step.status().label());
            ArrayNode checks = stepNode.putArray("checks");
            for (CheckResult check : step.checks()) {
                checks.add(check(report, check, messages, scoring));
            }
        }
        return node;
    }

    private static ObjectNode check(GradeReport report, CheckResult check, Messages messages, Scoring scoring) {
        ObjectNode node = MAPPER.createObjectNode();
        node.put("id", check.id());
        node.put("status", check.status().label());
        node.put("purpose", messages.purpose(check.id(), check.purpose()));
        node.put("happyPath", check.happyPath());
        node.put("message", check.message());
        node.set("failure", failure(check.failure()));
        node.put("millis", check.millis());
        node.put("seed", check.seed());
        node.put("blame", check.blame().label());
        node.put("reproduce", ReproduceCommand.of(report, check));
        node.put("points", scoring.earned(check));
        node.put("maxPoints", scoring.weight(check).points());
        node.put("visibility", scoring.weight(check).visibility().label());
        return node;
    }

    private static ObjectNode failure(Failure failure) {
        if (failure == null) {
            return null;
        }
        ObjectNode node = MAPPER.createObjectNode();
        node.put("tried", failure.tried());
        node.put("expected", failure.expected());
        node.put("actual", failure.actual());
        node.put("state", failure.state());
        node.put("replay", failure.replay());
        return node;
    }

    /** A lab takes the worst status of its steps; a lab without steps counts as passed. */
    static Status labStatus(LabResult lab) {
        Status worst = Status.PASSED;
        for (StepResult step : lab.steps()) {
            worst = worst.worse(step.status());
        }
        return worst;
    }
}
