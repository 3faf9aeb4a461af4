package grader.checks.lease;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.FutureTask;
import labs.lease.LeaseLab;

/**
 * Competing claims whose interleaving is forced: the grader holds the write lock while every
 * owner's claim starts on a thread of its own, and releases it only once they all wait for it.
 * Each claim has then read, or tried to, before any of them could write, so a read and a
 * write that are not one transaction give two winners (or a busy error) in every round.
 */
final class ClaimRace {
    private ClaimRace() {
    }

    /**
     * One round: every owner calls claim once. The outcomes come in the order of
     * {@code owners}: a fence, null, the exception thrown, or a note that it did not return.
     */
    static List<Object> round(LeaseLab lab, JobsDb db, String jobId, List<String> owners, double now, double ttl)
            throws Exception {
        try (WriteLockHold hold = WriteLockHold.on(db)) {
            List<FutureTask<Object>> calls = new ArrayList<>();
            for (String owner : owners) {
                calls.add(hold.start(() -> lab.claim(db.path, jobId, owner, now, ttl), "lease-racer-" + owner));
            }
            hold.awaitWaiting(owners.size(), calls);
            hold.release();
            List<Object> outcomes = new ArrayList<>();
            for (FutureTask<Object> call : calls) {
                outcomes.add(WriteLockHold.outcome(call));
            }
            return outcomes;
        }
    }

    /** claimMany, called while the grader holds the write lock; returns its outcome and how many claims waited at once. */
    static Forced many(LeaseLab lab, JobsDb db, String jobId, List<String> owners, double now, double ttl)
            throws Exception {
        try (WriteLockHold hold = WriteLockHold.on(db)) {
            FutureTask<Object> call = hold.start(() -> lab.claimMany(db.path, jobId, owners, now, ttl), "lease-claim-many");
            int waiting = hold.awaitWaiting(owners.size(), List.of(call));
            hold.release();
            return new Forced(WriteLockHold.outcome(call), waiting);
        }
    }

    /** What a forced claimMany gave, and the most of its claims seen waiting for the lock at once. */
    record Forced(Object outcome, int mostWaiting) {
    }
}
