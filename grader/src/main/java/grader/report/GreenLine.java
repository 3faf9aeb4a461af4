package grader.report;

import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.StepResult;

/**
 * The closing line of a report whose every graded check passed. It says how much was graded:
 * after {@code --step 3} the student has passed steps 1-3, not every check of the lab, and is
 * told the command that grades one step more; after {@code --check ID}, only that check.
 */
final class GreenLine {
    private GreenLine() {
    }

    static String of(GradeReport report, Messages messages) {
        if (SummaryLine.total(report) == 1) {
            CheckResult only = report.labs().get(0).steps().get(0).checks().get(0);
            return messages.text("summary.checkPassed", only.id());
        }
        int last = lastGradedStep(report);
        if (last >= Lab.STEPS) {
            return messages.text("summary.allPassed");
        }
        String lab = report.labs().size() == 1 ? report.labs().get(0).lab() : "all";
        String next = ReproduceCommand.forStep(report, lab, last + 1);
        return last == 1 ? messages.text("summary.stepOnePassed", last, next)
                : messages.text("summary.stepsPassed", last, next);
    }

    /** The highest step number any lab of the report graded. */
    private static int lastGradedStep(GradeReport report) {
        return report.labs().stream().map(LabResult::steps).flatMap(java.util.List::stream)
                .mapToInt(StepResult::number).max().orElse(Lab.STEPS);
    }
}
