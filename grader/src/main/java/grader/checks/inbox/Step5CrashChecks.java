package grader.checks.inbox;

import java.nio.file.Path;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.CheckContext;
import grader.check.FreshInstances;
import grader.check.LabStep;
import grader.check.explore.Exploration;
import grader.check.db.DbState;
import grader.check.db.Sqlite;
import grader.check.crash.CrashRun;
import grader.fault.FaultChild;
import grader.labs.Lab;
import org.junit.jupiter.api.io.TempDir;

/**
 * The seed's crash practice with a real process: the receiver is a child JVM, SIGKILLed at
 * a fault point (no rollback, no finally, no shutdown hook runs), then a fresh process
 * resends the same event. Before the commit nothing may be visible; after it, exactly once.
 */
@LabStep(lab = "inbox", step = 5, title = "the inbox row and the total commit together")
class Step5CrashChecks {
    /** Calls per killing sequence, set-up included: each kill starts a process, so fewer than the other sequences. */
    private static final int KILLING_CALLS = 8;

    @TempDir
    Path dir;

    @Check(id = "crash-after-inbox-rolls-back",
            purpose = "a receiver process killed after inserting the inbox row leaves nothing; a new process's resend applies once")
    void crashAfterInbox(CheckContext context) throws Exception {
        killThenResend(context, "after-inbox", false);
    }

    @Check(id = "crash-after-total-rolls-back",
            purpose = "a receiver process killed after adding to the total leaves nothing; a new process's resend applies once")
    void crashAfterTotal(CheckContext context) throws Exception {
        killThenResend(context, "after-total", false);
    }

    @Check(id = "crash-after-commit-applies-once",
            purpose = "a receiver process killed just after its commit keeps the event applied; a new process's resend is a duplicate")
    void crashAfterCommit(CheckContext context) throws Exception {
        killThenResend(context, "after-commit", true);
    }

    @Check(id = "crash-in-generated-receives",
            purpose = "generated receives up to step 5, one of each sequence made in a receiver process of its own and SIGKILLed at a drawn fault point, half of the time resent at once: before the commit nothing of it survives, after it the event stays applied once, and every call before and after keeps to the contract's model")
    void generatedReceivesKilled(FreshInstances instances, CheckContext context) throws Exception {
        Exploration.check(context, new InboxExplored(instances, dir, context), InboxGenerator.killing(5, KILLING_CALLS));
    }

    private void killThenResend(CheckContext context, String point, boolean committed) throws Exception {
        Path db = dir.resolve("sink.db");
        Sqlite.execute(db, "CREATE TABLE inbox(id TEXT PRIMARY KEY, qty INTEGER NOT NULL)",
                "CREATE TABLE stock(id INTEGER PRIMARY KEY CHECK(id=1), total INTEGER NOT NULL)",
                "INSERT INTO stock VALUES (1, 0)");
        try (CrashRun run = CrashRun.of(context, Lab.INBOX, () -> CrashRun.state(db, "inbox", "stock"))) {
            run.note("created sink.db with the lab's schema, stock total 0");
            FaultChild receiver = run.start("receiver", "inbox.receive", db, "snack-7", 7, point);
            run.killAt(receiver, point);
            requireSink(run.judge(), db, committed ? 1 : 0, committed ? 7 : 0,
                    committed ? "after the kill at after-commit the event stays applied"
                            : "after the kill at " + point + " nothing of the uncommitted transaction is visible");
            FaultChild again = run.start("receiver-restarted", "inbox.receive", db, "snack-7", 7, "none");
            String applied = run.result(again);
            run.judge().holds(applied.equals(String.valueOf(!committed)),
                    "the resend in a new process returns " + !committed
                            + (committed ? " (a duplicate: it was committed before the kill)" : " (it was never committed)"),
                    "it returned " + applied);
            requireSink(run.judge(), db, 1, 7, "after the resend the event is applied exactly once");
        }
    }

    /** Integrity ok, {@code rows} inbox rows for snack-7 and the stock total {@code total}. */
    static void requireSink(Attempt attempt, Path db, long rows, long total, String expected) throws Exception {
        String integrity = DbState.integrity(db);
        long inboxRows = ((Number) DbState.value(db, "SELECT COUNT(*) FROM inbox WHERE id = 'snack-7'")).longValue();
        Object stock = DbState.value(db, "SELECT total FROM stock WHERE id = 1");
        boolean ok = "ok".equals(integrity) && inboxRows == rows && stock instanceof Number
                && ((Number) stock).longValue() == total;
        attempt.holds(ok, expected + ": integrity_check ok, " + rows + " inbox row(s) for snack-7, stock total " + total,
                "integrity_check " + integrity + ", " + inboxRows + " inbox row(s), stock total " + stock);
    }
}
