package grader.report;

import java.util.Optional;
import grader.model.GradeReport;

/**
 * The line a report shows of the confinement its submission code ran under, when one ran:
 * short when it was confined (the JSON and extra data hold the whole description), the whole
 * reason when it was not, since that is what a platform must notice.
 */
final class SandboxLine {
    private SandboxLine() {
    }

    static Optional<String> of(GradeReport report, Messages messages) {
        return Optional.ofNullable(report.sandbox())
                .map(sandbox -> messages.text(sandbox.confined() ? "label.sandbox" : "label.unconfined")
                        + ": " + (sandbox.confined() ? sandbox.mode() : sandbox.description()));
    }
}
