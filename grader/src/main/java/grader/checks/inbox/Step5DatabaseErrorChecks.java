package grader.checks.inbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Values;
import grader.check.db.Sqlite;
import labs.inbox.InboxLab;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 5 with a real database error instead of a hook: a trigger makes one of the two writes
 * fail. The error must come out of receive as the SQLException it is (not true, false or a
 * conflict), and the other write must not stay: both are one transaction.
 */
@LabStep(lab = "inbox", step = 5, title = "the inbox row and the total commit together")
class Step5DatabaseErrorChecks {
    @TempDir
    Path dir;

    @Check(id = "stock-write-error-rolls-back",
            purpose = "when the stock total cannot be written (a trigger raises an error) receive throws that SQLException and no inbox row stays")
    void stockWriteErrorRollsBack(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        requireErrorRollsBack(lab, db, Triggers.failStock(db), "a trigger makes every write of the stock row fail");
    }

    @Check(id = "inbox-write-error-rolls-back",
            purpose = "when the inbox row cannot be inserted (a trigger fails with an integer overflow) receive throws that SQLException and the total stays 0")
    void inboxWriteErrorRollsBack(InboxLab lab) throws Exception {
        Path db = Sink.initialised(lab, dir);
        requireErrorRollsBack(lab, db, Triggers.failInboxInsert(db), "a trigger makes every insert into inbox fail");
    }

    private static void requireErrorRollsBack(InboxLab lab, Path db, Triggers triggers, String setUp) throws Exception {
        String tried = "receive(con, {id=\"snack-7\", qty=7}, null) where " + setUp;
        try (Connection con = Sqlite.open(db)) {
            Attempt attempt = Expect.trying(tried).state(() -> Sink.dump(db));
            Object outcome = Sink.outcome(() -> lab.receive(con, Sink.event("snack-7", 7), null));
            attempt.holds(outcome instanceof SQLException, "the database's SQLException, passed on unchanged "
                    + "(an error is neither \"applied\" nor \"duplicate\")", Values.show(outcome));
            Sink.requireState(db, tried + " (nothing may stay: the transaction failed)", List.of(), 0);
            Sink.requireNoOpenTransaction(con, db, tried);
            triggers.drop();
            String resend = "receive(con, {id=\"snack-7\", qty=7}, null) resent once the grader dropped the trigger";
            Expect.trying(resend).state(() -> Sink.dump(db)).returns(true, () -> lab.receive(con, Sink.event("snack-7", 7), null));
            Sink.requireState(db, resend, List.of(Sink.row("snack-7", 7)), 7);
        }
    }
}
