package grader.checks.batch;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import grader.check.explore.Expected;

/**
 * The batch lab's contract as state: the jobs, the ledger and the wallets, changed the way
 * {@code BatchLab}'s Javadoc says each call changes them.
 */
final class BatchModel {
    /** One row of reward_job. */
    static final class Job {
        String player;
        long gold;
        String status = "PENDING";
        String owner;
        double leaseUntil;
        long fence;
    }

    /**
     * The owner of a job a worker of runPending claimed: the contract leaves its workers' names
     * to the submission, so any owner stored there matches, and no generated call is that owner.
     */
    static final String RUN_WORKER = "(a worker of runPending)";

    final Map<String, Job> jobs = new TreeMap<>();
    final TreeSet<String> ledger = new TreeSet<>();
    final Map<String, Long> wallets = new TreeMap<>();
    /** The grader made every write to the three tables fail (a trigger raises). */
    boolean writesFail;
    /** While writes fail: the ledger's too (from step 5), not only the job's and the wallet's. */
    boolean ledgerFails;

    /** A copy that a change to leaves this model as it is: to try a serial order of racing calls on. */
    BatchModel copy() {
        BatchModel copy = new BatchModel();
        jobs.forEach((id, job) -> {
            Job same = new Job();
            same.player = job.player;
            same.gold = job.gold;
            same.status = job.status;
            same.owner = job.owner;
            same.leaseUntil = job.leaseUntil;
            same.fence = job.fence;
            copy.jobs.put(id, same);
        });
        copy.ledger.addAll(ledger);
        copy.wallets.putAll(wallets);
        copy.writesFail = writesFail;
        copy.ledgerFails = ledgerFails;
        return copy;
    }

    /** A PENDING job, or an IN_PROGRESS one whose lease ended ({@code lease_until <= now}). */
    boolean claimable(String id, double now) {
        Job job = jobs.get(id);
        return job != null && (job.status.equals("PENDING")
                || job.status.equals("IN_PROGRESS") && !(job.leaseUntil > now));
    }

    /** A claim that takes job {@code id}: IN_PROGRESS for {@code owner} until {@code now + ttl}, the fence one up. */
    void claim(String id, String owner, double now, double ttl) {
        Job job = jobs.get(id);
        job.status = "IN_PROGRESS";
        job.owner = owner;
        job.leaseUntil = now + ttl;
        job.fence = job.fence + 1;
    }

    /** IN_PROGRESS for this owner and fence, with {@code lease_until > now}. */
    boolean holds(String id, String owner, long fence, double now) {
        Job job = jobs.get(id);
        return job != null && job.status.equals("IN_PROGRESS") && owner.equals(job.owner) && !owner.equals(RUN_WORKER)
                && job.fence == fence && job.leaseUntil > now;
    }

    /** A pay of {@code id} that went through: its ledger row, its gold in the wallet, the job DONE. */
    void pay(String id) {
        Job job = jobs.get(id);
        ledger.add(id);
        wallets.merge(job.player, job.gold, Long::sum);
        job.status = "DONE";
    }

    /** See {@link Expected#underWriteFailure}: what a call may do while the grader makes writes fail. */
    Expected underFailure(Expected usual, boolean changes) {
        return Expected.underWriteFailure(writesFail, usual, changes);
    }

    /**
     * The stored state the contract fixes, as the report shows it: a DONE job's owner and
     * lease are not compared (the contract says it is marked DONE, not what else the mark keeps).
     */
    Map<String, Object> view() {
        Map<String, Object> view = new LinkedHashMap<>();
        jobs.forEach((id, job) -> view.put("job " + id, jobView(job.player, job.gold, job.status, job.owner,
                job.leaseUntil, job.fence)));
        view.put("ledger", new TreeSet<>(ledger).toString());
        wallets.forEach((player, gold) -> view.put("wallet " + player, gold));
        return view;
    }

    static Map<String, Object> jobView(String player, long gold, String status, String owner, double lease, long fence) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("player", player);
        row.put("gold", gold);
        row.put("status", status);
        if (!"DONE".equals(status)) {
            row.put("owner", owner);
            row.put("lease_until", lease);
        }
        row.put("fence", fence);
        return row;
    }
}
