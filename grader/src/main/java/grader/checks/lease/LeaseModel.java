package grader.checks.lease;

import java.util.LinkedHashMap;
import java.util.Map;
import grader.check.explore.Expected;

/**
 * The lease lab's contract as state: the rows of {@code jobs}, changed the way the Javadoc of
 * {@code LeaseLab} says each call changes them. Exploring checks compare the code under test
 * with it after every generated call.
 */
final class LeaseModel {
    /** One row of {@code jobs}. */
    static final class Job {
        String owner;
        double until;
        long fence;
        String result;
        int done;

        Job copy() {
            Job job = new Job();
            job.owner = owner;
            job.until = until;
            job.fence = fence;
            job.result = result;
            job.done = done;
            return job;
        }
    }

    final Map<String, Job> jobs = new LinkedHashMap<>();
    /** The grader made every insert and update of jobs fail (a trigger raises): no call may change a row. */
    boolean writesFail;

    /** See {@link Expected#underWriteFailure}: what a call may do while the grader makes writes fail. */
    Expected underFailure(Expected usual, boolean changes) {
        return Expected.underWriteFailure(writesFail, usual, changes);
    }

    Job job(String id) {
        return jobs.get(id);
    }

    /** A copy that a change to leaves this model as it is: to try a serial order of racing calls on. */
    LeaseModel copy() {
        LeaseModel copy = new LeaseModel();
        jobs.forEach((id, job) -> copy.jobs.put(id, job.copy()));
        copy.writesFail = writesFail;
        return copy;
    }

    /** The row of {@code id} as the six columns, or null when there is none. */
    Map<String, Object> row(String id) {
        Job job = jobs.get(id);
        return job == null ? null : JobsDb.job(id, job.owner, job.until, job.fence, job.result, job.done);
    }

    /** Whether a claim at {@code now} takes the job: it exists, is not done, and its lease ended ({@code until <= now}). */
    boolean claimable(String id, double now) {
        Job job = jobs.get(id);
        return job != null && job.done == 0 && !(job.until > now);
    }

    /** Whether {@code owner} with {@code fence} holds the current lease of {@code id} at {@code now}. */
    boolean holds(String id, String owner, long fence, double now) {
        Job job = jobs.get(id);
        return job != null && owner.equals(job.owner) && job.fence == fence && job.done == 0 && job.until > now;
    }

    /** Stores the lease a claim gave {@code owner}; returns the new fence. */
    long take(String id, String owner, double now, double ttl) {
        Job job = jobs.get(id);
        job.owner = owner;
        job.until = now + ttl;
        job.fence = job.fence + 1;
        return job.fence;
    }
}
