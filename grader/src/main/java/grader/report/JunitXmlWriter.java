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

/**
 * JUnit XML as CI servers read it, valid against Surefire's test report XSD (version 3.0): one
 * {@code <testsuite>} root for the whole grade, however many labs were graded, and a testcase
 * per check (classname {@code <lab>.step<N>}, name the check id), so the labs stay apart by
 * classname. Failed and not implemented are {@code <failure>}s (the code is wrong or missing);
 * error, timed out, crashed and compile error are {@code <error>}s (the check could not finish);
 * skipped is {@code <skipped/>}. A check that did not compile carries the compiler's messages as
 * its {@code <system-err>}, the one place the XSD has for them. The document declares UTF-8:
 * the caller's writer must encode it so.
 */
public final class JunitXmlWriter implements ReportWriter {
    @Override
    public void write(GradeReport report, Writer out, Locale locale) throws IOException {
        Messages messages = Messages.of(locale);
        List<CheckResult> all = new ArrayList<>();
        report.labs().forEach(lab -> lab.steps().forEach(step -> all.addAll(step.checks())));
        // Without any check to carry them, the compiler's errors or the reason the submission
        // could not be graded get a testcase of their own, so the build still goes red.
        boolean soleErrorCase = all.isEmpty() && (!report.compileErrors().isEmpty() || !report.gradable());

        out.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        out.write("<testsuite name=\"" + XmlText.attribute(suiteName(report)) + "\""
                + counts(all, report.millis(), soleErrorCase) + ">\n");
        writeProperties(out, report);
        for (CheckResult check : all) {
            writeCase(out, report, check, messages);
        }
        if (!report.gradable()) {
            String reason = ErrorText.of(report.error(), messages);
            writeSoleErrorCase(out, "submission", reason, reason, "ungradable", List.of());
        } else if (soleErrorCase) {
            String firstError = messages.text("compile.short", report.compileErrors().get(0));
            writeSoleErrorCase(out, "compile", firstLine(firstError), firstError, Status.COMPILE_ERROR.label(),
                    report.compileErrors());
        }
        out.write("</testsuite>\n");
        out.flush();
    }

    /**
     * The graded lab, or the labs joined with {@code +}: Surefire's format has one suite per
     * document (no {@code <testsuites>} root), so several labs share it and their testcases'
     * classnames keep them apart.
     */
    static String suiteName(GradeReport report) {
        List<String> labs = report.labs().stream().map(LabResult::lab).toList();
        return labs.isEmpty() ? "grade" : String.join("+", labs);
    }

    private static void writeProperties(Writer out, GradeReport report) throws IOException {
        out.write("  <properties>\n");
        property(out, "graderVersion", report.graderVersion());
        property(out, "submission", report.submission());
        property(out, "submissionHash", report.submissionHash());
        property(out, "seed", String.valueOf(report.seed()));
        // A CI reader sees whether the submission ran confined, as every other format says.
        if (report.sandbox() != null) {
            property(out, "sandbox", report.sandbox().mode());
        }
        out.write("  </properties>\n");
    }

    private static void property(Writer out, String name, String value) throws IOException {
        out.write("    <property name=\"" + name + "\" value=\"" + XmlText.attribute(value) + "\"/>\n");
    }

    private static void writeCase(Writer out, GradeReport report, CheckResult check, Messages messages)
            throws IOException {
        out.write("  <testcase classname=\"" + XmlText.attribute(check.lab() + ".step" + check.step())
                + "\" name=\"" + XmlText.attribute(check.id()) + "\" time=\"" + seconds(check.millis()) + "\"");
        Status status = check.status();
        if (status.passed()) {
            out.write("/>\n");
            return;
        }
        out.write(">\n");
        String message = XmlText.attribute(shortMessage(report, check, messages));
        if (status == Status.SKIPPED) {
            out.write("    <skipped message=\"" + message + "\"/>\n");
        } else {
            String element = isFailure(status) ? "failure" : "error";
            // A check the grader could not decide says so in its type: a CI server shows it apart.
            String type = check.byGrader() ? "grader fault" : status.label();
            out.write("    <" + element + " message=\"" + message + "\" type=\"" + type + "\">"
                    + XmlText.content(details(report, check, messages)) + "</" + element + ">\n");
        }
        if (status == Status.COMPILE_ERROR) {
            writeSystemErr(out, report.compileErrors());
        }
        out.write("  </testcase>\n");
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
            // The first error is the one to fix; the compiler's whole output is the testcase's system-err.
            String first = report.compileErrors().isEmpty() ? "" : report.compileErrors().get(0);
            lines.add(messages.text("compile.short", first));
        } else {
            lines.addAll(FailureText.lines(check, messages));
            lines.add(messages.text("label.reproduce") + ": " + ReproduceCommand.of(report, check));
        }
        return String.join("\n", lines);
    }

    /** What the compiler printed, where Surefire keeps a test's own stderr: inside its testcase. */
    private static void writeSystemErr(Writer out, List<String> compileErrors) throws IOException {
        if (!compileErrors.isEmpty()) {
            out.write("    <system-err>" + XmlText.content(String.join("\n", compileErrors)) + "</system-err>\n");
        }
    }

    /** The one testcase of a grade that listed no check: an error that keeps the CI build red. */
    private static void writeSoleErrorCase(Writer out, String name, String message, String details, String type,
            List<String> compileErrors) throws IOException {
        out.write("  <testcase classname=\"" + name + "\" name=\"" + name + "\" time=\"0.000\">\n");
        out.write("    <error message=\"" + XmlText.attribute(message) + "\" type=\"" + type + "\">"
                + XmlText.content(details) + "</error>\n");
        writeSystemErr(out, compileErrors);
        out.write("  </testcase>\n");
    }

    private static String counts(List<CheckResult> checks, long millis, boolean plusSoleErrorCase) {
        long failures = checks.stream().filter(c -> isFailure(c.status())).count();
        long skipped = checks.stream().filter(c -> c.status() == Status.SKIPPED).count();
        long passed = checks.stream().filter(c -> c.status().passed()).count();
        long errors = checks.size() - failures - skipped - passed + (plusSoleErrorCase ? 1 : 0);
        long tests = checks.size() + (plusSoleErrorCase ? 1 : 0);
        return " tests=\"" + tests + "\" failures=\"" + failures + "\" errors=\"" + errors
                + "\" skipped=\"" + skipped + "\" time=\"" + seconds(millis) + "\"";
    }

    private static String seconds(long millis) {
        return String.format(Locale.ROOT, "%.3f", millis / 1000.0);
    }
}
