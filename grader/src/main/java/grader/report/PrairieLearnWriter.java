package grader.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import grader.model.CheckResult;
import grader.model.GradeError;
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
 * PrairieLearn's external grading {@code results.json}: {@code gradable}, {@code score} as a
 * fraction in 0..1, and a test per check with its points. A submission that cannot be
 * graded is {@code gradable: false} with the reason as the message, and its own reasons as
 * {@code format_errors}; so is one that does not compile when the course asks for that.
 * PrairieLearn has no per-test visibility, so a check the course withholds shows neither its
 * result nor its points.
 * Long texts are cut until the document fits PrairieLearn's 1 MB limit. Described by
 * {@code docs/schemas/prairielearn-results.schema.json}.
 */
public final class PrairieLearnWriter implements ReportWriter {
    /** PrairieLearn refuses results larger than 1 MB; keep a margin for its own wrapping. */
    static final int MAX_BYTES = 1_000_000 - 16 * 1024;
    private static final int FIRST_TEXT_LIMIT = 16 * 1024;
    private static final JsonMapper MAPPER = JsonMapper.builder().build();

    private final Weights weights;
    private final boolean compileErrorGradable;

    public PrairieLearnWriter() {
        this(Weights.EQUAL);
    }

    public PrairieLearnWriter(Weights weights) {
        this(weights, true);
    }

    /**
     * @param compileErrorGradable false to make a submission that does not compile not gradable,
     *                             as PrairieLearn suggests for a syntax error: no attempt is
     *                             counted and the compiler's errors are its format errors
     */
    public PrairieLearnWriter(Weights weights, boolean compileErrorGradable) {
        this.weights = weights;
        this.compileErrorGradable = compileErrorGradable;
    }

    @Override
    public void write(GradeReport report, Writer out, Locale locale) throws IOException {
        out.write(fitted(report, Messages.of(locale), weights.apply(report)));
        out.write('\n');
        out.flush();
    }

    /** The document with every text cut to the longest length that keeps it under the limit. */
    String fitted(GradeReport report, Messages messages, Scoring scoring) {
        for (int limit = FIRST_TEXT_LIMIT; ; limit /= 2) {
            String json = MAPPER.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(document(report, messages, scoring, limit));
            if (json.getBytes(StandardCharsets.UTF_8).length <= MAX_BYTES || limit < 64) {
                return json;
            }
        }
    }

