package grader.subject;

import java.sql.Connection;
import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;

/**
 * The wait a racing check installed on one of its connections: a busy limit and what to call
 * when a wait starts. Remembered per connection here, at the subject's end, so that when the
 * connection is lent to a submission the subject's stand-in for it waits the same way and
 * calls back; the check vocabulary installs it ({@code grader.check.db.LinedUpWaits}).
 */
public record LinedUpWait(long limitMillis, Runnable linedUp) {
    private static final Map<Connection, LinedUpWait> INSTALLED = Collections.synchronizedMap(new WeakHashMap<>());

    /** Remembers that {@code con} waits this way. */
    public void rememberFor(Connection con) {
        INSTALLED.put(con, this);
    }

    /** The wait installed on {@code con}, if any. */
    public static Optional<LinedUpWait> of(Connection con) {
        return Optional.ofNullable(INSTALLED.get(con));
    }
}
