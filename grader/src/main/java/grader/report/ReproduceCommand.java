package grader.report;

import java.util.regex.Pattern;
import grader.model.CheckResult;
import grader.model.GradeReport;

/** The one-line command that grades one check again with the same seed. */
final class ReproduceCommand {
    /** What the command line calls the bundled model answers; then the argument is left out. */
    static final String REFERENCE = "reference";

    private static final Pattern SHELL_SAFE = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");

    private ReproduceCommand() {
    }

    static String of(GradeReport report, CheckResult check) {
        StringBuilder line = new StringBuilder("./grade ").append(check.lab());
        if (!REFERENCE.equals(report.submission())) {
            line.append(' ').append(shellQuoted(report.submission()));
        }
        return line.append(" --step ").append(check.step())
                .append(" --check ").append(check.id())
                .append(" --seed ").append(report.seed())
                .toString();
    }

    /** A word the shell passes through unchanged: single quotes unless it is plainly safe. */
    static String shellQuoted(String word) {
        if (SHELL_SAFE.matcher(word).matches()) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