    ObjectNode document(GradeReport report, Messages messages, Scoring scoring, int textLimit) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("gradable", gradable(report));
        double max = scoring.maxScore();
        root.put("score", max > 0 ? scoring.score() / max : 0);
        List<String> formatErrors = formatErrors(report);
        if (!formatErrors.isEmpty()) {
            ArrayNode listed = root.putArray("format_errors");
            formatErrors.forEach(error -> listed.add(cut(error, textLimit)));
        }
        root.put("message", cut(summary(report, scoring, messages), textLimit));
        root.put("output", cut(overview(report, messages), textLimit));
        root.set("extra_data", extraData(report));
        ArrayNode tests = root.putArray("tests");
        for (LabResult lab : report.labs()) {
            for (StepResult step : lab.steps()) {
                for (CheckResult check : step.checks()) {
                    tests.add(test(report, check, messages, scoring, textLimit));
                }
            }
        }
        return root;
    }

    /**
     * False when PrairieLearn should neither award nor take points nor count the attempt: the
     * submission cannot be graded, the grader could not decide a check (the grade is unfinished,
     * so the student's score stays as it was and the course can grade again, instead of a loss),
     * or it does not compile and the course makes that not gradable.
     */
    private boolean gradable(GradeReport report) {
        return report.gradable() && report.graderFaults().isEmpty() && !notGradableForCompileErrors(report);
    }

    private boolean notGradableForCompileErrors(GradeReport report) {
        return !compileErrorGradable && report.gradable() && !report.compileErrors().isEmpty();
    }

    /** The line above the tests: why there is no grade, or the summary of the checks shown. */
    private String summary(GradeReport report, Scoring scoring, Messages messages) {
        if (!report.gradable()) {
            return whyNotGraded(report.error(), messages);
        }
        List<CheckResult> undecided = report.graderFaults();
        if (!undecided.isEmpty()) {
            return messages.text("summary.graderFaults", undecided.size(),
                    String.join(", ", undecided.stream().map(CheckResult::id).toList()));
        }
        if (notGradableForCompileErrors(report)) {
            return messages.text("prairielearn.compileErrorsNotGradable", report.compileErrors().size());
        }
        return shownSummary(report, scoring, messages);
    }

    /**
     * Why nothing was graded, as a student may read it: the submission's own reason as it is; a
     * reason on the grader's side only as whose it is. Its detail names the server's paths and is
     * the staff's to act on: the grader prints it on stderr, which PrairieLearn keeps in the
     * grading job's log for staff, the one place of a grading job that students do not see.
     */
    private static String whyNotGraded(GradeError error, Messages messages) {
        if (error.kind() == GradeError.Kind.SUBMISSION) {
            return ErrorText.of(error, messages);
        }
        return messages.text(error.inSetup() ? "prairielearn.courseSetup" : "prairielearn.graderFailed");
    }

    /**
     * What is wrong with the submission itself, for PrairieLearn's {@code format_errors}: the
     * field it documents for a submission it marks not gradable, shown to the student as errors
     * to fix. Empty when the submission is not to blame (it was graded, or the grader or the
     * course failed), so the field is then left out.
     */
    private List<String> formatErrors(GradeReport report) {
        if (!report.gradable() && report.error().kind() == GradeError.Kind.SUBMISSION) {
            return List.of(report.error().message());
        }
        if (notGradableForCompileErrors(report)) {
            return report.compileErrors();
        }
        return List.of();
    }

    /**
     * The summary line of the checks the course shows at once, and how many more it shows later:
     * counting a withheld check's status would tell its result.
     */
    private static String shownSummary(GradeReport report, Scoring scoring, Messages messages) {
        Map<Status, Integer> shown = new EnumMap<>(Status.class);
        int withheld = 0;
        for (CheckResult check : checks(report)) {
            if (shownAtOnce(check, scoring)) {
                shown.merge(check.status(), 1, Integer::sum);
            } else {
                withheld++;
            }
        }
        List<String> parts = new ArrayList<>();
        if (!shown.isEmpty() || withheld == 0) {
            parts.add(SummaryLine.of(shown, messages, new Ansi(false)));
        }
        if (withheld > 0) {
            parts.add(messages.text("summary.withheld", withheld));
        }
        return String.join(" ", parts);
    }

    private static List<CheckResult> checks(GradeReport report) {
        return report.labs().stream().flatMap(l -> l.steps().stream()).flatMap(s -> s.checks().stream()).toList();
    }

    private static boolean shownAtOnce(CheckResult check, Scoring scoring) {
        return scoring.weight(check).visibility().shownAtOnce();
    }

    private static ObjectNode test(GradeReport report, CheckResult check, Messages messages, Scoring scoring,
            int textLimit) {
        ObjectNode test = MAPPER.createObjectNode();
        test.put("name", check.id());
        test.put("description", messages.purpose(check.id(), check.purpose()));
        if (!shownAtOnce(check, scoring)) {
            return withheld(test, messages);
        }
        test.put("points", scoring.earned(check));
        test.put("max_points", check.byGrader() ? 0 : scoring.weight(check).points());
        test.put("message", messages.status(check.status()));
        test.put("output", cut(details(report, check, messages), textLimit));
        return test;
    }

    /**
     * A check the course shows later: PrairieLearn has no visibility of its own, and a test's
     * points would tell its result, so it shows 0 of 0 (PrairieLearn's neutral test) until the
     * course shows it. Leaving the points out instead would make PrairieLearn hide every test's
     * points. The score still counts the check: it is the grade.
     */
    private static ObjectNode withheld(ObjectNode test, Messages messages) {
        test.put("points", 0);
        test.put("max_points", 0);
        test.put("message", messages.text("visibility.withheld"));
        test.put("output", "");
        return test;
    }

    private static String details(GradeReport report, CheckResult check, Messages messages) {
        if (check.status().passed()) {
            return "";
        }
        if (check.status() == Status.COMPILE_ERROR) {
            return messages.text("compile.short", String.join("\n", report.compileErrors()));
        }
        List<String> lines = new ArrayList<>();
        if (check.byGrader()) {
            lines.add(messages.text("check.graderFault"));
        }
        lines.addAll(FailureText.lines(check, messages));
        lines.add(messages.text("label.reproduce") + ": " + ReproduceCommand.of(report, check));
        return String.join("\n", lines);
    }

    private static String overview(GradeReport report, Messages messages) {
        List<String> lines = new ArrayList<>();
        if (!report.compileErrors().isEmpty()) {
            lines.add(messages.text("compile.heading", report.compileErrors().size()));
            lines.addAll(report.compileErrors());
        }
        lines.add(messages.text("label.seed") + ": " + report.seed());
        lines.add("grader " + report.graderVersion()
                + (report.submissionHash() == null ? "" : ", sha256 " + report.submissionHash()));
        SandboxLine.of(report, messages).ifPresent(lines::add);
        return String.join("\n", lines);
    }

    /**
     * What exactly was graded, by which grader, under which confinement, for the staff who read
     * the results file (PrairieLearn keeps fields beyond its own and shows students none of
     * them). The seed is a string: PrairieLearn parses results with JavaScript, whose numbers
     * would round a 64-bit seed and so replay another grade.
     */
    private static ObjectNode extraData(GradeReport report) {
        ObjectNode extra = MAPPER.createObjectNode();
        extra.put("graderVersion", report.graderVersion());
        extra.put("submissionHash", report.submissionHash());
        extra.put("seed", String.valueOf(report.seed()));
        extra.set("sandbox", JsonReportWriter.sandbox(report.sandbox()));
        return extra;
    }

    private static String cut(String text, int limit) {
        return text.length() <= limit ? text : text.substring(0, limit) + "\n[...]";
    }
}
