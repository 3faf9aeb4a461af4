package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import grader.check.CheckContext;
import labs.inbox.InboxLab;

/**
 * One run of a generated sequence: two instances of the code under test, and sink databases
 * of the run's own, each with the connection the grader lends to every call on it, and a
 * second one for the call that races it; the check's context starts the processes of the
 * calls that are killed.
 */
record InboxWorld(InboxLab first, InboxLab second, List<Path> files, List<Connection> connections,
        List<Connection> seconds, CheckContext context) {

    InboxLab instance(int which) {
        return which == 0 ? first : second;
    }

    /** The same run, its calls lent the second connections: the racing call's view. */
    InboxWorld onSecondConnections() {
        return new InboxWorld(first, second, files, seconds, seconds, context);
    }
}
