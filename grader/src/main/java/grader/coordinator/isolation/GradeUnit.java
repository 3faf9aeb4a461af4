package grader.coordinator.isolation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.coordinator.CheckPlan;
import grader.coordinator.PlannedCheck;

/**
 * One step of one lab: the share of a grade a lane gives its judge at a time. Steps are the
 * unit because the step gate closes whole steps, and a step's checks share their classes.
 *
 * @param index  its place in the plan, which is the order results are shown in
 * @param checks its checks, in plan order
 */
record GradeUnit(int index, String lab, int step, List<PlannedCheck> checks) {

    /** The plan cut into units, in plan order. */
    static List<GradeUnit> of(CheckPlan plan) {
        Map<String, List<PlannedCheck>> byStep = new LinkedHashMap<>();
        for (PlannedCheck check : plan.checks()) {
            byStep.computeIfAbsent(check.lab().id() + "#" + check.step(), k -> new ArrayList<>()).add(check);
        }
        List<GradeUnit> units = new ArrayList<>();
        for (List<PlannedCheck> checks : byStep.values()) {
            PlannedCheck first = checks.get(0);
            units.add(new GradeUnit(units.size(), first.lab().id(), first.step(), List.copyOf(checks)));
        }
        return units;
    }

    /** Its checks by id, in plan order: what is left to grade of it. */
    Map<String, PlannedCheck> pending() {
        Map<String, PlannedCheck> pending = new LinkedHashMap<>();
        checks.forEach(c -> pending.put(c.id(), c));
        return pending;
    }
}
