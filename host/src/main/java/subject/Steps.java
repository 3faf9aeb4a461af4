package subject;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import org.sqlite.BusyHandler;
import wire.StatementGate;

/**
 * One connection's statements as steps of the judge's schedule: while a file the connection
 * reaches (its own, or one it attached) is scheduled, each statement first waits at that file's
 * gate and reports when it ended, and its waits for a lock go through the gate
 * ({@link GateBusyHandler}). Without a schedule a statement runs as sqlite-jdbc runs it.
 */
final class Steps {
    private static final AtomicLong SERIALS = new AtomicLong();
    /**
     * The connection whose step this thread runs: a statement that sqlite-jdbc (or this class)
     * runs inside it on the same connection is part of that step (executeQuery inside execute).
     */
    private static final ThreadLocal<Steps> RUNNING = new ThreadLocal<>();

    private final GatedConnection connection;
    private final DatabaseFiles files = new DatabaseFiles();
    private final long serial = SERIALS.incrementAndGet();
    /** The gate the busy handler now asks, or null: sqlite's own busy timeout waits. */
    private StatementGate armedFor;
    private int armedLimit;

    /** The steps of {@code connection}, just opened: which files it reaches is asked of SQLite now. */
    Steps(GatedConnection connection) throws SQLException {
        this.connection = connection;
        readFiles();
    }

    private void readFiles() throws SQLException {
        files.read(query("PRAGMA database_list", 3));
    }

    /** Whether SQL text may attach or detach a database (a word anywhere: the check is cheap, and only a hint). */
    static boolean mayAttach(String sql) {
        String text = sql == null ? "" : sql.toLowerCase(Locale.ROOT);
        return text.contains("attach") || text.contains("detach");
    }

    <T> T run(String label, boolean mayAttach, SqlWork<T> work) throws SQLException {
        Steps running = RUNNING.get();
        if (running == this) {
            return work.run();
        }
        if (running != null) {
            nestedIn(running);
        }
        Optional<StatementGate> gate = Schedules.gateFor(files.reached());
        arm(gate.orElse(null));
        if (gate.isEmpty()) {
            return inside(() -> ended(label, mayAttach, work.run()));
        }
        String call = Schedules.callOf(Thread.currentThread());
        Schedules.held(() -> {
            gate.get().before(call, serial, threadName(), label);
            return null;
        });
        try {
            return inside(() -> ended(label, mayAttach, work.run()));
        } finally {
            Schedules.held(() -> {
                gate.get().after(call, serial);
                return null;
            });
        }
    }

    /**
     * The current thread as the judge tells actors apart: its name, then its id, since a pool's
     * thread factory may give every worker one name.
     */
    private static String threadName() {
        Thread thread = Thread.currentThread();
        return thread.getName() + "#" + thread.getId();
    }

    /** What a statement changed that the next step must know: the files it reaches, the busy timeout. */
    private <T> T ended(String label, boolean mayAttach, T result) throws SQLException {
        if (label.startsWith("PRAGMA busy_timeout")) {
            busyTimeoutChanged();
        }
        if (mayAttach) {
            readFiles();
        }
        return result;
    }

    private <T> T inside(SqlWork<T> work) throws SQLException {
        Steps outer = RUNNING.get();
        RUNNING.set(this);
        try {
            return work.run();
        } finally {
            RUNNING.set(outer);
        }
    }

    /**
     * A statement of this connection started while a statement of {@code outer} runs on the
     * same thread (SQL in a function, listener or busy handler of the submission's): it runs
     * while the judge believes only the outer one does, so no order of either file is forced.
     */
    private void nestedIn(Steps outer) {
        String why = "the submission ran a statement inside another statement (from an SQL function, listener or"
                + " busy handler of its own), which the grader cannot put in an order of its own";
        Unforced.on(files.reached(), why);
        Unforced.on(outer.files.reached(), why);
    }

    /** sqlite's busy timeout replaced the gate's handler (a busy_timeout pragma, setBusyTimeout). */
    synchronized void busyTimeoutChanged() {
        armedFor = null;
    }

    /**
     * The busy handler for {@code gate}: the gate's, waiting as long as the submission's own
     * busy timeout, or (no gate) sqlite's busy timeout back as it was.
     */
    private synchronized void arm(StatementGate gate) throws SQLException {
        if (gate == armedFor || connection.isClosed()) {
            // A closed connection has no handler to change: its statement fails as sqlite-jdbc fails it.
            return;
        }
        if (gate == null) {
            connection.getDatabase().busy_timeout(armedLimit);
        } else {
            armedLimit = armedFor == null ? busyTimeout() : armedLimit;
            BusyHandler.setHandler(connection, new GateBusyHandler(gate, serial, armedLimit));
        }
        armedFor = gate;
    }

    /** The connection's busy timeout as sqlite has it, a pragma the submission ran included. */
    private int busyTimeout() throws SQLException {
        List<String> value = query("PRAGMA busy_timeout", 1);
        return value.isEmpty() ? 0 : Integer.parseInt(value.get(0));
    }

    /**
     * Column {@code column} of every row of a pragma of the grader's, run on the connection as
     * part of the current step, and not counted as its first statement (sqlite-jdbc's read-only
     * mode minds which statement came first).
     */
    private List<String> query(String pragma, int column) throws SQLException {
        boolean first = connection.isFirstStatementExecuted();
        try {
            return inside(() -> {
                List<String> values = new ArrayList<>();
                try (Statement st = connection.createStatement(); ResultSet rs = st.executeQuery(pragma)) {
                    while (rs.next()) {
                        values.add(rs.getString(column));
                    }
                }
                return values;
            });
        } finally {
            connection.setFirstStatementExecuted(first);
        }
    }

    /** The submission took the connection's native handle: no schedule of its files can be forced. */
    void handleTaken() {
        Unforced.on(files.reached(), "the submission took a connection's native database handle"
                + " (SQLiteConnection.getDatabase()), whose statements run around the grader's gate");
    }

    void closed() {
        Schedules.gateFor(files.reached()).ifPresent(gate -> {
            String call = Schedules.callOf(Thread.currentThread());
            Schedules.held(() -> {
                gate.closed(call, serial);
                return null;
            });
        });
    }
}
