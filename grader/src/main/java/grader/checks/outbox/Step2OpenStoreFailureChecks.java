package grader.checks.outbox;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import grader.check.Attempt;
import grader.check.Check;
import grader.check.Expect;
import grader.check.LabStep;
import grader.check.Stubs;
import grader.check.explore.ExceptionKinds;
import grader.check.db.WriteLockHolder;
import labs.outbox.OutboxLab;
import org.junit.jupiter.api.io.TempDir;

/**
 * Step 2, the other ways an initialisation fails: wherever it fails (the write lock taken by
 * another connection, a file that is no database), openStore throws and closes the connection
 * it opened, since nobody else can reach it.
 */
@LabStep(lab = "outbox", step = 2, title = "open the source and sink stores")
class Step2OpenStoreFailureChecks {
    @TempDir
    Path dir;

    @Check(id = "busy-init-closes-its-connection",
            purpose = "while another connection holds the write lock, openStore of either role throws once its busy timeout ends and leaves no file open")
    void busyInitClosesItsConnection(OutboxLab lab) throws Exception {
        for (String role : new String[] {"source", "sink"}) {
            Path file = dir.resolve("busy-" + role + ".db");
            Attempt attempt = Expect.trying("openStore(" + file.getFileName() + ", \"" + role
                    + "\") while another connection holds the file's write lock (BEGIN IMMEDIATE) for the whole call");
            try (WriteLockHolder held = WriteLockHolder.take(file, WriteLockHolder.WHOLE_CALL)) {
                requireThrown(attempt, () -> lab.openStore(file.toString(), role));
            }
            OpenFiles.requireNoneOn(attempt, file);
        }
    }

    @Check(id = "not-a-database-closes-its-connection",
            purpose = "openStore of either role on a file that is not a SQLite database throws and leaves no file open")
    void notADatabaseClosesItsConnection(OutboxLab lab) throws Exception {
        for (String role : new String[] {"source", "sink"}) {
            Path file = dir.resolve("text-" + role + ".db");
            Files.writeString(file, "not a database\n".repeat(300));
            Attempt attempt = Expect.trying("openStore(" + file.getFileName() + ", \"" + role
                    + "\") on a file of plain text");
            requireThrown(attempt, () -> lab.openStore(file.toString(), role));
            OpenFiles.requireNoneOn(attempt, file);
        }
    }

    private static void requireThrown(Attempt attempt, Attempt.Call<Connection> open) throws Exception {
        Exception thrown = attempt.throwsA(Exception.class, () -> {
            Connection con = open.run();
            if (con != null) {
                con.close();
            }
            return con;
        });
        Stubs.rethrowIfStub(thrown);
        ExceptionKinds.requireDatabaseError(attempt, thrown);
    }
}
