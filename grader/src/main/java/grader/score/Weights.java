package grader.score;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.LabResult;
import grader.model.StepResult;

/**
 * A course's weights: points and visibility per step ({@code lease.4}) or per check
 * ({@code lease.4.claim-new-job}), and a {@code default}. A step's points are its total: what
 * its checks with points of their own do not take is shared evenly by the others; a check's or
 * the default's points are per check. Without any entry every check is worth 1 and visible.
 * Read from a file by {@link WeightsFile}.
 */
public final class Weights {
    /** Every check worth one point, every result visible: the grade without a weights file. */
    public static final Weights EQUAL = new Weights(Rule.NONE, Map.of(), Map.of());

    private final Rule fallback;
    private final Map<String, Rule> steps;
    private final Map<String, Rule> checks;

    Weights(Rule fallback, Map<String, Rule> steps, Map<String, Rule> checks) {
        this.fallback = fallback;
        this.steps = Map.copyOf(steps);
        this.checks = Map.copyOf(checks);
    }

    /** The weight of every check in the report, and so its score. */
    public Scoring apply(GradeReport report) {
        Map<String, Weight> byCheck = new LinkedHashMap<>();
        for (LabResult lab : report.labs()) {
            for (StepResult step : lab.steps()) {
                weighStep(lab.lab() + "." + step.number(), step.checks(), byCheck);
            }
        }
        return new Scoring(report, byCheck);
    }

    private void weighStep(String stepKey, List<CheckResult> stepChecks, Map<String, Weight> into) {
        Rule step = steps.getOrDefault(stepKey, Rule.NONE);
        long shared = stepChecks.stream().filter(c -> ownRule(c).points() == null).count();
        double taken = stepChecks.stream().map(c -> ownRule(c).points()).filter(p -> p != null)
                .mapToDouble(Double::doubleValue).sum();
        for (CheckResult check : stepChecks) {
            Rule own = ownRule(check);
            double points;
            if (own.points() != null) {
                points = own.points();
            } else if (step.points() != null) {
                points = Math.max(0, step.points() - taken) / shared;
            } else {
                points = fallback.points() != null ? fallback.points() : Weight.DEFAULT.points();
            }
            Visibility visibility = own.over(step).over(fallback).visibility();
            into.put(check.id(), new Weight(points, visibility != null ? visibility : Weight.DEFAULT.visibility()));
        }
    }

    private Rule ownRule(CheckResult check) {
        return checks.getOrDefault(check.id(), Rule.NONE);
    }
}
