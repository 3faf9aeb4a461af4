package grader.check.schedule;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.sqlite.BusyHandler;
import grader.check.db.Sqlite;
import wire.StatementLabel;

/**
 * The grader's own actor: its statements on a connection of its own, each through the same
 * gate as the submission's, and its waits for the lock too, so the schedule places "another
 * worker commits a change" between any two statements of the call under test.
 */
final class GraderTransaction {
    /** The grader waits for the lock as long as a patient worker would; the schedule lets the holder finish long before. */
    private static final int BUSY_LIMIT_MILLIS = 5000;
    private static final long OWN_CONNECTION = -1;

    private GraderTransaction() {
    }

    /** Runs the actor's statements; null, or the exception a statement threw (the rest are not run). */
    static Object run(Actor.GraderSql actor, Gatekeeper gates) throws SQLException {
        try (Connection con = Sqlite.open(actor.db(), BUSY_LIMIT_MILLIS); Statement st = con.createStatement()) {
            BusyHandler.setHandler(con, new BusyHandler() {
                private long since;

                @Override
                protected int callback(int tries) {
                    since = tries == 0 ? System.nanoTime() : since;
                    long waited = (System.nanoTime() - since) / 1_000_000;
                    return gates.busy(actor.name(), OWN_CONNECTION, waited, BUSY_LIMIT_MILLIS) ? 1 : 0;
                }
            });
            for (String sql : actor.statements()) {
                gates.before(actor.name(), OWN_CONNECTION, actor.name(), StatementLabel.of(sql, "execute"));
                try {
                    st.execute(sql);
                } finally {
                    gates.after(actor.name(), OWN_CONNECTION);
                }
            }
            return null;
        }
    }
}
