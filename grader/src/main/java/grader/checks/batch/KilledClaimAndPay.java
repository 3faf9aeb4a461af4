package grader.checks.batch;

import grader.check.crash.KilledCall;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import grader.labs.Lab;

/**
 * A worker in a process of its own that claims a job and pays it, SIGKILLed when the pay
 * reaches a fault point: the claim was committed on its own and stays; of the payment,
 * nothing survives before the commit, all of it after. The calls after it (a takeover once
 * the lease is over, a pay with the new fence) meet what survived.
 */
record KilledClaimAndPay(String id, String owner, double now, double ttl, String point)
        implements Op<BatchWorld, BatchModel> {
    private static final String SCENARIO = "batch.pay";

    public String call() {
        return "claim(con, " + BatchOps.q(id) + ", " + BatchOps.q(owner) + ", now=" + now + ", ttl=" + ttl
                + ") and pay(...) with the fence it got, in a worker process of its own, SIGKILLed when the pay reaches "
                + point;
    }

    public Outcome perform(BatchWorld world) {
        return Outcome.of(() -> KilledCall.at(world.context(), Lab.BATCH, point, SCENARIO, world.db().file, id, owner,
                now, ttl, point));
    }

    public Expected expect(BatchModel model) {
        if (!reachesPoints(model)) {
            // Shrinking may drop what made the job claimable: a refused claim or pay need not reach a point.
            return Expected.of("anything: the job cannot be claimed and paid here, so no fault point need be reached",
                    outcome -> true, Outcome.returned(KilledCall.killedAt(point)));
        }
        return Expected.value(KilledCall.killedAt(point));
    }

    public void apply(BatchModel model, Outcome actual) {
        boolean pays = reachesPoints(model);
        if (!claims(model)) {
            return;
        }
        model.claim(id, owner, now, ttl);
        BatchModel.Job job = model.jobs.get(id);
        if (pays && point.equals("after-commit")) {
            model.ledger.add(id);
            model.wallets.merge(job.player, job.gold, Long::sum);
            job.status = "DONE";
        }
    }

    private boolean claims(BatchModel model) {
        return ttl > 0 && !model.writesFail && model.claimable(id, now);
    }

    private boolean reachesPoints(BatchModel model) {
        return claims(model) && !model.ledger.contains(id);
    }
}
