package subject;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.sqlite.BusyHandler;

/**
 * The objects the judge names by number: instances, the interfaces they were returned as,
 * and the connections this side opened for the judge's borrowed ones. Each belongs to the
 * session of one opened instance, released at the end of its check.
 */
final class Handles {
    /** An object and the interface the judge may call it through. */
    record Target(Object object, Class<?> api, long session) {
    }

    /** An object compared by identity, not by its (the submission's) equals and hashCode. */
    private static final class Identity {
        private final Object object;

        Identity(Object object) {
            this.object = object;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Identity that && that.object == object;
        }

        @Override
        public int hashCode() {
            return System.identityHashCode(object);
        }
    }

    private record Mirror(Connection connection, long session, AtomicBoolean linedUpInstalled, AtomicInteger busyMillis) {
        Mirror(Connection connection, long session) {
            this(connection, session, new AtomicBoolean(), new AtomicInteger(-1));
        }
    }

    private final AtomicLong next = new AtomicLong();
    private final Map<Identity, Long> identities = new HashMap<>();
    private final Map<Long, Target> targets = new ConcurrentHashMap<>();
    private final Map<Long, Mirror> mirrors = new ConcurrentHashMap<>();

    long newSession() {
        return next.incrementAndGet();
    }

    long register(Object object, Class<?> api, long session) {
        long id = next.incrementAndGet();
        targets.put(id, new Target(object, api, session));
        return id;
    }

    Target target(long id) {
        Target target = targets.get(id);
        if (target == null) {
            throw new IllegalStateException("no object with handle " + id);
        }
        return target;
    }

    /**
     * This side's connection for the judge's connection {@code id}: opened on first use, and
     * brought to the judge's busy timeout and autocommit mode before each call.
     */
    Connection mirror(long id, String url, int busyMillis, boolean autoCommit, long session) throws SQLException {
        Mirror mirror = mirrors.get(id);
        if (mirror == null) {
            mirror = new Mirror(DriverManager.getConnection(url), session);
            mirrors.put(id, mirror);
        }
        if (mirror.busyMillis().getAndSet(busyMillis) != busyMillis && !mirror.linedUpInstalled().get()
                && !mirror.connection().isClosed()) {
            // The check may change its connection's busy timeout between calls (a short one under a held lock).
            try (Statement st = mirror.connection().createStatement()) {
                st.execute("PRAGMA busy_timeout = " + busyMillis);
            }
        }
        if (!mirror.connection().isClosed() && mirror.connection().getAutoCommit() != autoCommit) {
            mirror.connection().setAutoCommit(autoCommit);
        }
        return mirror.connection();
    }

    /**
     * Makes the stand-in for the judge's connection {@code id} wait for the write lock as the
     * judge's connection would ({@code wait}: its limit and the call back for "lined up"), once.
     */
    void waitLinedUp(long id, Object wait, Link link) throws SQLException {
        Mirror mirror = mirrors.get(id);
        if (!(wait instanceof Map<?, ?> given) || mirror == null || !mirror.linedUpInstalled().compareAndSet(false, true)) {
            return;
        }
        long callback = Calls.number(given.get("linedUp"));
        Runnable linedUp = () -> {
            try {
                link.callBack(callback, "run", List.of());
            } catch (IOException e) {
                // The judge is gone: the wait goes on, and the call ends with the link.
            }
        };
        BusyHandler.setHandler(mirror.connection(), new LinedUpBusyHandler(Calls.number(given.get("limitMillis")), linedUp));
    }

    /**
     * A number that stands for {@code object} for as long as this subject lives: the same
     * object always gets the same number. Objects are held weakly, so a result nobody keeps
     * can go.
     */
    long identityOf(Object object) {
        synchronized (identities) {
            return identities.computeIfAbsent(new Identity(object), k -> next.incrementAndGet());
        }
    }

    /** The session of the object {@code handle}, or -1 when there is none. */
    long sessionOf(long handle) {
        Target target = targets.get(handle);
        return target == null ? -1 : target.session();
    }

    /** Forgets the session's objects and closes the connections opened for it. */
    void release(long handle) {
        Target target = targets.get(handle);
        if (target == null) {
            return;
        }
        long session = target.session();
        targets.values().removeIf(t -> t.session() == session);
        List<Connection> closing = new ArrayList<>();
        mirrors.values().removeIf(m -> m.session() == session && closing.add(m.connection()));
        for (Connection con : closing) {
            try {
                con.close();
            } catch (SQLException ignored) {
                // Closing what the check is done with; nothing depends on it.
            }
        }
    }
}
