package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 1: initSink on a file another connection is writing to waits its turn. Its one
 * transaction must take the write lock when it begins: a deferred transaction reads the
 * schema first, and SQLite answers its later write with SQLITE_BUSY at once, without
 * waiting, while another connection holds the write lock.
 */
@LabStep(lab = "inbox", step = 1, title = "create the sink schema and the stock row once")
class Step1InitSinkWaitChecks {
    /** The connection's own busy timeout, far longer than the grader holds the lock. */
    private static final int BUSY_MILLIS = 5000;
    private static final long HOLD_MILLIS = 300;

    @TempDir
    Path dir;

    @Check(id = "init-waits-for-writer",
            purpose = "initSink again while another connection holds the write lock for 0.3 s waits, then succeeds and keeps every row")
    void initWaitsForWriter(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        Sqlite.execute(db, "INSERT INTO inbox(id, qty) VALUES ('e-1', 7)", "UPDATE stock SET total = 7 WHERE id = 1");
        String tried = "initSink(con) on a file holding event e-1 (total 7), with busy timeout " + BUSY_MILLIS
                + " ms, while another connection holds BEGIN IMMEDIATE for " + HOLD_MILLIS + " ms";
        Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try (Connection writer = Sqlite.open(db); Statement lock = writer.createStatement();
             Connection con = Sqlite.open(db, BUSY_MILLIS)) {
            lock.execute("BEGIN IMMEDIATE");
            Future<Object> init = thread.submit(() -> {
                lab.initSink(con);
                return null;
            });
            Thread.sleep(HOLD_MILLIS);
            lock.execute("COMMIT");
            attempt.returns(() -> outcome(init));
            Sink.requireState(db, tried, List.of(Sink.row("e-1", 7)), 7);
            Sink.requireNoOpenTransaction(con, db, tried);
        } finally {
            thread.shutdownNow();
            thread.awaitTermination(BUSY_MILLIS * 2L, TimeUnit.MILLISECONDS);
        }
    }

    /** What initSink returned, or the exception it threw itself (not wrapped by the executor). */
    private static Object outcome(Future<Object> init) throws Exception {
        try {
            return init.get(BUSY_MILLIS * 2L, TimeUnit.MILLISECONDS);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        }
    }
}
