package grader.mutants;

import java.util.ArrayList;
import java.util.List;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;

/** Hand-built lab results for tests: each step has a happy path and one more check. */
final class LabResults {
    private LabResults() {
    }

    /** Eight steps, all passing, except as set with {@link #fail}. */
    static LabResult green() {
        List<StepResult> steps = new ArrayList<>();
        for (int s = 1; s <= 8; s++) {
            steps.add(new StepResult(s, "step " + s, List.of(check(s, "happy", true, Status.PASSED),
                    check(s, "edge", false, Status.PASSED))));
        }
        return new LabResult("lease", steps);
    }

    /** {@code result} with one check of {@code step} set to {@code status}. */
    static LabResult fail(LabResult result, int step, boolean happyPath, Status status) {
        List<StepResult> steps = new ArrayList<>();
        for (StepResult s : result.steps()) {
            if (s.number() != step) {
                steps.add(s);
                continue;
            }
            List<CheckResult> checks = new ArrayList<>();
            for (CheckResult c : s.checks()) {
                checks.add(c.happyPath() == happyPath ? check(step, c.happyPath() ? "happy" : "edge", happyPath, status) : c);
            }
            steps.add(new StepResult(step, s.title(), checks));
        }
        return new LabResult(result.lab(), steps);
    }

    static CheckResult check(int step, String name, boolean happy, Status status) {
        return new CheckResult("lease." + step + "." + name, step, "purpose", happy, status,
                status.passed() ? null : "expected this, got that", null, 3, 7);
    }
}
