package grader.coordinator.isolation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import grader.model.CheckResult;

/**
 * Results as lanes report them, passed on unit by unit in plan order: the first unfinished
 * unit's results as they come, a later unit's once every unit before it is complete. So the
 * student's terminal shows one lab after another, step after step, as with one judge, and a
 * step graded ahead of a lower step that then failed is shown as the step gate would have left
 * it: skipped (at release the lower steps are complete, so the gate's word on them is final).
 */
final class OrderedResults {
    private final List<GradeUnit> units;
    private final StepGate gate;
    private final Consumer<CheckResult> listener;
    private final Map<String, Integer> unitOf = new HashMap<>();
    private final Map<Integer, List<CheckResult>> waiting = new HashMap<>();
    private final int[] left;
    private final Map<String, CheckResult> released = new LinkedHashMap<>();
    private int head;

    OrderedResults(List<GradeUnit> units, StepGate gate, Consumer<CheckResult> listener) {
        this.units = units;
        this.gate = gate;
        this.listener = listener;
        this.left = new int[units.size()];
        for (GradeUnit unit : units) {
            left[unit.index()] = unit.checks().size();
            unit.checks().forEach(c -> unitOf.put(c.id(), unit.index()));
        }
    }

    /** Takes one result (each check once); passes on what is now in order. */
    synchronized void record(CheckResult result) {
        Integer unit = unitOf.get(result.id());
        if (unit == null) {
            return;
        }
        left[unit]--;
        if (unit == head) {
            release(result);
        } else {
            waiting.computeIfAbsent(unit, u -> new ArrayList<>()).add(result);
        }
        while (head < units.size() && left[head] == 0) {
            head++;
            if (head < units.size()) {
                waiting.getOrDefault(head, List.of()).forEach(this::release);
                waiting.remove(head);
            }
        }
    }

    private void release(CheckResult result) {
        CheckResult shown = gate.asShown(result);
        released.put(shown.id(), shown);
        listener.accept(shown);
    }

    /** Every result passed on, by id. */
    synchronized Map<String, CheckResult> released() {
        return new LinkedHashMap<>(released);
    }
}
