package grader.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import grader.labs.Lab;
import grader.model.GradeError;
import grader.model.GradeReport;
import grader.submission.GraderVersion;
import grader.submission.SubmissionHash;

/**
 * The report of a grade that could not take place, so a platform always gets one in the
 * format it asked for; and the reason worded with the submission's name, not the server's path.
 */
final class UngradableReports {
    private UngradableReports() {
    }

    /** The report of a failed grade; it carries the submission's hash when there is one to compute. */
    static GradeReport of(List<String> positional, String label, long seed, GradeError error) {
        return GradeReport.ungradable(GraderVersion.get(), label, hashOf(positional), seed, error);
    }

    /** So a class run can tell that the same unusable submission needs no second grade. */
    private static String hashOf(List<String> positional) {
        String typed = typedSubmission(positional);
        try {
            return typed == null ? null : SubmissionHash.of(Path.of(typed));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The submission path as typed among the positional arguments, or null when none was. */
    static String typedSubmission(List<String> positional) {
        if (positional.size() >= 2) {
            return positional.get(1);
        }
        if (positional.size() == 1) {
            String only = positional.get(0);
            return only.equals("all") || Lab.byId(only).isPresent() ? null : only;
        }
        return null;
    }

    /** The message with the submission's path, as typed or made absolute, replaced by its name in reports. */
    static String withoutServerPaths(String message, List<String> positional, String label) {
        String typed = typedSubmission(positional);
        if (typed == null || message == null) {
            return message;
        }
        String absolute = Path.of(typed).toAbsolutePath().normalize().toString();
        return message.replace(absolute, label).replace(typed, label);
    }
}
