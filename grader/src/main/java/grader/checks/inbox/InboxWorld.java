package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.util.List;
import labs.inbox.InboxLab;

/**
 * One run of a generated sequence: two instances of the code under test, and sink databases
 * of the run's own, each with the connection the grader lends to every call on it.
 */
record InboxWorld(InboxLab first, InboxLab second, List<Path> files, List<Connection> connections) {

    InboxLab instance(int which) {
        return which == 0 ? first : second;
    }
}
