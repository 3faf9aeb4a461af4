package grader.cli;

import grader.coordinator.GradingException;
import grader.process.cds.SharedClasses;
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
        System.exit(status);
    }

    static int run(String... args) {
        CommandLine cli = new CommandLine(new GradeCommand())
                .setExecutionExceptionHandler((e, line, parsed) -> cannotGrade(e));
        HelpTexts.apply(cli, HelpTexts.language(args));
        return cli.execute(args);
    }

    private static int cannotGrade(Exception e) {
        boolean expected = e instanceof GradingException || e instanceof UnusableSubmissionException
                || e instanceof ImplementationFinder.AmbiguousImplementationException;
        System.err.println("grade: cannot grade: " + e.getMessage());
        if (!expected) {
            e.printStackTrace();
        }
        return CANNOT_GRADE;
    }
}
