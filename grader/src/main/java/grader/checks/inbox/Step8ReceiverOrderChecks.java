package grader.checks.inbox;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.http.LoopbackPosts;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.Orders;
import grader.check.schedule.RaceResult;
import labs.inbox.InboxLab;
import labs.inbox.InboxReceiver;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 8 through the receiver, in forced orders: two POSTs arrive together, and the statements
 * the receiver's threads run for them go in every order with one preemption (each thread an
 * actor, whatever connection it uses). Handlers that share one connection then meet inside each
 * other's transaction in every grade, not when the scheduler lets them; handlers with a
 * connection each, or one thread for all requests, answer both as if they came one by one.
 */
@LabStep(lab = "inbox", step = 8, title = "the same id at once is applied once; busy is never done")
class Step8ReceiverOrderChecks {
    private static final String POSTS = "posts";
    /** How many times an event answered with a 5xx after its statement met the lock is POSTed again. */
    private static final int RESENDS = 3;
    /** T1 is preempted after at most this many statements: a receive is BEGIN, SELECT, INSERT, UPDATE, COMMIT, and a few more. */
    private static final int MOST_STEPS = 8;

    @TempDir
    Path dir;

    @Check(id = "posts-in-forced-orders-acked",
            purpose = "two new events POSTed at the same moment, the statements the receiver runs for them forced into"
                    + " every order that matters (each of its threads an actor), are each answered 200 with their ACK"
                    + " (a 5xx only when a statement of the receiver met the lock, and then a resend is), and each is"
                    + " stored once")
    void postsInForcedOrdersAcked(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        Map<String, Long> stored = new TreeMap<>();
        int[] run = {0};
        try (InboxReceiver receiver = Receivers.start(lab, db)) {
            // Both requests run the same handler, so T2 first mirrors T1 first.
            Orders.preemptionsOf("T1", MOST_STEPS, schedule -> {
                run[0]++;
                List<String> ids = List.of("snack-" + run[0] + "a", "snack-" + run[0] + "b");
                List<Long> qtys = List.of((long) run[0], run[0] + 100L);
                List<String> bodies = List.of(Http.eventBody(ids.get(0), qtys.get(0)), Http.eventBody(ids.get(1), qtys.get(1)));
                RaceResult result = ForcedRun.perThread(db, 2, new Actor.Requests(POSTS, receiver.port(), "/events", bodies))
                        .run(schedule);
                String tried = "POST of " + ids.get(0) + "/" + qtys.get(0) + " and " + ids.get(1) + "/" + qtys.get(1)
                        + " to /events at the same moment, the receiver's statements in a forced order; " + result.shown();
                List<?> answers = answersOf(result, tried, db);
                for (int i = 0; i < ids.size(); i++) {
                    requireAcked(receiver, db, tried, result, answers.get(i), ids.get(i), qtys.get(i));
                    stored.put(ids.get(i), qtys.get(i));
                }
                Sink.requireState(db, tried + ", then every 5xx resent", rows(stored),
                        stored.values().stream().mapToLong(Long::longValue).sum());
                return result;
            });
        }
    }

    private static List<?> answersOf(RaceResult result, String tried, Path db) {
        Object outcome = result.outcomes().get(POSTS);
        Expect.trying(tried).state(() -> Sink.dump(db)).holds(outcome instanceof List<?>, "both requests answered",
                outcome instanceof Throwable t ? "the requests could not be sent: " + t : outcome);
        return (List<?>) outcome;
    }

    /**
     * The answer is the event's ACK; a 5xx counts only when a statement waited for the lock and
     * gave up (a busy timeout of 0: the forced schedule lets a positive one wait as long as it
     * takes), and then a resend must get the ACK.
     */
    private static void requireAcked(InboxReceiver receiver, Path db, String tried, RaceResult result, Object answer,
            String id, long qty) throws Exception {
        if (answer instanceof LoopbackPosts.Answer a && Http.isSuccessAck(a.status(), a.body(), id)) {
            return;
        }
        Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
        boolean busy = answer instanceof LoopbackPosts.Answer a && a.status() >= 500 && result.trace().anyWaited();
        attempt.holds(busy, "status 200 with {\"id\":\"" + id + "\",\"accepted\":true} (a valid new event on a database"
                + " only the receiver uses: a 5xx only after a statement of it waited for the write lock and gave up)",
                answer + (answer instanceof LoopbackPosts.Answer a && a.status() >= 500
                        ? ", though no statement of the receiver waited for the write lock (its own error, or a deferred"
                        + " transaction that SQLite failed at once rather than let wait)" : ""));
        Object again = answer;
        for (int i = 0; i < RESENDS && again instanceof LoopbackPosts.Answer a && a.status() >= 500; i++) {
            var response = Http.post(receiver.port(), Http.eventBody(id, qty));
            again = new LoopbackPosts.Answer(response.statusCode(), response.body());
        }
        attempt.holds(again instanceof LoopbackPosts.Answer a && Http.isSuccessAck(a.status(), a.body(), id),
                "a resend of " + id + " answered 200 with its ACK", again);
    }

    private static List<Map<String, Object>> rows(Map<String, Long> stored) {
        List<Map<String, Object>> rows = new ArrayList<>();
        stored.forEach((id, qty) -> rows.add(Sink.row(id, qty)));
        return rows;
    }
}
