package grader.report;

import java.util.regex.Pattern;
import grader.model.CheckResult;
import grader.model.GradeReport;

/** The one-line command that grades one check again with the same seed. */
final class ReproduceCommand {
    /** What the command line calls the bundled model answers; then the argument is left out. */
    static final String REFERENCE = "reference";

    /** Set by a student project's launcher: the command that grades that folder (e.g. "./grade"). */
    static final String INVOKED_AS = "IDEMLAB_INVOKED_AS";

    private static final Pattern SHELL_SAFE = Pattern.compile("[A-Za-z0-9_./:=@%+,-]+");
    private static final String LAUNCHER = launcher(System.getenv(INVOKED_AS));

    private ReproduceCommand() {
    }

    static String of(GradeReport report, CheckResult check) {
        return prefix(report, check.lab(), LAUNCHER) + " --step " + check.step() + " --check " + check.id()
                + " --seed " + report.seed();
    }

    /** The command that grades steps 1..{@code step} of {@code lab} again, as the student typed it. */
    static String forStep(GradeReport report, String lab, int step) {
        return prefix(report, lab, LAUNCHER) + " --step " + step;
    }

    /** The command that grades {@code lab} again as a whole, as the student typed it. */
    static String forGrade(GradeReport report, String lab) {
        return prefix(report, lab, LAUNCHER);
    }

    /**
     * How the grade was called: a student project's launcher already names its lab and
     * folder, so it stands alone; otherwise {@code ./grade LAB SUBMISSION}.
     */
    static String prefix(GradeReport report, String lab, String launcher) {
        if (launcher != null) {
            return launcher;
        }
        StringBuilder line = new StringBuilder("./grade ").append(lab);
        if (!REFERENCE.equals(report.submission())) {
            line.append(' ').append(shellQuoted(report.submission()));
        }
        return line.toString();
    }

    /** The launcher's command when it is a plain word the shell passes through as it is, else null. */
    static String launcher(String invokedAs) {
        return invokedAs != null && SHELL_SAFE.matcher(invokedAs).matches() ? invokedAs : null;
    }

    /** A word the shell passes through unchanged: single quotes unless it is plainly safe. */
    static String shellQuoted(String word) {
        if (SHELL_SAFE.matcher(word).matches()) {
            return word;
        }
        return "'" + word.replace("'", "'\\''") + "'";
    }
}
