package grader.coordinator.isolation;

import java.time.Duration;
import java.util.List;
import grader.check.CheckOutcomes;
import grader.coordinator.PlannedCheck;
import grader.model.CheckResult;
import grader.model.Status;

/**
 * The time the whole grade may take (--budget), counted from when it was asked: a platform
 * must get its report within a limit of its own, so checks still waiting when it is used up
 * are skipped with this reason rather than run late.
 */
public record Budget(Duration total, long startNanos) {
    /** A budget of {@code total} that starts now. */
    public static Budget startingNow(Duration total) {
        return new Budget(total, System.nanoTime());
    }

    /** Milliseconds left, never negative. */
    public long leftMillis() {
        return Math.max(0, total.toMillis() - (System.nanoTime() - startNanos) / 1_000_000);
    }

    public boolean usedUp() {
        return leftMillis() == 0;
    }

    /** Why a check did not run or was stopped. */
    public String reason() {
        return "the grade's time budget of " + total.toSeconds() + " s (--budget) was used up";
    }

    /** Every one of {@code checks} skipped for lack of time. */
    List<CheckResult> skipAll(List<PlannedCheck> checks, long seed) {
        return checks.stream()
                .map(c -> CheckOutcomes.withStatus(c.method(), Status.SKIPPED, "not run: " + reason(), 0, seed))
                .toList();
    }
}
