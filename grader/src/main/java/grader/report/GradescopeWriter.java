package grader.report;

import java.io.IOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;
import grader.score.Scoring;
import grader.score.Weights;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

/**
 * Gradescope's {@code results.json}: one test per check, worth one point unless a course's
 * {@link Weights} say otherwise, so the score is the points of the checks passed. Only fields
 * of Gradescope's documented spec appear (no top-level {@code max_score}: Gradescope takes the
 * assignment's total). A submission that cannot be graded gets score 0 and one failed test
 * whose output says why. Tests are numbered
 * {@code <step>.<k>} when one lab is graded and {@code <lab#>.<step>.<k>} (lab# counting from
 * 1 in the order graded) when several are, so Gradescope's ordering keeps labs and steps apart.
 * Described by {@code docs/schemas/gradescope-results.schema.json}.
 */
public final class GradescopeWriter implements ReportWriter {
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private final Weights weights;

    public GradescopeWriter() {
        this(Weights.EQUAL);
    }

    /** Points and visibility of every test come from {@code weights}. */
    public GradescopeWriter(Weights weights) {
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

    static ObjectNode document(GradeReport report, Messages messages, Scoring scoring) {
        ArrayNode tests = MAPPER.createArrayNode();
        if (!report.gradable()) {
            tests.add(ungradable(report, messages));
        }
        boolean severalLabs = report.labs().size() > 1;
        for (int l = 0; l < report.labs().size(); l++) {
            LabResult lab = report.labs().get(l);
            String labPrefix = severalLabs ? (l + 1) + "." : "";
            for (StepResult step : lab.steps()) {
                for (int k = 0; k < step.checks().size(); k++) {
                    CheckResult check = step.checks().get(k);
                    tests.add(test(report, check, labPrefix + step.number() + "." + (k + 1), messages, scoring));
                }
            }
        }
        ObjectNode root = MAPPER.createObjectNode();
        root.put("score", scoring.score());
        root.put("execution_time", Math.round(report.millis() / 1000.0));
        root.put("output", overview(report, messages));
        root.put("output_format", "text");
        root.put("test_output_format", "text");
        root.put("visibility", "visible");
        root.set("extra_data", extraData(report));
        root.set("tests", tests);
        return root;
    }

    /** The one test of a grade that could not take place: failed, worth nothing, saying why. */
    private static ObjectNode ungradable(GradeReport report, Messages messages) {
        ObjectNode test = MAPPER.createObjectNode();
        test.put("name", messages.text("ungradable.title"));
        test.put("number", "0.1");
        test.put("score", 0);
        test.put("status", "failed");
        test.put("output", ErrorText.of(report.error(), messages));
        test.put("output_format", "text");
        test.putArray("tags").add("ungradable");
        test.put("visibility", "visible");
        return test;
    }

    private static ObjectNode test(GradeReport report, CheckResult check, String number, Messages messages,
            Scoring scoring) {
        ObjectNode test = MAPPER.createObjectNode();
        boolean passed = check.status().passed();
        test.put("name", check.id() + ": " + messages.purpose(check.id(), check.purpose()));
        test.put("number", number);
        test.put("score", scoring.earned(check));
        // A check the grader could not decide is worth nothing either way: not the student's loss.
        test.put("max_score", check.byGrader() ? 0 : scoring.weight(check).points());
        test.put("status", passed ? "passed" : "failed");
        test.put("output", output(report, check, messages));
        test.put("output_format", "text");
        ArrayNode tags = test.putArray("tags");
        tags.add(check.lab());
        tags.add(check.status().label());
        if (check.byGrader()) {
            tags.add("grader-fault");
        }
        test.put("visibility", scoring.weight(check).visibility().label());
        return test;
    }

    /** The verdict in words, why it failed, and the command that grades it again. */
    private static String output(GradeReport report, CheckResult check, Messages messages) {
        List<String> lines = new ArrayList<>();
        lines.add(messages.status(check.status()));
        if (check.byGrader()) {
            lines.add(messages.text("check.graderFault"));
        }
        if (check.status() == Status.COMPILE_ERROR) {
            lines.add(messages.text("compile.short", String.join("\n", report.compileErrors())));
        } else if (!check.status().passed()) {
            lines.addAll(FailureText.lines(check, messages));
            lines.add(messages.text("label.reproduce") + ": " + ReproduceCommand.of(report, check));
        }
        return String.join("\n", lines);
    }

    /** The summary shown above the tests, with the compiler's errors when there are any. */
    private static String overview(GradeReport report, Messages messages) {
        List<String> lines = new ArrayList<>();
        lines.add(report.gradable() ? SummaryLine.of(report, messages, new Ansi(false))
                : ErrorText.of(report.error(), messages));
        List<CheckResult> undecided = report.graderFaults();
        if (!undecided.isEmpty()) {
            lines.add(messages.text("summary.graderFaults", undecided.size(),
                    String.join(", ", undecided.stream().map(CheckResult::id).toList())));
        }
        if (!report.compileErrors().isEmpty()) {
            lines.add(messages.text("compile.heading", report.compileErrors().size()));
            lines.addAll(report.compileErrors());
        }
        lines.add(messages.text("label.seed") + ": " + report.seed());
        SandboxLine.of(report, messages).ifPresent(lines::add);
        return String.join("\n", lines);
    }

    private static ObjectNode extraData(GradeReport report) {
        ObjectNode extra = MAPPER.createObjectNode();
        extra.put("graderVersion", report.graderVersion());
        extra.put("submissionHash", report.submissionHash());
        extra.put("seed", report.seed());
        extra.set("sandbox", JsonReportWriter.sandbox(report.sandbox()));
        return extra;
    }
}
