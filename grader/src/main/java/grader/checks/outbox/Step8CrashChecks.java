package grader.checks.outbox;

import java.nio.file.Path;
import java.util.Map;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.LabStep;
import grader.check.crash.CrashRun;
import grader.fault.FaultChild;
import grader.labs.Lab;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

/**
 * The seed's final check: the receiver has committed and ACKed over real HTTP, the
 * publisher process is really killed before it marks the row, and a new publisher process
 * resends the same id: the stock rises only once. In both journal modes.
 */
@LabStep(lab = "outbox", step = 8, title = "deliver over HTTP and recover after a restart")
class Step8CrashChecks {
    @TempDir
    Path dir;

    @Check(id = "crash-publisher-after-http-ack-resends-once",
            purpose = "the publisher process killed after an HTTP ACK, before marking, is replaced by a new one that resends: stock rises once")
    void crashPublisherAfterHttpAck(OutboxLab lab, CheckContext context) throws Exception {
        for (String mode : CrashStores.JOURNAL_MODES) {
            CrashStores stores = CrashStores.create(dir, mode);
            stores.storeOrder("order-7", 7);
            try (CrashSinkServer receiver = CrashSinkServer.start(lab, stores.sink);
                 CrashRun run = CrashRun.of(context, Lab.OUTBOX, stores::dump)) {
                run.note("created source.db with order-7 (qty 7) and its unsent outbox row, and an empty sink.db, "
                        + stores.describe() + "; started an HTTP receiver at " + receiver.url()
                        + " that runs your receive on sink.db and ACKs after it returns");
                FaultChild first = run.start("publisher", "outbox.dispatch-http", stores.source, receiver.url(),
                        "after-delivery");
                run.killAt(first, "after-delivery");
                stores.requireSink(run.judge(), "order-7", 1, 7, "the receiver committed and ACKed before the kill");
                stores.requireSource(run.judge(), Map.of("order-7", 7L), 0, "the killed publisher never marked the row");
                FaultChild second = run.start("publisher-restarted", "outbox.dispatch-http", stores.source,
                        receiver.url(), "none");
                String marked = run.result(second);
                run.judge().holds("1".equals(marked) && receiver.requests() == 2,
                        "the new publisher resends order-7 over HTTP (2 requests in all) and marks it, returning 1",
                        "it returned " + marked + " after " + receiver.requests() + " request(s) in all");
                stores.requireSink(run.judge(), "order-7", 1, 7, "after the resend stock rose exactly once");
                stores.requireSource(run.judge(), Map.of("order-7", 7L), 1, "after the resend the row is marked sent");
            }
        }
    }
}
