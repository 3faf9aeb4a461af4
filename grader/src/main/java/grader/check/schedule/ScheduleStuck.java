package grader.check.schedule;

import grader.model.GraderLimit;

/**
 * A forced run that cannot reach its decision point: the grader's fault or limit, never the
 * submission's verdict, so it ends the check as an error that says so.
 */
public final class ScheduleStuck extends GraderLimit {
    ScheduleStuck(String why, Trace trace) {
        super("the grader could not drive its forced schedule (" + why + "); schedule so far: " + trace);
    }
}
