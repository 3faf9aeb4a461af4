package grader.check.db;

import java.sql.Connection;
import java.sql.SQLException;
import org.sqlite.BusyHandler;
import grader.subject.LinedUpWait;
import subject.LinedUpBusyHandler;

/**
 * Makes a racing check's connection wait for the write lock like a busy timeout of
 * {@code limitMillis}, telling {@code linedUp} when a wait starts. Remembered per connection
 * ({@link LinedUpWait}), so that when the connection is handed to a submission in a subject
 * process, the subject's stand-in for it waits the same way and calls {@code linedUp} back.
 */
public final class LinedUpWaits {
    private LinedUpWaits() {
    }

    public static void install(Connection con, long limitMillis, Runnable linedUp) throws SQLException {
        BusyHandler.setHandler(con, new LinedUpBusyHandler(limitMillis, linedUp));
        new LinedUpWait(limitMillis, linedUp).rememberFor(con);
    }
}
