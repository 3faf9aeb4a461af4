package grader.checks.inbox;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 8 through the receiver of step 6: requests that arrive together (its server may run
 * them on a pool, each on its own connection or not) are each a valid event that must be
 * answered like a lone one. It is step 8's because a receive that does not serialise its
 * writers fails it as surely as a receiver that shares one connection.
 */
@LabStep(lab = "inbox", step = 8, title = "the same id at once is applied once; busy is never done")
class Step8ReceiverLoadChecks {
    private static final int EVENTS = 6;
    /** Shorter than any busy timeout a receiver may keep (sqlite-jdbc's default is 3 s; step 6 holds 1.2 s). */
    private static final long HOLD_MILLIS = 400;
    /** How many times an event answered with a 5xx is POSTed again before its answer counts. */
    private static final int RESENDS = 3;

    @TempDir
    Path dir;

    @Check(id = "posts-at-once-all-acked",
            purpose = "six new events and two resends POSTed at the same moment, lined up by a write lock the grader holds for a moment, are each answered 200 with their ACK (an event answered 5xx, busy, is resent up to 3 times), and each event is stored once")
    void postsAtOnceAllAcked(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        List<String> ids = new ArrayList<>();
        List<Map<String, Object>> rows = new ArrayList<>();
        long total = 0;
        for (int i = 1; i <= EVENTS; i++) {
            ids.add("snack-" + i);
            rows.add(Sink.row("snack-" + i, i));
            total += i;
        }
        ids.add("snack-1");
        ids.add("snack-2");
        String tried = "POST of " + ids + " (qty = the number) to /events, all at the same moment, while the grader holds"
                + " the sink's write lock for " + HOLD_MILLIS + " ms, so that they all meet";
        try (InboxReceiver receiver = Receivers.start(lab, db); Connection holder = Sqlite.open(db);
             Statement lock = holder.createStatement()) {
            // Held, the lock lines the requests up in the receiver by force, not by a lucky schedule.
            lock.execute("BEGIN IMMEDIATE");
            List<CompletableFuture<HttpResponse<String>>> pending = new ArrayList<>();
            for (String id : ids) {
                pending.add(Http.postAsync(receiver.port(), Http.eventBody(id, Long.parseLong(id.substring(6)))));
            }
            Thread.sleep(HOLD_MILLIS);
            lock.execute("ROLLBACK");
            for (int i = 0; i < ids.size(); i++) {
                HttpResponse<String> response = Http.answerWithin(pending.get(i), Http.ANSWER_LIMIT.toMillis());
                String id = ids.get(i);
                // A 5xx says "not now": a sender resends, as the seed's does, and a receiver whose busy
                // timeout ran out while a loaded machine worked through the queue is not wrong.
                for (int again = 0; again < RESENDS && response != null && response.statusCode() >= 500; again++) {
                    response = Http.post(receiver.port(), Http.eventBody(id, Long.parseLong(id.substring(6))));
                }
                Expect.trying(tried).state(() -> Sink.dump(db)).holds(response != null && Http.isSuccessAck(response, id),
                        "status 200 with {\"id\":\"" + id + "\",\"accepted\":true} for " + id + " (a valid event, new or"
                                + " resent, on a database nobody else locks)",
                        response == null ? "no answer" : Http.show(response));
            }
        }
        Sink.awaitState(db, tried, rows, total, 3000);
    }
}
