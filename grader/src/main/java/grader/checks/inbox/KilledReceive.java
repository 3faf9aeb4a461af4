package grader.checks.inbox;

import java.util.LinkedHashMap;
import java.util.Map;
import grader.check.Values;
import grader.check.crash.KilledCall;
import grader.check.explore.Expected;
import grader.check.explore.Op;
import grader.check.explore.Outcome;
import grader.labs.Lab;

/**
 * A receive in a receiver process of its own, on a new connection to the sink, SIGKILLed at a
 * fault point: before the commit nothing of it may survive, after it the event stays applied
 * once. The receives after it (a resend, other events) then meet what survived.
 */
record KilledReceive(int db, String id, int qty, String point) implements Op<InboxWorld, InboxModel> {
    private static final String SCENARIO = "inbox.receive";

    public String call() {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("id", id);
        event.put("qty", qty);
        return "receive(a new connection to " + InboxExplored.name(db) + ", " + Values.show(event)
                + ", a hook) in a receiver process of its own, SIGKILLed when it reaches " + point;
    }

    public Outcome perform(InboxWorld world) {
        return Outcome.of(() -> KilledCall.at(world.context(), Lab.INBOX, point, SCENARIO, world.files().get(db), id,
                qty, point));
    }

    public Expected expect(InboxModel model) {
        if (!reachesPoints(model)) {
            // Shrinking may drop what made the id new: a resend or a refusal need not reach a point.
            return Expected.of("anything: the event is not a new one here, so no fault point need be reached",
                    outcome -> true, Outcome.returned(KilledCall.killedAt(point)));
        }
        return Expected.value(KilledCall.killedAt(point));
    }

    public void apply(InboxModel model, Outcome actual) {
        if (reachesPoints(model) && point.equals("after-commit")) {
            InboxModel.Store store = model.store(db);
            store.inbox.put(id, (long) qty);
            store.total += qty;
        }
    }

    private boolean reachesPoints(InboxModel model) {
        InboxModel.Store store = model.store(db);
        return store.initialised && !store.writesFail && !store.inbox.containsKey(id)
                && InboxModel.valid(Map.of("id", id, "qty", qty));
    }
}
