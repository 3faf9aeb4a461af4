package grader.coordinator.isolation;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import grader.check.CheckOutcomes;
import grader.coordinator.PlannedCheck;
import grader.model.CheckResult;
import grader.model.Status;

/**
 * Labs whose submission class hangs in its static initialiser: every later check of the lab
 * would wait its whole limit there too, so once one check timed out in it, the lab's checks
 * that any lane has yet to run time out at once with that reason.
 */
final class StuckLabs {
    private final Map<String, String> reasons = new ConcurrentHashMap<>();

    void mark(String lab, String reason) {
        reasons.putIfAbsent(lab, reason);
    }

    /** Of {@code pending}, the checks of stuck labs, each timed out with its lab's reason. */
    List<CheckResult> timeOut(List<PlannedCheck> pending, long seed) {
        return pending.stream().filter(c -> reasons.containsKey(c.lab().id()))
                .map(c -> CheckOutcomes.withStatus(c.method(), Status.TIMED_OUT, reasons.get(c.lab().id()), 0, seed))
                .toList();
    }
}
