package grader.model;

import java.util.List;
import java.util.Optional;

/** The steps of one lab as graded, in step order. */
public record LabResult(String lab, List<StepResult> steps) {

    public LabResult {
        steps = List.copyOf(steps);
    }

    public boolean passed() {
        return steps.stream().allMatch(s -> s.status().passed());
    }

    /** The lowest-numbered step that did not pass, if any: where a mutant is said to be killed. */
    public Optional<StepResult> firstFailingStep() {
        return steps.stream().filter(s -> !s.status().passed()).findFirst();
    }

    public Optional<StepResult> step(int number) {
        return steps.stream().filter(s -> s.number() == number).findFirst();
    }
}
