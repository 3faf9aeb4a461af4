package grader.report;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;

/**
 * The terminal report for a student: a line per step, and for every check that did not pass
 * its purpose, what was tried, expected and observed, the state, and the command that grades
 * it again with the same seed. Compile errors come first, a summary last.
 */
public final class HumanWriter implements ReportWriter {
    private static final String INDENT = "  ";

    private final boolean colour;
    private final Path workingDir;

    /** {@code colour}: use ANSI colour; the caller decides, see {@link TerminalColour#wanted()}. */
    public HumanWriter(boolean colour) {
        this(colour, Path.of("").toAbsolutePath());
    }

    /** {@code workingDir}: where the student typed the command, which compile errors' paths start from. */
    HumanWriter(boolean colour, Path workingDir) {
        this.colour = colour;
        this.workingDir = workingDir;
    }

    @Override
    public void write(GradeReport report, Writer out, Locale locale) throws IOException {
        Messages messages = Messages.of(locale);
        Ansi ansi = new Ansi(colour);
        List<String> lines = new ArrayList<>();
        String submission = FailureText.printable(report.submission());
        lines.add(ansi.bold(messages.text("header.grade", submission, shortHash(report.submissionHash()),
                report.graderVersion(), report.seed())));
        SandboxLine.of(report, messages).ifPresent(lines::add);
        if (!report.gradable()) {
            lines.add("");
            String reason = FailureText.printable(ErrorText.of(report.error(), messages));
            lines.add(ansi.forStatus(Status.COMPILE_ERROR, reason));
        }
        List<String> compileErrors = report.compileErrors().stream()
                .map(e -> SourcePlace.shown(e, report.submission(), workingDir)).toList();
        addCompileErrors(lines, compileErrors, messages, ansi);
        for (LabResult lab : report.labs()) {
            lines.add("");
            addLab(lines, report, lab, messages, ansi);
        }
        lines.add("");
        addSummary(lines, report, compileErrors, messages, ansi);
        for (String line : lines) {
            out.write(line);
            out.write(System.lineSeparator());
        }
        out.flush();
    }

    private static void addCompileErrors(List<String> lines, List<String> errors, Messages messages, Ansi ansi) {
        if (errors.isEmpty()) {
            return;
        }
        lines.add("");
        lines.add(ansi.forStatus(Status.COMPILE_ERROR, messages.text("compile.heading", errors.size())));
        for (String error : errors) {
            String[] errorLines = error.split("\\R");
            lines.add(INDENT + FailureText.printable(errorLines[0]));
            for (int i = 1; i < errorLines.length; i++) {
                lines.add(INDENT.repeat(2) + FailureText.printable(errorLines[i]));
            }
        }
    }

    private static void addLab(List<String> lines, GradeReport report, LabResult lab, Messages messages, Ansi ansi) {
        lines.add(ansi.bold(messages.text("header.lab", lab.lab())));
        int titleWidth = 0;
        for (StepResult step : lab.steps()) {
            titleWidth = Math.max(titleWidth, DisplayWidth.of(title(lab, step, messages)));
        }
        for (StepResult step : lab.steps()) {
            if (StubStep.of(step)) {
                lines.add(stubStepLine(lab, step, titleWidth, messages, ansi));
                continue;
            }
            lines.add(stepLine(lab, step, titleWidth, messages, ansi) + skippedReason(step, messages));
            for (CheckResult check : step.checks()) {
                // A skipped check was never run: its step's line says why, once.
                if (!check.status().passed() && check.status() != Status.COMPILE_ERROR
                        && check.status() != Status.SKIPPED) {
                    addCheck(lines, report, check, messages, ansi);
                }
            }
        }
    }

    /** For a step none of whose checks ran: why, on the step's own line. */
    private static String skippedReason(StepResult step, Messages messages) {
        boolean allSkipped = !step.checks().isEmpty()
                && step.checks().stream().allMatch(c -> c.status() == Status.SKIPPED);
        if (!allSkipped || step.checks().get(0).message() == null) {
            return "";
        }
        return "  " + FailureText.printable(messages.skipReason(step.checks().get(0).message()));
    }

    private static String stepLine(LabResult lab, StepResult step, int titleWidth, Messages messages, Ansi ansi) {
        long passed = step.checks().stream().filter(c -> c.status().passed()).count();
        return stepStart(lab, step, titleWidth, messages, ansi)
                + ansi.dim(messages.text("step.count", passed, step.checks().size()));
    }

    /**
     * A step of starter stubs: its checks would all say "not implemented" with the same message,
     * so the one line says how many and which methods to write.
     */
    private static String stubStepLine(LabResult lab, StepResult step, int titleWidth, Messages messages,
            Ansi ansi) {
        List<String> methods = StubStep.methods(step);
        String rest = methods.isEmpty() ? messages.text("step.stubs", step.checks().size())
                : messages.text("step.stubsToWrite", step.checks().size(),
                        FailureText.printable(String.join(", ", methods)));
        return stepStart(lab, step, titleWidth, messages, ansi) + ansi.dim(rest);
    }

