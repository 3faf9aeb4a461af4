package grader.checks.inbox;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;
import org.junit.jupiter.api.io.TempDir;

@LabStep(lab = "inbox", step = 6, title = "an HTTP receiver that ACKs only after the commit")
class Step6ReceiverChecks {
    private static final String SNACK_7 = Http.eventBody("snack-7", 7);
    /** How long the grader holds the sink's write lock while a POST waits for an answer. */
    private static final long HOLD_MILLIS = 1200;

    @TempDir
    Path dir;

    @Check(id = "new-event-acked", happyPath = true,
            purpose = "POST /events with snack-7/7 is answered 200 {\"id\":\"snack-7\",\"accepted\":true} and is stored")
    void newEventAcked(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            String tried = "POST " + SNACK_7 + " to http://127.0.0.1:" + receiver.port() + "/events";
            HttpResponse<String> response = Receivers.post(receiver, db, tried, SNACK_7);
            requireAck(response, "snack-7", tried, db);
            Sink.awaitState(db, tried, List.of(Sink.row("snack-7", 7)), 7, 3000);
        }
    }

    @Check(id = "duplicate-acked",
            purpose = "a resent snack-7/7 is answered 200 with the same ACK (a failure would make the publisher retry forever)")
    void duplicateAcked(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            Receivers.post(receiver, db, "POST " + SNACK_7 + " the first time", SNACK_7);
            String tried = "POST " + SNACK_7 + " again (a resend of work already stored)";
            requireAck(Receivers.post(receiver, db, tried, SNACK_7), "snack-7", tried, db);
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
        }
    }

    @Check(id = "conflict-not-acked",
            purpose = "snack-7/8 after snack-7/7 gets no success ACK and the first record and total stay")
    void conflictNotAcked(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            requireAck(Receivers.post(receiver, db, "POST " + SNACK_7, SNACK_7), "snack-7", "POST " + SNACK_7, db);
            String body = Http.eventBody("snack-7", 8);
            String tried = "POST " + body + " after snack-7/7 was stored";
            HttpResponse<String> response = Receivers.post(receiver, db, tried, body);
            Expect.trying(tried).state(() -> Sink.dump(db)).holds(!Http.isSuccessAck(response, "snack-7"),
                    "no success ACK (for example 409)", Http.show(response));
            Sink.requireState(db, tried, List.of(Sink.row("snack-7", 7)), 7);
        }
    }

    @Check(id = "bad-requests-get-4xx",
            purpose = "malformed JSON, a body that is not an object and an invalid event get a 4xx and write nothing")
    void badRequestsGet4xx(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        List<String> bodies = List.of("{", "snack-7", "[]", "[" + SNACK_7 + "]", "{\"id\":\"snack-7\",\"qty\":\"7\"}",
                "{\"id\":\"snack-7\",\"qty\":7.5}", "{\"id\":\"snack-7\",\"qty\":0}", "{\"id\":\"snack-7\",\"qty\":true}",
                "{\"id\":\"snack-7\",\"qty\":7,\"note\":\"x\"}", "{\"id\":\"\",\"qty\":7}", "{\"qty\":7}",
                SNACK_7 + " trailing");
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            for (String body : bodies) {
                String tried = "POST " + body;
                HttpResponse<String> response = Receivers.post(receiver, db, tried, body);
                Expect.trying(tried).state(() -> Sink.dump(db)).holds(response.statusCode() >= 400
                        && response.statusCode() < 500 && !Http.saysAccepted(response),
                        "a 4xx status whose body does not say \"accepted\": true (the request is wrong, retrying cannot help)",
                        Http.show(response));
                Sink.requireState(db, tried + " (nothing may be written)", List.of(), 0);
            }
        }
    }

    @Check(id = "ack-only-after-commit",
            purpose = "while the grader holds the sink's write lock no 200 may come; a 200 comes only once the row is committed")
    void ackOnlyAfterCommit(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        String tried = "POST " + SNACK_7 + " while the grader's own connection holds the sink's write lock (BEGIN IMMEDIATE)"
                + " until the receiver waits for it (at most " + HOLD_MILLIS + " ms), then up to " + HOLD_MILLIS
                + " ms more unless it answers";
        Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
        try (InboxReceiver receiver = Receivers.start(lab, db); Connection holder = Sqlite.open(db);
             Statement lock = holder.createStatement()) {
            lock.execute("BEGIN IMMEDIATE");
            CompletableFuture<HttpResponse<String>> pending = Http.postAsync(receiver.port(), SNACK_7);
            HttpResponse<String> early = Http.answerWhileBlocked(pending, HOLD_MILLIS);
            if (early != null) {
                attempt.holds(early.statusCode() != 200, "no 200 while nothing can have been committed",
                        "answered while the lock was held: " + Http.show(early));
            }
            lock.execute("ROLLBACK");
            Receivers.requireStoredOr5xx(attempt, db, tried, early, pending);
        }
    }

    @Check(id = "seed-table-over-http",
            purpose = "the seed's four calls over HTTP: ACK, ACK, no success ACK, ACK; rows 1,1,1,2; total 7,7,7,14")
    void seedTableOverHttp(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        List<Map<String, Object>> one = List.of(Sink.row("snack-7", 7));
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            row(receiver, db, "snack-7", 7, true, one, 7);
            row(receiver, db, "snack-7", 7, true, one, 7);
            row(receiver, db, "snack-7", 8, false, one, 7);
            row(receiver, db, "snack-8", 7, true, List.of(Sink.row("snack-7", 7), Sink.row("snack-8", 7)), 14);
        }
    }

    private static void row(InboxReceiver receiver, Path db, String id, long qty, boolean acked,
            List<Map<String, Object>> rows, long total) throws Exception {
        String body = Http.eventBody(id, qty);
        String tried = "in the seed's table, POST " + body;
        HttpResponse<String> response = Receivers.post(receiver, db, tried, body);
        Expect.trying(tried).state(() -> Sink.dump(db)).holds(Http.isSuccessAck(response, id) == acked,
                acked ? "a success ACK" : "no success ACK", Http.show(response));
        Sink.requireState(db, tried, rows, total);
    }

    @Check(id = "one-port-and-sink-per-receiver",
            purpose = "two receivers on two sink files run at once on different ephemeral ports, each writing to its own file")
    void onePortAndSinkPerReceiver(InboxLab lab) throws Exception {
        Path dbA = Sink.initialised(lab, Files.createDirectories(dir.resolve("a")));
        Path dbB = Sink.initialised(lab, Files.createDirectories(dir.resolve("b")));
        try (InboxReceiver a = Receivers.start(lab, dbA); InboxReceiver b = Receivers.start(lab, dbB)) {
            Expect.trying("startReceiver twice, for a/sink.db and b/sink.db").holds(
                    a.port() > 0 && b.port() > 0 && a.port() != b.port(), "two different ports from 1 to 65535",
                    "ports " + a.port() + " and " + b.port());
            String bodyB = Http.eventBody("snack-8", 7);
            requireAck(Receivers.post(a, dbA, "POST " + SNACK_7 + " to receiver a", SNACK_7), "snack-7", "POST to receiver a", dbA);
            requireAck(Receivers.post(b, dbB, "POST " + bodyB + " to receiver b", bodyB), "snack-8", "POST to receiver b", dbB);
            Sink.requireState(dbA, "POST snack-7/7 to receiver a only", List.of(Sink.row("snack-7", 7)), 7);
            Sink.requireState(dbB, "POST snack-8/7 to receiver b only", List.of(Sink.row("snack-8", 7)), 7);
        }
    }

    @Check(id = "close-frees-port", purpose = "close() stops the receiver so that its port can be bound again")
    void closeFreesPort(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        InboxReceiver receiver = Receivers.start(lab, db);
        int port = receiver.port();
        try {
            Receivers.post(receiver, db, "POST " + SNACK_7, SNACK_7);
        } finally {
            receiver.close();
        }
        try (ServerSocket again = new ServerSocket()) {
            again.setReuseAddress(true);
            Expect.trying("binding 127.0.0.1:" + port + " after receiver.close()").returns(() -> {
                again.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
                return null;
            });
        }
    }

    private static void requireAck(HttpResponse<String> response, String id, String tried, Path db) {
        Expect.trying(tried).state(() -> Sink.dump(db)).holds(Http.isSuccessAck(response, id),
                "status 200 with {\"id\":\"" + id + "\",\"accepted\":true}", Http.show(response));
    }
}
