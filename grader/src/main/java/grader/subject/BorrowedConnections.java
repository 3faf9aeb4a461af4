package grader.subject;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The judge's own connections that checks hand to the code under test. The subject works on
 * a connection of its own to the same file (same busy timeout, same autocommit mode), paired
 * by id for as long as the judge's connection lives; after each call the judge's connection
 * takes on what the code left (autocommit off, or closed), so a check probing it afterwards
 * sees what it would see had the code held it.
 */
final class BorrowedConnections {
    private final AtomicLong next = new AtomicLong();
    private final Map<Connection, Long> ids = Collections.synchronizedMap(new WeakHashMap<>());

    long idOf(Connection con) {
        return ids.computeIfAbsent(con, c -> next.incrementAndGet());
    }

    static void apply(Connection con, Map<?, ?> state) throws SQLException {
        if (Boolean.TRUE.equals(state.get("closed"))) {
            con.close();
            return;
        }
        boolean autoCommit = !Boolean.FALSE.equals(state.get("autoCommit"));
        if (!con.isClosed() && con.getAutoCommit() != autoCommit) {
            con.setAutoCommit(autoCommit);
        }
    }
}
