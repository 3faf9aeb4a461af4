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
 * The order and its intent to send survive a real kill together or not at all: the
 * publisher is a child JVM SIGKILLed inside enqueue, then a new publisher process enqueues
 * the same order again. In both journal modes.
 */
@LabStep(lab = "outbox", step = 3, title = "store the order and its intent to send together")
class Step3CrashChecks {
    @TempDir
    Path dir;

    @Check(id = "crash-after-order-keeps-nothing",
            purpose = "a publisher process killed after inserting the order leaves no order and no outbox row; a new process enqueues it once")
    void crashAfterOrder(CheckContext context) throws Exception {
        killThenEnqueueAgain(context, "after-order", false);
    }

    @Check(id = "crash-after-outbox-keeps-nothing",
            purpose = "a publisher process killed after inserting the outbox row leaves nothing; a new process enqueues it once")
    void crashAfterOutbox(CheckContext context) throws Exception {
        killThenEnqueueAgain(context, "after-outbox", false);
    }

    @Check(id = "crash-after-commit-keeps-both",
            purpose = "a publisher process killed just after its commit keeps the order with one unsent outbox row; enqueueing again changes nothing")
    void crashAfterCommit(CheckContext context) throws Exception {
        killThenEnqueueAgain(context, "after-commit", true);
    }

    private void killThenEnqueueAgain(CheckContext context, String point, boolean committed) throws Exception {
        for (String mode : CrashStores.JOURNAL_MODES) {
            CrashStores stores = CrashStores.create(dir, mode);
            try (CrashRun run = CrashRun.of(context, Lab.OUTBOX, stores::dump)) {
                run.note("created source.db and sink.db with the lab's schema, " + stores.describe());
                FaultChild publisher = run.start("publisher", "outbox.enqueue", stores.source, "order-7", 7, point);
                run.killAt(publisher, point);
                stores.requireSource(run.judge(), committed ? Map.of("order-7", 7L) : Map.of(), 0, committed
                        ? "after the kill at after-commit the order and its outbox row stay"
                        : "after the kill at " + point + " neither the order nor its outbox row is visible");
                FaultChild again = run.start("publisher-restarted", "outbox.enqueue", stores.source, "order-7", 7, "none");
                String result = run.result(again);
                run.judge().holds(result.equals(String.valueOf(!committed)), "enqueue in a new process returns "
                        + !committed, "it returned " + result);
                stores.requireSource(run.judge(), Map.of("order-7", 7L), 0,
                        "after the new process's enqueue the order has exactly one unsent outbox row");
            }
        }
    }
}