    private static String stepStart(LabResult lab, StepResult step, int titleWidth, Messages messages, Ansi ansi) {
        String status = messages.status(step.status());
        return INDENT + DisplayWidth.pad(messages.text("step.line", step.number()), 7) + " "
                + DisplayWidth.pad(title(lab, step, messages), titleWidth) + "  "
                + ansi.forStatus(step.status(), DisplayWidth.pad(status, 15)) + " ";
    }

    private static void addCheck(List<String> lines, GradeReport report, CheckResult check, Messages messages,
            Ansi ansi) {
        String deeper = INDENT.repeat(3);
        String heading = check.id() + ": " + messages.status(check.status());
        lines.add(INDENT.repeat(2) + ansi.forStatus(check.status(), heading));
        lines.add(deeper + messages.text("label.purpose") + ": " + messages.purpose(check.id(), check.purpose()));
        if (check.byGrader()) {
            lines.add(deeper + messages.text("check.graderFault"));
        }
        for (String line : FailureText.lines(check, messages)) {
            lines.add(deeper + line);
        }
        lines.add(deeper + messages.text("label.reproduce") + ": " + ReproduceCommand.of(report, check));
    }

    private static void addSummary(List<String> lines, GradeReport report, List<String> compileErrors,
            Messages messages, Ansi ansi) {
        if (SummaryLine.total(report) == 0 && report.compileErrors().isEmpty()) {
            lines.add(messages.text("summary.noChecks"));
            return;
        }
        String seconds = String.format(Locale.ROOT, "%.1f", report.millis() / 1000.0);
        lines.add(SummaryLine.of(report, messages, ansi)
                + " (" + messages.text("summary.time", seconds) + ")");
        List<CheckResult> undecided = report.graderFaults();
        if (!undecided.isEmpty()) {
            lines.add(ansi.bold(messages.text("summary.graderFaults", undecided.size(),
                    String.join(", ", undecided.stream().map(CheckResult::id).toList()))));
        }
        if (report.passed()) {
            lines.add(ansi.forStatus(Status.PASSED, GreenLine.of(report, messages)));
            return;
        }
        addNextStep(lines, report, compileErrors, messages, ansi);
    }

    /**
     * The closing lines when nothing compiled: no step can pass before the code compiles, so
     * they name the first error (as the list above shows it) and the command that grades again.
     */
    private static void addFixCompileError(List<String> lines, GradeReport report, String firstError,
            Messages messages, Ansi ansi) {
        String first = FailureText.printable(firstError.split("\\R", 2)[0]);
        lines.add(ansi.bold(messages.text("summary.fixCompileError", first)));
        String lab = report.labs().size() == 1 ? report.labs().get(0).lab() : "all";
        lines.add(messages.text("summary.gradeAgain", ReproduceCommand.forGrade(report, lab)));
    }

    /** The closing lines of a red report: the step to fix first, its first failing check, the command. */
    private static void addNextStep(List<String> lines, GradeReport report, List<String> compileErrors,
            Messages messages, Ansi ansi) {
        for (LabResult lab : report.labs()) {
            StepResult step = lab.firstFailingStep().orElse(null);
            if (step == null) {
                continue;
            }
            // A check the gate skipped was never run, and one the grader could not decide is not the code's.
            CheckResult first = step.checks().stream()
                    .filter(c -> !c.status().passed() && c.status() != Status.SKIPPED && !c.byGrader())
                    .findFirst().orElseGet(() -> step.checks().stream().filter(c -> !c.status().passed())
                            .findFirst().orElseThrow());
            if (first.status() == Status.COMPILE_ERROR && !compileErrors.isEmpty()) {
                addFixCompileError(lines, report, compileErrors.get(0), messages, ansi);
                return;
            }
            lines.add(ansi.bold(messages.text("summary.nextStep", step.number(), title(lab, step, messages),
                    first.id(), messages.status(first.status()), messages.purpose(first.id(), first.purpose()))));
            lines.add(messages.text("summary.nextCommand", ReproduceCommand.forStep(report, lab.lab(), step.number())));
            return;
        }
        if (!compileErrors.isEmpty()) {
            addFixCompileError(lines, report, compileErrors.get(0), messages, ansi);
            return;
        }
        lines.add(messages.text("summary.notAllPassed"));
    }

    private static String title(LabResult lab, StepResult step, Messages messages) {
        return FailureText.printable(messages.stepTitle(lab.lab(), step.number(), step.title()));
    }

    private static String shortHash(String hash) {
        return hash == null || hash.length() <= 12 ? String.valueOf(hash) : hash.substring(0, 12);
    }
}
