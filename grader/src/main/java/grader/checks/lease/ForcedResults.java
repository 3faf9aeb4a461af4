package grader.checks.lease;

import java.util.List;
import grader.check.Attempt;
import grader.check.schedule.RaceResult;

/** What a forced claimMany returned, required to be a list: a stub's exception goes on as not implemented. */
final class ForcedResults {
    private ForcedResults() {
    }

    static List<?> list(Attempt attempt, RaceResult forced) {
        Object outcome = forced.outcomes().get("claimMany");
        Outcomes.rethrowStub(outcome);
        attempt.holds(outcome instanceof List, "a list of results", Outcomes.describe(outcome));
        return (List<?>) outcome;
    }
}
