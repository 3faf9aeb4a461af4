package faultchild;

import java.sql.Connection;
import java.util.Map;
import labs.inbox.InboxLab;

/** The receiving process of the inbox lab. */
final class InboxScenarios {
    private InboxScenarios() {
    }

    static void addTo(Map<String, Scenario> all) {
        all.put("inbox.receive", InboxScenarios::receive);
    }

    /** {@code DB ID QTY POINT}: receives one event on a fresh connection, stopping at POINT. */
    private static String receive(Object lab, java.util.List<String> args, ChildSession session) throws Exception {
        Scenarios.expect(args, "DB", "ID", "QTY", "POINT");
        InboxLab inbox = (InboxLab) lab;
        Map<String, Object> event = ChildSession.event(args.get(1), args.get(2));
        try (Connection con = ChildSession.connect(args.get(0))) {
            boolean applied = session.call("receive(" + event + ")",
                    () -> inbox.receive(con, event, session.hook("receiver", args.get(3))));
            return String.valueOf(applied);
        }
    }
}
