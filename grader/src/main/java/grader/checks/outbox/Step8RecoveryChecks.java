package grader.checks.outbox;

import static grader.checks.outbox.OutboxFiles.event;

import java.io.IOException;
import java.nio.file.Path;
import java.sql.Connection;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.db.DbState;
import grader.check.http.FakeReceiver;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

/** The whole story in one process: the receiver commits, the ACK is lost, a resend applies nothing twice. */
@LabStep(lab = "outbox", step = 8, title = "deliver over HTTP and recover after a restart")
class Step8RecoveryChecks {
    @TempDir
    Path dir;

    @Check(id = "resend-after-lost-ack-applies-once", purpose = "after a lost ACK the item stays pending; the resend is ACKed, marked, and stock rises once")
    void resendAfterLostAckAppliesOnce(OutboxLab lab) throws Exception {
        Path source = OutboxFiles.source(dir.resolve("source"));
        Path sink = OutboxFiles.sink(dir.resolve("sink"));
        try (FakeReceiver receiver = FakeReceiver.start(new SinkReply(lab, sink, 1));
             Connection con = OutboxFiles.borrowed(source)) {
            Attempt setup = Expect.trying("enqueue(con, {id=\"snack-7\", qty=7})").state(() -> OutboxFiles.dumpSource(source));
            setup.returns(true, () -> lab.enqueue(con, event("snack-7", 7), null));
            Attempt first = Expect.trying("dispatch(con, e -> sendHttp(\"" + receiver.url() + "\", e, " + HttpAttempts.PATIENT + ")) where the receiver"
                    + " commits and then drops the connection")
                    .state(() -> OutboxFiles.dumpSource(source) + "; " + OutboxFiles.dumpSink(sink));
            first.throwsA(IOException.class, () -> lab.dispatch(con, e -> lab.sendHttp(receiver.url(), e, HttpAttempts.PATIENT)));
            first.returns(0, () -> OutboxFiles.sentFlag(source, "snack-7"));
            first.returns(7L, () -> OutboxFiles.total(sink));
            Attempt resend = Expect.trying("dispatch(con, e -> sendHttp(...)) again, the receiver now answering the good ACK")
                    .state(() -> OutboxFiles.dumpSource(source) + "; " + OutboxFiles.dumpSink(sink));
            resend.returns(1, () -> lab.dispatch(con, e -> lab.sendHttp(receiver.url(), e, HttpAttempts.PATIENT)));
            resend.returns(1, () -> OutboxFiles.sentFlag(source, "snack-7"));
            resend.returns(7L, () -> OutboxFiles.total(sink));
            resend.returns(1L, () -> DbState.count(sink, "inbox"));
            Attempt idle = Expect.trying("dispatch(con, e -> sendHttp(...)) a third time, nothing pending")
                    .state(() -> "the receiver saw " + receiver.requests());
            idle.returns(0, () -> lab.dispatch(con, e -> lab.sendHttp(receiver.url(), e, HttpAttempts.PATIENT)));
            idle.returns(2, () -> receiver.requests().size());
            OutboxFiles.requireNoOpenTransaction(idle, con, source);
        }
    }
}
