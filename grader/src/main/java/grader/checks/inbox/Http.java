package grader.checks.inbox;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import labs.Json;
import grader.check.db.LockWaiters;

/** The grader's publisher side: real HTTP to the receiver on 127.0.0.1, no proxy, every wait bounded. */
final class Http {
    /** One client for all checks: its threads are shared instead of piling up per check. */
    private static final HttpClient CLIENT = grader.check.http.SharedHttpClient.CLIENT;
    static final Duration ANSWER_LIMIT = Duration.ofSeconds(10);

    private Http() {
    }

    /** POSTs {@code body} to {@code /events} and waits for the answer, at most {@link #ANSWER_LIMIT}. */
    static HttpResponse<String> post(int port, String body) throws Exception {
        return postAsync(port, body).get(ANSWER_LIMIT.toMillis() + 1000, TimeUnit.MILLISECONDS);
    }

    /** Sends without waiting, for checks that do something while the receiver is busy. */
    static CompletableFuture<HttpResponse<String>> postAsync(int port, String body) {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/events"))
                .timeout(ANSWER_LIMIT)
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        return CLIENT.sendAsync(request, HttpResponse.BodyHandlers.ofString());
    }

    /** The answer if it comes within {@code millis}, else null (the request stays pending). */
    static HttpResponse<String> answerWithin(CompletableFuture<HttpResponse<String>> pending, long millis) throws Exception {
        try {
            return pending.get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException stillWaiting) {
            return null;
        }
    }

    /**
     * The answer that came while the grader kept the receiver from committing, or null. The
     * grader waits until a thread has been seen asleep in SQLite's busy wait (at most
     * {@code capMillis}), then keeps the receiver blocked for up to {@code capMillis} more
     * unless it answers first. Releasing as soon as the receiver waits would let an ACK that a
     * receiver sends after a timeout of its own, while its commit still waits, arrive after the
     * release and pass; a correct receiver simply answers once it is released (or 5xx when its
     * own busy timeout ends first).
     */
    static HttpResponse<String> answerWhileBlocked(CompletableFuture<HttpResponse<String>> pending, long capMillis)
            throws Exception {
        LockWaiters.awaitSqliteWriters(LockWaiters.everyThread(), 1, pending::isDone, capMillis);
        return answerWithin(pending, capMillis);
    }

    /** The JSON body of an event, as a publisher sends it. */
    static String eventBody(String id, long qty) {
        return "{\"id\":\"" + id + "\",\"qty\":" + qty + "}";
    }

    /** The lab's definition of a success ACK: 200, a JSON object, the same id, accepted exactly true. */
    static boolean isSuccessAck(HttpResponse<String> response, String id) {
        return isSuccessAck(response.statusCode(), response.body(), id);
    }

    /** The same, for an answer read off a raw socket. */
    static boolean isSuccessAck(int status, String text, String id) {
        if (status != 200) {
            return false;
        }
        try {
            Object body = Json.parse(text);
            return body instanceof Map && id.equals(((Map<?, ?>) body).get("id"))
                    && Boolean.TRUE.equals(((Map<?, ?>) body).get("accepted"));
        } catch (IllegalArgumentException notJson) {
            return false;
        }
    }

    /** Whether the body is a JSON object saying {@code "accepted": true}: a refusal must never say so. */
    static boolean saysAccepted(HttpResponse<String> response) {
        try {
            return Json.parse(response.body()) instanceof Map<?, ?> body && Boolean.TRUE.equals(body.get("accepted"));
        } catch (IllegalArgumentException notJson) {
            return false;
        }
    }

    /** Status and body, as a student reads them in a failure message. */
    static String show(HttpResponse<String> response) {
        return "status " + response.statusCode() + " with body " + response.body();
    }
}
