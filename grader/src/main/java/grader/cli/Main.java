package grader.cli;

import grader.process.ExitCleanup;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.report.ReportFile;
import grader.coordinator.GradingException;
import grader.mutants.MutantsCommand;
import grader.process.cds.SharedClasses;
import grader.report.Messages;
import grader.submission.ImplementationFinder;
import grader.submission.UnusableSubmissionException;
import picocli.CommandLine;

/** The entry point behind ./grade: runs the command and turns every failure to grade into exit 2. */
public final class Main {
    static final int CANNOT_GRADE = 2;

    private Main() {
    }

    public static void main(String[] args) {
        int status = run(args);
        SharedClasses.discard();
        ExitCleanup.finished();
        System.exit(status);
    }

    public static int run(String... args) {
        Messages messages = Messages.of(HelpTexts.locale(HelpTexts.language(args)));
        CommandLine cli = new CommandLine(new GradeCommand())
                .setExecutionExceptionHandler((e, line, parsed) -> cannotGrade(e, messages));
        HelpTexts.apply(cli, HelpTexts.language(args));
        CommandLine.IParameterExceptionHandler usage = cli.getParameterExceptionHandler();
        cli.setParameterExceptionHandler((e, typed) -> {
            reportBadUsage(e, typed);
            // picocli speaks English only; the other languages get the report bundle's words.
            return messages.language().equals("en") ? usage.handleParseException(e, typed) : badUsage(e, messages);
        });
        return cli.execute(args);
    }

    /** As picocli's own handler does: the mistake, then the likely options or else the usage help. */
    private static int badUsage(CommandLine.ParameterException e, Messages messages) {
        PrintWriter err = e.getCommandLine().getErr();
        err.println(BadOptions.text(e, messages));
        List<String> suggestions = BadOptions.suggestions(e);
        if (suggestions.isEmpty()) {
            e.getCommandLine().usage(err);
        } else {
            err.println(messages.text("bad.option.suggestions", String.join(", ", suggestions)));
        }
        err.flush();
        return e.getCommandLine().getCommandSpec().exitCodeOnInvalidInput();
    }

    /**
     * picocli rejected the command line before any command ran, so the command could not
     * remove the report of an earlier run: the --out of the command that failed is found in
     * the words as typed. A grade's report is replaced by this run's, a mutants report removed;
     * the other commands' --out is not a report of one run (a class's results are what a rerun
     * resumes from, a package is what was built), so it is left as it is.
     */
    private static void reportBadUsage(CommandLine.ParameterException e, String[] typed) {
        CommandLine failed = e.getCommandLine();
        List<CommandLine> path = new ArrayList<>();
        for (CommandLine c = failed; c != null; c = c.getParent()) {
            path.add(0, c);
        }
        List<String> words = List.of(typed);
        for (int i = 1; i < path.size(); i++) {
            words = new RawArguments(path.get(i - 1).getCommandSpec(), words).after(path.get(i).getCommandName());
        }
        RawArguments raw = new RawArguments(failed.getCommandSpec(), words);
        try {
            if (failed.getCommand() instanceof GradeCommand) {
                GradeCommand.badUsage(raw, e.getMessage());
            } else if (failed.getCommand() instanceof MutantsCommand) {
                raw.values("--out").forEach(out -> new ReportFile(Path.of(out)).clearStale());
            }
        } catch (RuntimeException problem) {
            System.err.println("grade: cannot remove or write the report: " + problem.getMessage());
        }
    }

    private static int cannotGrade(Exception e, Messages messages) {
        if (ExitCleanup.exiting()) {
            // A signal ended the grader and its children were refused on the way out: the
            // interrupt has said what happened (ExitCleanup's last words); this is only its echo.
            return CANNOT_GRADE;
        }
        boolean expected = e instanceof GradingException || e instanceof UnusableSubmissionException
                || e instanceof ImplementationFinder.AmbiguousImplementationException;
        System.err.println(messages.text("bad.cannotGrade", UsageError.text(e, messages)));
        if (!expected) {
            e.printStackTrace();
        }
        return CANNOT_GRADE;
    }
}
