package grader.checks.outbox;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import grader.check.Attempt;
import grader.check.Expect;

/**
 * The two ways every write path of the lab is made to fail: a trigger that refuses one of its
 * writes, and another connection holding the write lock past the busy timeout. Either way the
 * database's own {@link SQLException} must come out unchanged, with nothing written and no
 * transaction left open: an error turned into {@code false} reads as "nothing to do" to a
 * caller, who then never retries.
 */
final class StoreErrors {
    private StoreErrors() {
    }

    /** Makes every INSERT and UPDATE on {@code table} fail with SQLite's RAISE(ABORT). */
    static void refuseWrites(Path db, String table) throws SQLException {
        OutboxFiles.setup(db,
                "CREATE TRIGGER grader_refuses_insert BEFORE INSERT ON " + table
                        + " BEGIN SELECT RAISE(ABORT, 'the grader refuses writes to " + table + "'); END",
                "CREATE TRIGGER grader_refuses_update BEFORE UPDATE ON " + table
                        + " BEGIN SELECT RAISE(ABORT, 'the grader refuses writes to " + table + "'); END");
    }

    /** Removes the triggers of {@link #refuseWrites}. */
    static void allowWrites(Path db) throws SQLException {
        OutboxFiles.setup(db, "DROP TRIGGER grader_refuses_insert", "DROP TRIGGER grader_refuses_update");
    }

    /** The call must throw the database's SQLException and leave the file as it was. */
    static void passedOn(Attempt attempt, Connection con, Path db, Attempt.Call<?> call) throws SQLException {
        String before = OutboxFiles.dump(db);
        attempt.throwsA(SQLException.class, call);
        attempt.returns(before, () -> OutboxFiles.dump(db));
        OutboxFiles.requireNoOpenTransaction(attempt, con, db);
    }

    /**
     * The borrowed connection's busy timeout for the call under a held lock: the call must give
     * up and throw whatever the timeout, so a short one finds the same bugs as the usual 1 s.
     */
    private static final int LOCKED_BUSY_TIMEOUT_MILLIS = 100;

    /** Runs {@code call} while another connection holds the write lock on {@code db} all along. */
    static void whileLocked(Path db, String what, Connection con, Attempt.Call<?> call) throws Exception {
        String before = OutboxFiles.dump(db);
        try (Connection holder = OutboxFiles.borrowed(db); Statement st = holder.createStatement();
             Statement own = con.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            own.execute("PRAGMA busy_timeout = " + LOCKED_BUSY_TIMEOUT_MILLIS);
            Attempt attempt = Expect.trying(what + " on a connection with a " + LOCKED_BUSY_TIMEOUT_MILLIS
                    + " ms busy timeout, while another connection holds the write lock for longer than that")
                    .state(() -> OutboxFiles.dump(db));
            try {
                attempt.throwsA(SQLException.class, call);
            } finally {
                st.execute("ROLLBACK");
                own.execute("PRAGMA busy_timeout = 1000");
            }
            attempt.returns(before, () -> OutboxFiles.dump(db));
            OutboxFiles.requireNoOpenTransaction(attempt, con, db);
        }
    }
}
