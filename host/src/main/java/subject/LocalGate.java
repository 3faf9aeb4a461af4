package subject;

import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import wire.StatementGate;

/**
 * A gate of this process's own in front of a database file's statements, for a process that
 * runs the submission without a judge (a fault child stopping a call before one of its
 * statements): the same gating the judge's schedules use, with the gate answered here.
 */
public final class LocalGate {
    private LocalGate() {
    }

    /**
     * Whether this process opens its connections through the subject's driver, so that a gate
     * sees their statements: a process started on another class path does not.
     */
    public static boolean driverGated() throws SQLException {
        try (Connection probe = DriverManager.getConnection("jdbc:sqlite::memory:")) {
            return probe instanceof GatedConnection;
        }
    }

    /** From now on, every statement on {@code file} goes through {@code gate}. */
    public static void install(String file, StatementGate gate) throws IOException {
        Schedules.schedule(file, gate);
    }
}
