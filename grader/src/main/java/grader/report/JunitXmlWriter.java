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

/**
 * JUnit XML as CI servers read it: a testsuite per lab, a testcase per check (classname
 * {@code <lab>.step<N>}, name the check id). Failed and not implemented are
 * {@code <failure>}s (the code is wrong or missing); error, timed out, crashed and compile
 * error are {@code <error>}s (the check could not finish); skipped is {@code <skipped/>}.
 * The document declares UTF-8: the caller's writer must encode it so.
 */
public final class JunitXmlWriter implements ReportWriter {
    @Override
    public void write(GradeReport report, Writer out, Locale locale) throws IOException {
        Messages messages = Messages.of(locale);
        List<CheckResult> all = new ArrayList<>();
        report.labs().forEach(lab -> lab.steps().forEach(step -> all.addAll(step.checks())));
        boolean onlyCompileErrors = all.isEmpty() && (!report.compileErrors().isEmpty() || !report.gradable());

        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write("<testsuites name=\"grade\"" + counts(all, report.millis(), onlyCompileErrors) + ">\n");
        for (LabResult lab : report.labs()) {
            writeSuite(out, report, lab, messages);
        }
        if (!report.gradable()) {
            String reason = ErrorText.of(report.error(), messages);
            writeSoleErrorSuite(out, report, "submission", reason, reason, "ungradable");
        } else if (onlyCompileErrors) {
            writeSoleErrorSuite(out, report, "compile",
                    messages.text("compile.short", firstLine(report.compileErrors().get(0))),
                    String.join("\n", report.compileErrors()), Status.COMPILE_ERROR.label());
        }
        out.write("</testsuites>\n");
        out.flush();
    }

    private static void writeSuite(Writer out, GradeReport report, LabResult lab, Messages messages)
            throws IOException {
        List<CheckResult> checks = new ArrayList<>();
        lab.steps().forEach(step -> checks.addAll(step.checks()));
        long millis = checks.stream().mapToLong(CheckResult::millis).sum();
        out.write("  <testsuite name=\"" + XmlText.attribute(lab.lab()) + "\"" + counts(checks, millis, false) + ">\n");
        writeProperties(out, report);
        for (StepResult step : lab.steps()) {
            for (CheckResult check : step.checks()) {
                writeCase(out, report, check, messages);
            }
        }
        writeCompileErrors(out, report);
        out.write("  </testsuite>\n");
    }

    private static void writeProperties(Writer out, GradeReport report) throws IOException {
        out.write("    <properties>\n");
        property(out, "graderVersion", report.graderVersion());
        property(out, "submission", report.submission());
        property(out, "submissionHash", report.submissionHash());
        property(out, "seed", String.valueOf(report.seed()));
        out.write("    </properties>\n");
    }

    private static void property(Writer out, String name, String value) throws IOException {
        out.write("      <property name=\"" + name + "\" value=\"" + XmlText.attribute(value) + "\"/>\n");
    }

    private static void writeCase(Writer out, GradeReport report, CheckResult check, Messages messages)
            throws IOException {
        out.write("    <testcase classname=\"" + XmlText.attribute(check.lab() + ".step" + check.step())
                + "\" name=\"" + XmlText.attribute(check.id()) + "\" time=\"" + seconds(check.millis()) + "\"");
        Status status = check.status();
        if (status.passed()) {
            out.write("/>\n");
            return;
        }
        out.write(">\n");
        String message = XmlText.attribute(shortMessage(report, check, messages));
        if (status == Status.SKIPPED) {
            out.write("      <skipped message=\"" + message + "\"/>\n");
        } else {
            String element = isFailure(status) ? "failure" : "error";
            // A check the grader could not decide says so in its type: a CI server shows it apart.
            String type = check.byGrader() ? "grader fault" : status.label();
            out.write("      <" + element + " message=\"" + message + "\" type=\"" + type + "\">"
                    + XmlText.content(details(report, check, messages)) + "</" + element + ">\n");
        }
        out.write("    </testcase>\n");
    }

    /** The code under test answered wrongly or not at all, as opposed to a check that could not finish. */
    static boolean isFailure(Status status) {
        return status == Status.FAILED || status == Status.NOT_IMPLEMENTED;
    }

    private static String shortMessage(GradeReport report, CheckResult check, Messages messages) {
        String text;
        if (check.status() == Status.COMPILE_ERROR) {
            String first = report.compileErrors().isEmpty() ? "" : report.compileErrors().get(0);
            text = messages.text("compile.short", firstLine(first));
        } else if (check.failure() != null && check.failure().expected() != null) {
            text = messages.text("label.expected") + ": " + firstLine(check.failure().expected()) + "; "
                    + messages.text("label.actual") + ": " + firstLine(check.failure().actual());
        } else if (check.message() != null && !check.message().isBlank()) {
            text = firstLine(check.message());
        } else {
            text = messages.status(check.status());
        }
        return text.length() > 500 ? text.substring(0, 500) + "..." : text;
    }

    private static String firstLine(String text) {
        return text == null ? "" : text.lines().findFirst().orElse("");
    }

    private static String details(GradeReport report, CheckResult check, Messages messages) {
        List<String> lines = new ArrayList<>();
        lines.add(messages.text("label.purpose") + ": " + messages.purpose(check.id(), check.purpose()));
        if (check.status() == Status.COMPILE_ERROR) {
            lines.addAll(report.compileErrors());
        } else {
            lines.addAll(FailureText.lines(check, messages));
            lines.add(messages.text("label.reproduce") + ": " + ReproduceCommand.of(report, check));
        }
        return String.join("\n", lines);
    }

    private static void writeCompileErrors(Writer out, GradeReport report) throws IOException {
        if (!report.compileErrors().isEmpty()) {
            String errors = XmlText.content(String.join("\n", report.compileErrors()));
            out.write("    <system-err>" + errors + "</system-err>\n");
        }
    }

    /**
     * Without any check to carry them, the compiler's errors, or the reason the submission
     * could not be graded, still make the build red.
     */
    private static void writeSoleErrorSuite(Writer out, GradeReport report, String name, String message,
            String details, String type) throws IOException {
        out.write("  <testsuite name=\"" + name + "\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\""
                + " time=\"0.000\">\n");
        writeProperties(out, report);
        out.write("    <testcase classname=\"" + name + "\" name=\"" + name + "\" time=\"0.000\">\n");
        out.write("      <error message=\"" + XmlText.attribute(message) + "\" type=\"" + type + "\">"
                + XmlText.content(details) + "</error>\n");
        out.write("    </testcase>\n");
        out.write("  </testsuite>\n");
    }

    private static String counts(List<CheckResult> checks, long millis, boolean plusCompileCase) {
        long failures = checks.stream().filter(c -> isFailure(c.status())).count();
        long skipped = checks.stream().filter(c -> c.status() == Status.SKIPPED).count();
        long passed = checks.stream().filter(c -> c.status().passed()).count();
        long errors = checks.size() - failures - skipped - passed + (plusCompileCase ? 1 : 0);
        long tests = checks.size() + (plusCompileCase ? 1 : 0);
        return " tests=\"" + tests + "\" failures=\"" + failures + "\" errors=\"" + errors
                + "\" skipped=\"" + skipped + "\" time=\"" + seconds(millis) + "\"";
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
