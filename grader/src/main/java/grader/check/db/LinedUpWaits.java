package grader.check.db;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import org.sqlite.BusyHandler;
import subject.LinedUpBusyHandler;

/**
 * Makes a racing check's connection wait for the write lock like a busy timeout of
 * {@code limitMillis}, telling {@code linedUp} when a wait starts. Remembered per connection,
 * so that when the connection is handed to a submission in a subject process, the subject's
 * stand-in for it waits the same way and calls {@code linedUp} back.
 */
public final class LinedUpWaits {
    /** What a connection waits with. */
    public record Wait(long limitMillis, Runnable linedUp) {
    }

    private static final Map<Connection, Wait> INSTALLED = Collections.synchronizedMap(new WeakHashMap<>());

    private LinedUpWaits() {
    }

    public static void install(Connection con, long limitMillis, Runnable linedUp) throws SQLException {
        BusyHandler.setHandler(con, new LinedUpBusyHandler(limitMillis, linedUp));
        INSTALLED.put(con, new Wait(limitMillis, linedUp));
    }

    /** The wait installed on {@code con}, if any. */
    public static Optional<Wait> of(Connection con) {
        return Optional.ofNullable(INSTALLED.get(con));
    }
}
