package grader.checks.lease;

import grader.check.CheckContext;
import grader.check.db.ThreadSnapshot;
import labs.lease.LeaseLab;

/**
 * One run of a generated sequence: two instances of the code under test (state lives in the
 * database only, so either may make any call), a database file of the run's own, and the
 * threads that were alive before the run (claimMany must stop the pool it starts), and the
 * check's context (a call killed in a process of its own needs the submission's class path).
 */
record LeaseWorld(LeaseLab first, LeaseLab second, JobsDb db, ThreadSnapshot threadsBefore, boolean shrinking,
        CheckContext context) {

    LeaseLab instance(int which) {
        return which == 0 ? first : second;
    }

    String path() {
        return db.path;
    }
}
