package grader.checks.inbox;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 6: the ACK follows the COMMIT. A reader of the grader's stays in the way of the
 * receiver's commit (in SQLite's rollback journal a COMMIT waits for every reader to
 * finish) while the writes themselves can go ahead, so a 200 sent between the writes and the
 * COMMIT arrives while the event is still not committed, every time.
 */
@LabStep(lab = "inbox", step = 6, title = "an HTTP receiver that ACKs only after the commit")
class Step6CommitChecks {
    private static final String SNACK_7 = Http.eventBody("snack-7", 7);
    /** How long the grader's reader stays in the way of the receiver's commit. */
    private static final long HOLD_MILLIS = 1200;

    @TempDir
    Path dir;

    @Check(id = "ack-waits-for-commit-behind-reader",
            purpose = "while a reader keeps the receiver's COMMIT from finishing no 200 may come; once it has gone, a 200 means the row is committed")
    void ackWaitsForCommitBehindReader(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        String tried = "POST " + SNACK_7 + " while the grader's connection holds a read transaction on the sink until the receiver"
                + " waits for it (at most " + HOLD_MILLIS + " ms), then up to " + HOLD_MILLIS + " ms more unless it answers"
                + " (the receiver's COMMIT cannot finish before it ends)";
        Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
        try (InboxReceiver receiver = Receivers.start(lab, db); Connection reader = Sqlite.open(db);
             Statement read = reader.createStatement()) {
            read.execute("BEGIN");
            read.executeQuery("SELECT COUNT(*) FROM inbox").close();
            CompletableFuture<HttpResponse<String>> pending = Http.postAsync(receiver.port(), SNACK_7);
            HttpResponse<String> early = Http.answerWhileBlocked(pending, HOLD_MILLIS);
            if (early != null && early.statusCode() == 200) {
                attempt.holds(committed(db), "no 200 while the receive's COMMIT cannot finish",
                        "answered while the event was not committed: " + Http.show(early));
            }
            read.execute("ROLLBACK");
            Receivers.requireStoredOr5xx(attempt, db, tried, early, pending);
        }
    }

    /** Whether a new connection sees snack-7 now; a database it cannot read has not committed it. */
    private static boolean committed(Path db) {
        try (Connection con = Sqlite.open(db, 0); Statement st = con.createStatement();
             ResultSet rs = st.executeQuery("SELECT COUNT(*) FROM inbox WHERE id = 'snack-7'")) {
            return rs.next() && rs.getLong(1) == 1;
        } catch (SQLException commitStillPending) {
            return false;
        }
    }
}
