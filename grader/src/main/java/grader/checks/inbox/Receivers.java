package grader.checks.inbox;

import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import grader.check.Attempt;
import grader.check.Expect;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;

/** Starting the submission's receiver and posting to it, with the failure a student reads when that alone fails. */
final class Receivers {
    private Receivers() {
    }

    static InboxReceiver start(InboxLab lab, Path db) {
        return Expect.trying("startReceiver(\"" + db.getFileName() + "\") on an initialised sink")
                .state(() -> Sink.dump(db)).returns(() -> lab.startReceiver(db.toString()));
    }

    static HttpResponse<String> post(InboxReceiver receiver, Path db, String tried, String body) {
        return Expect.trying(tried + " to http://127.0.0.1:" + receiver.port() + "/events").state(() -> Sink.dump(db))
                .returns(() -> Http.post(receiver.port(), body));
    }

    /**
     * Once the grader no longer holds the commit up: the answer ({@code early} if it came
     * already) is a success ACK with snack-7/7 stored, or a 5xx with nothing stored.
     */
    static void requireStoredOr5xx(Attempt attempt, Path db, String tried, HttpResponse<String> early,
            CompletableFuture<HttpResponse<String>> pending) throws Exception {
        HttpResponse<String> answer = early != null ? early
                : pending.get(Http.ANSWER_LIMIT.toMillis() + 1000, TimeUnit.MILLISECONDS);
        if (answer.statusCode() == 200) {
            attempt.holds(Http.isSuccessAck(answer, "snack-7"), "status 200 with {\"id\":\"snack-7\",\"accepted\":true}",
                    Http.show(answer));
            Sink.requireState(db, tried + " (read as soon as the 200 arrived)", List.of(Sink.row("snack-7", 7)), 7);
        } else {
            attempt.holds(answer.statusCode() >= 500, "200 after the commit, or a 5xx (not stored, may retry)",
                    Http.show(answer));
            Sink.requireState(db, tried + " (answered " + answer.statusCode() + ", so nothing may be stored)", List.of(), 0);
        }
    }
}
