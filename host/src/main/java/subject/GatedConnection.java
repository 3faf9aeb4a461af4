package subject;

import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.Properties;
import org.sqlite.SQLiteConfig.TransactionMode;
import org.sqlite.core.DB;
import org.sqlite.jdbc4.JDBC4Connection;

/**
 * sqlite-jdbc's own connection, with every statement it runs a step of the judge's schedule
 * while the judge schedules its file ({@link Steps}): the statements it makes are gated
 * ({@link GatedStatement}, {@link GatedPreparedStatement}), and so are the methods that run
 * SQL themselves ({@code setAutoCommit}, {@code commit}, {@code rollback}, savepoints, ...).
 * Which methods run SQL is read from sqlite-jdbc's classes by {@code GatedConnectionSurfaceTests},
 * so a new driver version with another one fails the build instead of running it ungated.
 *
 * <p>Every connection of the subject is one (see the subject's {@code org.sqlite.JDBC}); whether
 * a statement waits at a gate is decided when it runs, so a connection opened before the
 * schedule began (kept in a field, a pool) is gated too.
 */
public class GatedConnection extends JDBC4Connection {
    /** Null while sqlite-jdbc's constructor runs (it applies the configuration's pragmas): those run as they are. */
    private final Steps steps;

    public GatedConnection(String url, String fileName, Properties prop) throws SQLException {
        super(url, fileName, prop);
        this.steps = stepsOf(this);
    }

    /** The connection's steps; a connection that cannot have them is closed, not left open. */
    private static Steps stepsOf(GatedConnection connection) throws SQLException {
        try {
            return new Steps(connection);
        } catch (SQLException | RuntimeException e) {
            try {
                connection.close();
            } catch (SQLException alsoFailed) {
                e.addSuppressed(alsoFailed);
            }
            throw e;
        }
    }

    /**
     * Runs {@code work}, one statement labelled {@code label}, as a step; {@code mayAttach}:
     * its SQL may attach or detach a database, so the files it reaches are read again after it.
     */
    <T> T step(String label, boolean mayAttach, SqlWork<T> work) throws SQLException {
        return steps == null ? work.run() : steps.run(label, mayAttach, work);
    }

    /** A method of the connection that runs SQL of its own, never an ATTACH. */
    private <T> T step(String label, SqlWork<T> work) throws SQLException {
        return step(label, false, work);
    }

    @Override
    public Statement createStatement(int type, int concurrency, int holdability) throws SQLException {
        checkOpen();
        checkCursor(type, concurrency, holdability);
        return new GatedStatement(this);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int type, int concurrency, int holdability)
            throws SQLException {
        checkOpen();
        checkCursor(type, concurrency, holdability);
        return new GatedPreparedStatement(this, sql);
    }

    /** BEGIN when autocommit goes off, COMMIT when it comes back on; nothing to gate otherwise. */
    @Override
    public void setAutoCommit(boolean autoCommit) throws SQLException {
        boolean current = isClosed() || getAutoCommit();
        if (autoCommit == current) {
            super.setAutoCommit(autoCommit);
            return;
        }
        step(autoCommit ? "COMMIT" : begin(), () -> {
            super.setAutoCommit(autoCommit);
            return null;
        });
    }

    @Override
    public void commit() throws SQLException {
        step("COMMIT", () -> {
            super.commit();
            return null;
        });
    }

    @Override
    public void rollback() throws SQLException {
        step("ROLLBACK", () -> {
            super.rollback();
            return null;
        });
    }

    @Override
    public Savepoint setSavepoint() throws SQLException {
        return step("SAVEPOINT", super::setSavepoint);
    }

    @Override
    public Savepoint setSavepoint(String name) throws SQLException {
        return step("SAVEPOINT", () -> super.setSavepoint(name));
    }

    @Override
    public void releaseSavepoint(Savepoint savepoint) throws SQLException {
        step("RELEASE", () -> {
            super.releaseSavepoint(savepoint);
            return null;
        });
    }

    @Override
    public void rollback(Savepoint savepoint) throws SQLException {
        step("ROLLBACK TO", () -> {
            super.rollback(savepoint);
            return null;
        });
    }

    @Override
    public void setTransactionIsolation(int level) throws SQLException {
        step("PRAGMA read_uncommitted", () -> {
            super.setTransactionIsolation(level);
            return null;
        });
    }

    @Override
    public void tryEnforceTransactionMode() throws SQLException {
        step(begin(), () -> {
            super.tryEnforceTransactionMode();
            return null;
        });
    }

    @Override
    public byte[] serialize(String schema) throws SQLException {
        return step("SERIALIZE", () -> super.serialize(schema));
    }

    @Override
    public void deserialize(String schema, byte[] data) throws SQLException {
        step("DESERIALIZE", () -> {
            super.deserialize(schema, data);
            return null;
        });
    }

    /** A new busy timeout replaces the gate's busy handler: the next step puts it back. */
    @Override
    public void setBusyTimeout(int milliseconds) throws SQLException {
        super.setBusyTimeout(milliseconds);
        if (steps != null) {
            steps.busyTimeoutChanged();
        }
    }

    /**
     * sqlite-jdbc's native handle, whose statements no gate sees: given to sqlite-jdbc's own
     * classes and the host's; when the submission takes it, a schedule of this file can no
     * longer be forced, and the judge is told so ({@link Unforced}).
     */
    @Override
    public DB getDatabase() {
        if (steps != null && SubmissionLoader.isSubmission(Callers.WALKER.getCallerClass())) {
            steps.handleTaken();
        }
        return super.getDatabase();
    }

    @Override
    public void close() throws SQLException {
        boolean open = !isClosed();
        super.close();
        if (open && steps != null) {
            steps.closed();
        }
    }

    /** The BEGIN that sqlite-jdbc runs for this connection's transaction mode. */
    private String begin() {
        TransactionMode mode = getConnectionConfig().getTransactionMode();
        return mode == null || mode == TransactionMode.DEFERRED ? "BEGIN" : "BEGIN " + mode.name();
    }
}
