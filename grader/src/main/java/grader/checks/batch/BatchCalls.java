package grader.checks.batch;

import java.sql.Connection;
import grader.check.Stubs;
import grader.check.Attempt;
import grader.check.Expect;
import grader.check.Values;
import labs.FaultHook;
import labs.batch.BatchLab;

/**
 * The calls a scenario makes on its way to what a check is about, each described for the
 * student, so that an earlier step failing on the way is reported as such.
 */
final class BatchCalls {
    private final BatchLab lab;
    private final BatchDb db;

    BatchCalls(BatchLab lab, BatchDb db) {
        this.lab = lab;
        this.db = db;
    }

    static String enqueueCall(String jobId, String playerId, long gold) {
        return "enqueue(con, \"" + jobId + "\", \"" + playerId + "\", " + gold + ")";
    }

    static String claimCall(String jobId, String owner, double now, double ttl) {
        return "claim(con, \"" + jobId + "\", \"" + owner + "\", now=" + now + ", ttl=" + ttl + ")";
    }

    static String payCall(String jobId, String owner, long fence, double now, String hook) {
        return "pay(con, \"" + jobId + "\", \"" + owner + "\", fence=" + fence + ", now=" + now + ", " + hook + ")";
    }

    /** A new job, which must be accepted. */
    void enqueue(Connection con, String jobId, String playerId, long gold) {
        Expect.trying(enqueueCall(jobId, playerId, gold) + " of a new job").state(db::dump)
                .returns(true, () -> lab.enqueue(con, jobId, playerId, gold));
    }

    /** A claim that must succeed; returns the fence it handed out. */
    long claim(Connection con, String jobId, String owner, double now, double ttl) {
        Long fence = Expect.trying(claimCall(jobId, owner, now, ttl) + " of a claimable job").state(db::dump)
                .returnsMatching("a fence number", f -> f != null, () -> lab.claim(con, jobId, owner, now, ttl));
        return fence;
    }

    /** A pay with no fault hook that must succeed. */
    void pay(Connection con, String jobId, String owner, long fence, double now) {
        Expect.trying(payCall(jobId, owner, fence, now, "fault=null") + " by the job's owner, within its lease")
                .state(db::dump).returns(true, () -> lab.pay(con, jobId, owner, fence, now, (FaultHook) null));
    }

    /** The outcome of a raced or blocked call must be {@code expected}; an exception is named by what it was. */
    static void requireOutcome(Attempt attempt, Racers.Outcome<?> out, Object expected, String expectedText) {
        rethrowStub(out.error());
        attempt.holds(!out.threw() && Values.same(expected, out.value()), expectedText,
                out.threw() ? Observed.error(out.error()) : Values.show(out.value()));
    }

    /**
     * The call must fail with the database error the grader caused (a missing table), passed
     * on, not turned into a return value or another exception.
     */
    static void requireDbError(Attempt attempt, String table, Attempt.Call<?> call) {
        Exception thrown = attempt.throwsA(Exception.class, call);
        rethrowStub(thrown);
        attempt.holds(mentions(thrown, "no such table"), "the database error (no such table: " + table
                + ") passed on", Values.show(thrown));
    }

    private static boolean mentions(Throwable thrown, String text) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (String.valueOf(t.getMessage()).contains(text)) {
                return true;
            }
        }
        return false;
    }

    /** A starter stub's UnsupportedOperationException is reported as "not implemented", never wrapped. */
    static void rethrowStub(Throwable thrown) {
        Stubs.rethrowIfStub(thrown);
    }
}
