package grader.checks.lease;

import static grader.checks.lease.JobsDb.job;

import java.nio.file.Path;
import java.util.Map;
import grader.check.Attempt;
import grader.check.Values;
import labs.lease.LeaseLab;

/**
 * The checks that renew, complete and release share: each is a write by A with its fence on
 * job-1, allowed only for the current lease. {@code name} spells the call for messages, e.g.
 * {@code complete(db, "job-1", "A", fence=%d, now=%s, "A's result")}.
 */
record FencedCall(String name, Call call) {
    /** The call by A on job-1 with this fence and now ({@code now} is ignored by release). */
    @FunctionalInterface
    interface Call {
        Object run(String path, long fence, double now) throws Exception;
    }

    /** What A's claim at now=10, ttl=5 stores. */
    static final Map<String, Object> HELD_BY_A = job("job-1", "A", 15, 1, null, 0);
    /** 2^32 + 1: narrowed to an int it reads as 1, A's first fence. */
    static final long WIDE_FENCE = 4_294_967_297L;

    String text(long fence, double now) {
        return String.format(name, fence, Values.show(now));
    }

    /** While every UPDATE fails, the call by the current owner throws and A's lease stays. */
    void requireDatabaseErrorThrown(LeaseLab lab, Path dir) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        DatabaseErrors.requireThrown(db, "UPDATE", text(1, 12) + " while A holds it until 15",
                () -> call.run(db.path, 1, 12), HELD_BY_A);
    }

    /**
     * Another worker stores B's lease, their statements and the call's in every order: the
     * call is refused after it, or done before it ({@code afterCallFirst}: job-1 once the call
     * ran and B's lease landed on top), never decided on A's lease as it was before B's commit.
     */
    void requireRecheckAfterWait(LeaseLab lab, Path dir, Map<String, Object> afterCallFirst) throws Exception {
        JobsDb db = JobsDb.claimedByA(lab, dir);
        LockedTakeover.requireFenced(db, text(1, 12) + " while A holds it until 15",
                run -> () -> call.run(run.path, 1, 12), afterCallFirst);
    }

    /** A fence beyond the int range is compared whole: 1 does not match 2^32 + 1, the fence itself does. */
    void requireWideFenceCompared(LeaseLab lab, Path dir) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.put("job-1", "A", 15, WIDE_FENCE, null, 0);
        Map<String, Object> stored = db.row("job-1");
        Attempt narrowed = db.trying(text(1, 12) + " with A's lease stored with fence " + WIDE_FENCE + " until 15");
        narrowed.returns(false, () -> call.run(db.path, 1, 12));
        db.expectRow(narrowed, "job-1", stored);
        Attempt whole = db.trying(text(WIDE_FENCE, 12) + " with A's lease stored with fence " + WIDE_FENCE + " until 15");
        whole.returns(true, () -> call.run(db.path, WIDE_FENCE, 12));
        Map<String, Object> after = db.row("job-1");
        whole.holds(after != null && Values.same(WIDE_FENCE, after.get("fence")), "fence " + WIDE_FENCE + " kept",
                "stored row " + Values.show(after));
    }

    /** A lease until 15.5 has run out at now 15.75: a now cut to a whole number would still see it running. */
    void requireFractionalExpiry(LeaseLab lab, Path dir) throws Exception {
        JobsDb db = JobsDb.withJob(lab, dir, "job-1");
        db.trying("claim(db, \"job-1\", \"A\", now=10.5, ttl=5) on a new job")
                .returns(1L, () -> lab.claim(db.path, "job-1", "A", 10.5, 5));
        Attempt attempt = db.trying(text(1, 15.75) + " with A's lease until 15.5");
        attempt.returns(false, () -> call.run(db.path, 1, 15.75));
        db.expectRow(attempt, "job-1", job("job-1", "A", 15.5, 1, null, 0));
    }
}
