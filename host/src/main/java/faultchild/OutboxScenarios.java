package faultchild;

import java.sql.Connection;
import java.util.List;
import java.util.Map;
import labs.FaultHook;
import labs.outbox.OutboxLab;
import labs.outbox.Sender;

/** The publisher (and, in one process with it, a receiver) of the outbox lab. */
final class OutboxScenarios {
    private OutboxScenarios() {
    }

    static void addTo(Map<String, Scenario> all) {
        all.put("outbox.enqueue", OutboxScenarios::enqueue);
        all.put("outbox.dispatch-local", OutboxScenarios::dispatchLocal);
        all.put("outbox.dispatch-http", OutboxScenarios::dispatchHttp);
    }

    /** {@code SOURCE ID QTY POINT}: stores one order and its outbox row, stopping at POINT. */
    private static String enqueue(Object lab, List<String> args, ChildSession session) throws Exception {
        Scenarios.expect(args, "SOURCE", "ID", "QTY", "POINT");
        OutboxLab outbox = (OutboxLab) lab;
        Map<String, Object> event = ChildSession.event(args.get(1), args.get(2));
        try (Connection source = session.call("openStore(source)", () -> outbox.openStore(args.get(0), "source"))) {
            return String.valueOf(session.call("enqueue(" + event + ")",
                    () -> outbox.enqueue(source, event, session.hook("publisher", args.get(3)))));
        }
    }

    /**
     * {@code SOURCE SINK PUBLISHER_POINT RECEIVER_POINT}: dispatches the pending batch to a
     * receiver in this same process (receive on the sink, then an ACK of true), stopping at
     * whichever point comes first.
     */
    private static String dispatchLocal(Object lab, List<String> args, ChildSession session) throws Exception {
        Scenarios.expect(args, "SOURCE", "SINK", "PUBLISHER_POINT", "RECEIVER_POINT");
        OutboxLab outbox = (OutboxLab) lab;
        FaultHook receiverHook = session.hook("receiver", args.get(3));
        try (Connection source = session.call("openStore(source)", () -> outbox.openStore(args.get(0), "source"));
             Connection sink = session.call("openStore(sink)", () -> outbox.openStore(args.get(1), "sink"))) {
            Sender send = event -> {
                session.call("receive(" + event + ")", () -> outbox.receive(sink, event, receiverHook));
                return Boolean.TRUE;
            };
            return String.valueOf(session.call("dispatch(limit=8)",
                    () -> outbox.dispatch(source, send, 8, session.hook("publisher", args.get(2)))));
        }
    }

    /** {@code SOURCE URL POINT}: dispatches the pending batch with sendHttp to URL, stopping at POINT. */
    private static String dispatchHttp(Object lab, List<String> args, ChildSession session) throws Exception {
        Scenarios.expect(args, "SOURCE", "URL", "POINT");
        OutboxLab outbox = (OutboxLab) lab;
        String url = args.get(1);
        try (Connection source = session.call("openStore(source)", () -> outbox.openStore(args.get(0), "source"))) {
            // The longest timeout the contract allows: the grader's receiver runs the submission's
            // receive before it ACKs, which on a loaded machine can outlast the default second.
            Sender send = event -> session.call("sendHttp(" + url + ", " + event + ", timeout=5)",
                    () -> outbox.sendHttp(url, event, 5));
            return String.valueOf(session.call("dispatch(limit=8)",
                    () -> outbox.dispatch(source, send, 8, session.hook("publisher", args.get(2)))));
        }
    }
}
