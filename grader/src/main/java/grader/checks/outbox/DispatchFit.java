package grader.checks.outbox;

import java.util.List;
import java.util.Map;
import grader.check.Values;
import grader.check.explore.Outcome;

/**
 * Whether what one dispatch gave its send callback fits what it returned and marked, judged
 * from the stored rows alone: the events sent are the first unsent rows in seq order, as maps
 * of exactly id and qty; a count comes after that many deliveries and marks; a failure after
 * one delivery more than it marked (the failing one); a refused limit after none. A dispatch
 * that does not fit is reported as its outcome and what was sent, which no expectation accepts.
 */
final class DispatchFit {
    private DispatchFit() {
    }

    static Outcome check(Outcome outcome, List<Map<String, Object>> unsentBefore, List<Map<String, Object>> given,
            int marked, List<String> problems) {
        if (!problems.isEmpty()) {
            return misfit(outcome, problems.get(0));
        }
        int deliveries;
        if (outcome.threw()) {
            if (given.isEmpty() && marked == 0) {
                return outcome;
            }
            deliveries = marked + 1;
        } else if (outcome.value() instanceof Number count) {
            deliveries = count.intValue();
        } else {
            return outcome;
        }
        if (deliveries > unsentBefore.size() || !Values.same(unsentBefore.subList(0, deliveries), given)) {
            return misfit(outcome, "send was given " + Values.show(given) + " where the stored pending rows were "
                    + Values.show(unsentBefore) + " and " + marked + " were marked");
        }
        if (!outcome.threw() && marked != deliveries) {
            return misfit(outcome, marked + " row(s) were marked");
        }
        return outcome;
    }

    private static Outcome misfit(Outcome outcome, String why) {
        return Outcome.returned("(" + outcome.brief() + ", but " + why + ")");
    }
}
