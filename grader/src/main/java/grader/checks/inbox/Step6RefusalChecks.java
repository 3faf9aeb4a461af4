package grader.checks.inbox;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 6: each refusal in its own status class, so the publisher knows what to do next: a
 * conflict is 409 (the publisher's fault, never retried as is), a database error a 5xx (try
 * again later); neither body may say {@code "accepted": true}.
 */
@LabStep(lab = "inbox", step = 6, title = "an HTTP receiver that ACKs only after the commit")
class Step6RefusalChecks {
    private static final String SNACK_7 = Http.eventBody("snack-7", 7);

    @TempDir
    Path dir;

    @Check(id = "conflict-is-409",
            purpose = "snack-7/8 after snack-7/7 is answered 409 (not a 2xx or 5xx) and its body does not say \"accepted\": true")
    void conflictIs409(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            Receivers.post(receiver, db, "POST " + SNACK_7, SNACK_7);
            String body = Http.eventBody("snack-7", 8);
            String tried = "POST " + body + " after snack-7/7 was stored";
            HttpResponse<String> response = Receivers.post(receiver, db, tried, body);
            Expect.trying(tried).state(() -> Sink.dump(db)).holds(response.statusCode() == 409 && !Http.saysAccepted(response),
                    "status 409 whose body does not say \"accepted\": true", Http.show(response));
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
        }
    }

    @Check(id = "database-error-is-5xx",
            purpose = "when the sink cannot be written (a trigger makes the stock write fail) the answer is a 5xx, not accepted, and nothing is stored")
    void databaseErrorIs5xx(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            Triggers.failStock(db);
            String tried = "POST " + SNACK_7 + " while a trigger makes every write of the stock row fail";
            HttpResponse<String> response = Receivers.post(receiver, db, tried, SNACK_7);
            Expect.trying(tried).state(() -> Sink.dump(db)).holds(response.statusCode() >= 500 && response.statusCode() < 600
                    && !Http.saysAccepted(response), "a 5xx status (not stored, the publisher may retry) whose body does not "
                    + "say \"accepted\": true", Http.show(response));
            Sink.requireState(db, tried + " (nothing may be stored)", List.of(), 0);
        }
    }

    @Check(id = "listens-on-loopback-only",
            purpose = "the receiver's listening socket is bound to 127.0.0.1, not to every address of the machine")
    void listensOnLoopbackOnly(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            List<String> addresses = ListeningSockets.localAddresses(receiver.port());
            Expect.trying("startReceiver, then reading the listening sockets of port " + receiver.port()
                    + " from /proc/net/tcp and /proc/net/tcp6").holds(addresses.stream().allMatch(ListeningSockets::isLoopback),
                    "only a loopback address (bind 127.0.0.1, not the wildcard 0.0.0.0 or ::)", addresses);
        }
    }
}
