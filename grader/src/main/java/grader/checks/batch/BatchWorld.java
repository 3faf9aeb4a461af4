package grader.checks.batch;

import java.sql.Connection;
import grader.check.CheckContext;
import labs.batch.BatchLab;

/**
 * One run: a database of its own, and two instances of the code under test, each on its own
 * borrowed connection; the check's context starts the processes of the calls that are killed.
 */
record BatchWorld(BatchDb db, BatchLab first, BatchLab second, Connection firstCon, Connection secondCon,
        CheckContext context) {

    BatchLab instance(int which) {
        return which == 0 ? first : second;
    }

    Connection connection(int which) {
        return which == 0 ? firstCon : secondCon;
    }
}
