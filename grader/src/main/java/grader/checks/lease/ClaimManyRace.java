package grader.checks.lease;

import java.util.List;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedule;
import labs.lease.LeaseLab;

/**
 * claimMany with its claims' statements in an order the grader forces: each connection the
 * call opens to the file is an actor (C1, C2, ... as they open), held at every statement
 * until the schedule lets it go. Claims that run at the same time wait at their gates at the
 * same time; claims run one after another never do.
 */
final class ClaimManyRace {
    private ClaimManyRace() {
    }

    static RaceResult run(LeaseLab lab, JobsDb db, String jobId, List<String> owners, Schedule schedule)
            throws InterruptedException {
        Actor.Call call = new Actor.Call("claimMany", () -> lab.claimMany(db.path, jobId, owners, 10, 5));
        return ForcedRun.perConnection(db.file, owners.size(), call).run(schedule);
    }
}
