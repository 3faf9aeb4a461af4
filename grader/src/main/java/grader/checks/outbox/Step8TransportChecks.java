package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.http.FakeReceiver;
import grader.check.http.ProxyTrap;
import grader.check.http.Replies;
import labs.outbox.OutboxLab;

/** HTTP errors and connection failures pass through as IOException; no redirect, no proxy. */
@LabStep(lab = "outbox", step = 8, title = "deliver over HTTP and recover after a restart")
class Step8TransportChecks {

    @Check(id = "http-error-passes-through", purpose = "a 500 or 404, even with a good ACK body, is an IOException, not a DeliveryException")
    void httpErrorPassesThrough(OutboxLab lab) throws Exception {
        for (int status : new int[] {500, 404}) {
            try (FakeReceiver receiver = FakeReceiver.start(Replies.body(status, Replies::goodAck))) {
                Attempt attempt = HttpAttempts.tried(receiver, status + " " + Replies.goodAck("snack-7"));
                HttpAttempts.passesThrough(lab, receiver, status + " with a good ACK body", HttpAttempts.PATIENT);
                HttpAttempts.sentOnce(attempt, receiver);
            }
        }
    }

    @Check(id = "redirect-not-followed", purpose = "a 302 to a server that would ACK is not followed: an IOException, the second server sees nothing")
    void redirectNotFollowed(OutboxLab lab) throws Exception {
        try (FakeReceiver target = FakeReceiver.start(Replies.ack());
             FakeReceiver redirecting = FakeReceiver.start(Replies.redirect(target.url()))) {
            Attempt attempt = HttpAttempts.tried(redirecting, "302 Location: " + target.url());
            HttpAttempts.passesThrough(lab, redirecting, "302 to " + target.url(), HttpAttempts.PATIENT);
            HttpAttempts.sentOnce(attempt, redirecting);
            attempt.holds(target.connectionCount() == 0, "no connection to the redirect target",
                    target.connectionCount() + " connection(s), requests " + target.requests());
        }
    }

    @Check(id = "no-proxy-used", purpose = "with every JVM proxy setting pointing at a recorder, the request still goes straight to the receiver")
    void noProxyUsed(OutboxLab lab) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.ack()); ProxyTrap trap = ProxyTrap.set()) {
            Attempt attempt = Expect.trying("sendHttp(\"" + receiver.url() + "\", {id=\"snack-7\", qty=7}, " + HttpAttempts.PATIENT + ") with ProxySelector.setDefault"
                    + " and http.proxyHost/http.proxyPort pointing at a recording proxy, http.nonProxyHosts=\"\"")
                    .state(() -> "the receiver saw " + receiver.requests() + "; the proxy saw " + trap.proxied());
            Object result = attempt.returns(() -> lab.sendHttp(receiver.url(), event("snack-7", 7), HttpAttempts.PATIENT));
            attempt.holds(trap.proxied().isEmpty(), "nothing at the proxy", trap.proxied());
            attempt.holds(Boolean.TRUE.equals(result), "true from the receiver's good ACK", result);
            HttpAttempts.sentOnce(attempt, receiver);
        }
    }

    @Check(id = "slow-response-times-out", purpose = "no answer within the timeout is an IOException, raised soon after the timeout")
    void slowResponseTimesOut(OutboxLab lab) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.silence())) {
            Attempt attempt = HttpAttempts.tried(receiver, "silence", 0.3);
            requireTimedOut(lab, receiver, 0.3, attempt,
                    "no outcome after 2.5 s: is a fractional timeout cut to 0 (which many clients read as no timeout)?");
            // On a loaded machine 0.3 s may end before a client's first request is out (a new
            // HttpClient starts threads and a selector): no request is fine, a second one is not.
            attempt.holds(receiver.requests().size() <= 1, "at most one request at the receiver (no retry)",
                    receiver.requests().size() + " request(s): " + receiver.requests());
        }
    }

    @Check(id = "tiny-timeouts-time-out", purpose = "timeouts below a millisecond are accepted timeouts too: no answer is an IOException soon after, never a wait without end")
    void tinyTimeoutsTimeOut(OutboxLab lab) throws Exception {
        // Clients count in whole milliseconds, and to most of them 0 means no limit at all.
        for (double timeout : new double[] {0.0005, 0.0009, 0.0015}) {
            try (FakeReceiver receiver = FakeReceiver.start(Replies.silence())) {
                Attempt attempt = HttpAttempts.tried(receiver, "silence", timeout);
                requireTimedOut(lab, receiver, timeout, attempt,
                        "no outcome after 2.5 s: a timeout below 1 ms rounded down to 0 means no timeout to"
                                + " HttpURLConnection and most clients (round up to at least 1 ms)");
                // So short a limit may end the connect itself: no request at all is fine, two are not.
                attempt.holds(receiver.requests().size() <= 1, "at most one request at the receiver",
                        receiver.requests().size() + " request(s)");
            }
        }
    }

    /** Sends to a receiver that never answers and requires an IOException within 2.5 s; {@code hang} says why it may not come. */
    private static void requireTimedOut(OutboxLab lab, FakeReceiver receiver, double timeout, Attempt attempt,
            String hang) throws Exception {
        FutureTask<Boolean> send = new FutureTask<>(() -> lab.sendHttp(receiver.url(), event("snack-7", 7), timeout));
        Thread sender = new Thread(send, "sendHttp with a " + timeout + " s timeout");
        sender.setDaemon(true);
        sender.start();
        try {
            if (!finishedWithin(send, 2500)) {
                throw attempt.fail("an IOException within 2.5 s of a " + timeout + " s timeout", hang);
            }
            attempt.throwsA(IOException.class, () -> outcomeOf(send));
        } finally {
            send.cancel(true);
        }
    }

    private static boolean finishedWithin(FutureTask<Boolean> send, long millis) throws InterruptedException {
        try {
            send.get(millis, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            return false;
        } catch (ExecutionException judgedByOutcomeOf) {
            return true;
        }
        return true;
    }

    /** The send's own return value or exception, unwrapped. */
    private static Boolean outcomeOf(FutureTask<Boolean> send) throws Exception {
        try {
            return send.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw (Exception) e.getCause();
        }
    }

    @Check(id = "dropped-connection-passes-through", purpose = "a connection dropped without an answer is an IOException, with no silent resend")
    void droppedConnectionPassesThrough(OutboxLab lab) throws Exception {
        try (FakeReceiver receiver = FakeReceiver.start(Replies.drop())) {
            Attempt attempt = HttpAttempts.tried(receiver, "the connection closed without a response");
            HttpAttempts.passesThrough(lab, receiver, "the connection closed without a response", HttpAttempts.PATIENT);
            attempt.holds(receiver.requests().size() == 1,
                    "exactly one request (a hidden retry resends the POST; HttpURLConnection does so unless streaming mode is set)",
                    receiver.requests().size() + " request(s)");
        }
    }

    @Check(id = "refused-connection-passes-through", purpose = "a refused connection is an IOException, not a DeliveryException")
    void refusedConnectionPassesThrough(OutboxLab lab) throws Exception {
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = probe.getLocalPort();
        }
        String url = "http://127.0.0.1:" + port + "/events";
        Expect.trying("sendHttp(\"" + url + "\", {id=\"snack-7\", qty=7}, 1) where nothing listens")
                .throwsA(IOException.class, () -> lab.sendHttp(url, event("snack-7", 7), 1));
    }
}
