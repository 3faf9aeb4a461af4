package grader.coordinator;

import grader.model.CheckResult;
import grader.coordinator.ProgressListener;

/** Turns the stream of check results into the lab-level calls a progress listener expects. */
final class ProgressByLab {
    private final CheckPlan plan;
    private final ProgressListener listener;
    private String lab;

    ProgressByLab(CheckPlan plan, ProgressListener listener) {
        this.plan = plan;
        this.listener = listener;
    }

    synchronized void checkFinished(CheckResult result) {
        if (!result.lab().equals(lab)) {
            finish();
            lab = result.lab();
            int checks = (int) plan.checks().stream().filter(c -> c.lab().id().equals(result.lab())).count();
            listener.labStarted(lab, checks);
        }
        listener.checkFinished(result);
    }

    synchronized void finish() {
        if (lab != null) {
            listener.labFinished(lab);
            lab = null;
        }
    }
}
