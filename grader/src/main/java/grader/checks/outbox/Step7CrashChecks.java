package grader.checks.outbox;

import java.nio.file.Path;
import java.util.Map;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.LabStep;
import grader.check.crash.CrashRun;
import grader.fault.FaultChild;
import grader.labs.Lab;
import org.junit.jupiter.api.io.TempDir;

/**
 * Delivery survives real kills: the publisher and its receiver run in a child JVM (dispatch
 * hands each event to the sink's receive) that is SIGKILLed after the delivery or inside
 * the receive; a new process dispatches again. Stock rises exactly once and every order
 * ends with one outbox row marked sent. In both journal modes.
 */
@LabStep(lab = "outbox", step = 7, title = "mark after the ACK, stop at the first failure")
class Step7CrashChecks {
    @TempDir
    Path dir;

    @Check(id = "crash-after-delivery-resends-once",
            purpose = "a publisher process killed after an ACKed delivery but before marking it resends from a new process: stock rises once, the row ends sent")
    void crashAfterDelivery(CheckContext context) throws Exception {
        killThenDispatchAgain(context, "after-delivery", "none", true);
    }

    @Check(id = "crash-receiver-after-inbox-redelivers-once",
            purpose = "a process killed inside the receive after the inbox insert leaves the row unsent; a new process delivers it once")
    void crashReceiverAfterInbox(CheckContext context) throws Exception {
        killThenDispatchAgain(context, "none", "after-inbox", false);
    }

    @Check(id = "crash-receiver-after-total-redelivers-once",
            purpose = "a process killed inside the receive after adding to the total leaves the row unsent; a new process delivers it once")
    void crashReceiverAfterTotal(CheckContext context) throws Exception {
        killThenDispatchAgain(context, "none", "after-total", false);
    }

    @Check(id = "crash-receiver-after-commit-redelivers-once",
            purpose = "a process killed just after the receive committed, before any ACK, resends from a new process: a duplicate, stock rises once")
    void crashReceiverAfterCommit(CheckContext context) throws Exception {
        killThenDispatchAgain(context, "none", "after-commit", true);
    }

    private void killThenDispatchAgain(CheckContext context, String publisherPoint, String receiverPoint,
            boolean received) throws Exception {
        String point = "none".equals(publisherPoint) ? receiverPoint : publisherPoint;
        for (String mode : CrashStores.JOURNAL_MODES) {
            CrashStores stores = CrashStores.create(dir, mode);
            stores.storeOrder("order-7", 7);
            try (CrashRun run = CrashRun.of(context, Lab.OUTBOX, stores::dump)) {
                run.note("created source.db with order-7 (qty 7) and its unsent outbox row, and an empty sink.db, "
                        + stores.describe());
                FaultChild first = run.start("publisher+receiver", "outbox.dispatch-local", stores.source, stores.sink,
                        publisherPoint, receiverPoint);
                run.killAt(first, point);
                stores.requireSource(run.judge(), Map.of("order-7", 7L), 0,
                        "after the kill at " + point + " the outbox row is still unsent");
                stores.requireSink(run.judge(), "order-7", received ? 1 : 0, received ? 7 : 0, "after the kill at " + point
                        + (received ? " the receiver's commit stays" : " nothing of the receiver's transaction is visible"));
                FaultChild again = run.start("restarted", "outbox.dispatch-local", stores.source, stores.sink, "none", "none");
                String marked = run.result(again);
                run.judge().holds("1".equals(marked), "dispatch in a new process marks the one pending row, returning 1",
                        "it returned " + marked);
                stores.requireSink(run.judge(), "order-7", 1, 7, "after the restart stock rose exactly once");
                stores.requireSource(run.judge(), Map.of("order-7", 7L), 1,
                        "after the restart every order has one outbox row, marked sent");
            }
        }
    }
}
