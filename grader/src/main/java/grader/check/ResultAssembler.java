package grader.check;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.model.StepResult;

/** Groups check results into labs and steps, in step order, checks in the order they ran. */
public final class ResultAssembler {
    private ResultAssembler() {
    }

    /** {@code titles} maps a step number to its title for this lab. */
    public static LabResult assemble(Lab lab, List<CheckResult> checks, Map<Integer, String> titles) {
        Map<Integer, List<CheckResult>> byStep = new TreeMap<>();
        for (CheckResult check : checks) {
            if (check.lab().equals(lab.id())) {
                byStep.computeIfAbsent(check.step(), s -> new ArrayList<>()).add(check);
            }
        }
        List<StepResult> steps = new ArrayList<>();
        byStep.forEach((number, list) -> steps.add(new StepResult(number, titles.getOrDefault(number, ""), list)));
        steps.sort(Comparator.comparingInt(StepResult::number));
        return new LabResult(lab.id(), steps);
    }
}
