package faultchild;

import wire.FaultProtocol;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import labs.FaultHook;
import subject.LocalGate;

/** What a scenario may do besides calling the lab: report, get hooks, pause, open connections. */
final class ChildSession {
    private final ControlChannel channel;
    private final Tripwire tripwire;

    ChildSession(ControlChannel channel) {
        this.channel = channel;
        this.tripwire = new Tripwire(channel);
    }

    /** Work that may throw anything, as the code under test may. */
    @FunctionalInterface
    interface Call<T> {
        T run() throws Exception;
    }

    /** Runs one call of the lab, recording it in this process's history before and after. */
    <T> T call(String what, Call<T> call) throws Exception {
        channel.send(FaultProtocol.OP, what);
        T result = call.run();
        channel.send(FaultProtocol.OP, what + " returned " + result);
        return result;
    }

    /** A fault hook for {@code role} that stops at {@code target} ({@code none}: never). */
    FaultHook hook(String role, String target) {
        return tripwire.hook(role, target);
    }

    /** Stops here for good, reported as a fault at {@code point}, until the grader kills us. */
    void stopAt(String point) {
        tripwire.stopAt(point);
    }

    /**
     * From now on stops before the {@code n}-th SQL statement on {@code db} until the grader
     * kills us (see {@link StatementTrip}); only a child started on the subject's class path
     * can see the statements, so one that cannot says so instead of never stopping.
     */
    void stopBeforeStatement(String db, int n) throws IOException, SQLException {
        if (!LocalGate.driverGated()) {
            throw new IllegalStateException("this process does not open connections through the subject's driver:"
                    + " its statements cannot be counted (start it on the subjects' class path)");
        }
        LocalGate.install(db, new StatementTrip(channel, tripwire, n));
    }

    /** Holds here until the grader says go on (it may SIGSTOP and SIGCONT us meanwhile). */
    void pause(String point) throws IOException {
        channel.send(FaultProtocol.PAUSED, point);
        channel.awaitGo();
    }

    /** An autocommit connection with a 1 second busy timeout, as the labs hand them out. */
    static Connection connect(String path) throws SQLException {
        Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
        try (Statement st = con.createStatement()) {
            st.execute("PRAGMA busy_timeout = 1000");
        }
        return con;
    }

    /** An event as the labs receive it: exactly {@code id} and an Integer {@code qty}. */
    static Map<String, Object> event(String id, String qty) {
        Map<String, Object> event = new LinkedHashMap<>();
        event.put("id", id);
        event.put("qty", Integer.valueOf(qty));
        return event;
    }
}
