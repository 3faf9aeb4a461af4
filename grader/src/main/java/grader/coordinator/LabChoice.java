package grader.coordinator;

import java.util.List;
import java.util.stream.Collectors;
import grader.labs.Lab;
import grader.submission.PreparedSubmission;
import grader.submission.UnusableSubmissionException;

/**
 * Which labs a grade covers. A named lab must be implemented; {@code all} means the labs the
 * submission implements (the others are left out, with a note); a submission implementing
 * none cannot be graded. A submission that does not compile is graded for the labs its
 * sources name (every lab when they name none), so its errors are shown against them.
 * Missing implementations are the submission's fault ({@link UnusableSubmissionException}).
 */
final class LabChoice {
    private LabChoice() {
    }

    static List<Lab> choose(GradeRequest request, PreparedSubmission submission, List<String> notes) {
        Lab asked = request.checkIds().isEmpty() ? request.lab() : labOfCheck(request.checkIds().iterator().next());
        if (!submission.compiled()) {
            if (asked != null) {
                return List.of(asked);
            }
            return submission.labs().isEmpty() ? Lab.all() : sorted(submission);
        }
        if (asked != null) {
            if (!submission.labs().contains(asked)) {
                throw new UnusableSubmissionException("the submission has no class implementing "
                        + asked.api().getName() + " with a no-argument constructor (lab " + asked.id() + ")"
                        + implementedNote(submission));
            }
            return List.of(asked);
        }
        if (submission.labs().isEmpty()) {
            throw new UnusableSubmissionException("the submission has no class with a no-argument constructor"
                    + " that implements one of the lab interfaces ("
                    + Lab.all().stream().map(l -> l.api().getName()).collect(Collectors.joining(", "))
                    + "): nothing to grade");
        }
        List<Lab> labs = sorted(submission);
        if (labs.size() < Lab.values().length) {
            notes.add("grading " + ids(labs) + ", the labs this submission implements; left out: "
                    + ids(Lab.all().stream().filter(l -> !labs.contains(l)).toList()));
        }
        return labs;
    }

    private static Lab labOfCheck(String checkId) {
        int dot = checkId.indexOf('.');
        return Lab.byId(dot < 0 ? checkId : checkId.substring(0, dot))
                .orElseThrow(() -> new GradingException("no check " + checkId
                        + ": a check id starts with its lab, e.g. lease.4.<name>", "checkIdForm", checkId));
    }

    private static List<Lab> sorted(PreparedSubmission submission) {
        return Lab.all().stream().filter(submission.labs()::contains).toList();
    }

    private static String implementedNote(PreparedSubmission submission) {
        return submission.labs().isEmpty() ? "; it implements no lab at all"
                : "; it implements " + ids(sorted(submission));
    }

    private static String ids(List<Lab> labs) {
        return labs.stream().map(Lab::id).collect(Collectors.joining(", "));
    }
}
