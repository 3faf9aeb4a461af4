package grader.checks.lease;

import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import grader.check.Attempt;
import grader.check.Values;

/**
 * The verdict on one round of competing claims for a new job: as many results as owners,
 * in their order, exactly one fence 1 and nulls for the rest, and the stored owner is the
 * one whose position holds the fence.
 */
final class OneWinner {
    private OneWinner() {
    }

    static void verify(Attempt round, JobsDb db, String jobId, List<String> owners, List<?> results)
            throws SQLException {
        String expected = "a list of " + owners.size() + " results in the order of the owners: one 1, every other null";
        round.holds(results != null && results.size() == owners.size(), expected, Values.show(results));
        for (Object result : results) {
            Outcomes.rethrowStub(result);
            round.holds(!(result instanceof Throwable || result instanceof String), expected,
                    Outcomes.describe(result) + ", in results " + Values.show(results));
        }
        int winner = -1;
        for (int i = 0; i < results.size(); i++) {
            Object result = results.get(i);
            if (result == null) {
                continue;
            }
            round.holds(winner < 0, expected, "two winners, at positions " + winner + " and " + i
                    + ": the check of the row and the update were not one transaction; " + Values.show(results));
            round.holds(Values.same(1L, result), expected, Values.show(results));
            winner = i;
        }
        round.holds(winner >= 0, expected, "nobody got the lease: " + Values.show(results));
        Map<String, Object> stored = db.row(jobId);
        round.holds(stored != null && Objects.equals(owners.get(winner), stored.get("owner"))
                && Values.same(1L, stored.get("fence")),
                "the stored owner " + Values.show(owners.get(winner)) + " with fence 1, since position "
                        + winner + " of the results holds the fence",
                "stored row " + Values.show(stored));
    }
}
