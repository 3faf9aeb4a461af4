package grader.checks.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import java.util.Arrays;
import java.util.List;
import grader.check.explore.Expected;
import grader.check.explore.Outcome;
import org.junit.jupiter.api.Test;

/**
 * What the model allows a claimMany that meets the grader's held write lock: the busy error or
 * the usual one winner, never a list of nulls for a job that was free to take.
 */
class LockHeldClaimManyTests {
    private static LeaseModel freeJob() {
        LeaseModel model = new LeaseModel();
        model.jobs.put("job-1", new LeaseModel.Job());
        return model;
    }

    @Test
    void aFreeJobUnderTheLockIsWonOrTheBusyErrorIsThrownNeverAllNull() {
        Expected expected = new LeaseCallOps.ClaimMany(0, "job-1", List.of("A"), 10, 5, true).expect(freeJob());
        assertThat(expected.accepts(Outcome.returned(List.of(1L)))).isTrue();
        assertThat(expected.accepts(new Outcome(null, new SQLException("[SQLITE_BUSY] database is locked")))).isTrue();
        assertThat(expected.accepts(Outcome.returned(Arrays.asList((Long) null)))).isFalse();
        assertThat(expected.accepts(new Outcome(null, new IllegalStateException("no")))).isFalse();
    }

    @Test
    void withoutTheLockAFreeJobMustBeWon() {
        Expected expected = new LeaseCallOps.ClaimMany(0, "job-1", List.of("A"), 10, 5).expect(freeJob());
        assertThat(expected.accepts(Outcome.returned(List.of(1L)))).isTrue();
        assertThat(expected.accepts(new Outcome(null, new SQLException("[SQLITE_BUSY] database is locked")))).isFalse();
    }

    @Test
    void theCallSaysTheLockWasHeld() {
        assertThat(new LeaseCallOps.ClaimMany(0, "job-1", List.of("A"), 10, 5, true).call())
                .contains("the grader holds the write lock");
    }
}
