package grader.model;

import java.util.List;

/** One step of one lab with its checks; its status is the worst of theirs. */
public record StepResult(int number, String title, List<CheckResult> checks) {

    public StepResult {
        checks = List.copyOf(checks);
    }

    public Status status() {
        Status worst = Status.PASSED;
        for (CheckResult check : checks) {
            worst = worst.worse(check.status());
        }
        return worst;
    }

    /** The step's happy-path check, if it ran. */
    public java.util.Optional<CheckResult> happyPath() {
        return checks.stream().filter(CheckResult::happyPath).findFirst();
    }
}
