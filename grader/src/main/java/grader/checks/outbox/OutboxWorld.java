package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import labs.outbox.OutboxLab;

/**
 * One run of a generated sequence: two instances of the code under test (one process to the
 * code), the run's own source and sink files, each with the connection the grader lends to
 * every call on it, and (from step 8 on) the grader's HTTP peer.
 */
record OutboxWorld(OutboxLab first, OutboxLab second, Path source, Path sink, Connection sourceCon,
        Connection sinkCon, ScriptedPeer peer) {

    OutboxLab instance(int which) {
        return which == 0 ? first : second;
    }
}
