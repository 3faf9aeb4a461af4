package subject;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicLong;
import org.sqlite.BusyHandler;
import wire.StatementGate;
import wire.StatementLabel;

/**
 * A submission's connection to a scheduled file: every statement it runs (through a statement
 * of this connection, or {@code setAutoCommit}, {@code commit}, {@code rollback}, which run
 * BEGIN, COMMIT and ROLLBACK) first asks the gate, and reports when it ended; a wait for a
 * lock asks the gate whether to try again. Everything else goes to sqlite-jdbc's connection.
 */
final class GatedConnection implements InvocationHandler {
    private static final AtomicLong SERIALS = new AtomicLong();

    private final Connection real;
    private final StatementGate gate;
    private final long serial = SERIALS.incrementAndGet();

    private GatedConnection(Connection real, StatementGate gate) {
        this.real = real;
        this.gate = gate;
    }

    static Connection wrap(Connection real, StatementGate gate) throws SQLException {
        GatedConnection gated = new GatedConnection(real, gate);
        gated.armBusyHandler();
        return (Connection) Proxy.newProxyInstance(GatedConnection.class.getClassLoader(),
                new Class<?>[] {Connection.class}, gated);
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        String name = method.getName();
        switch (name) {
            case "createStatement", "prepareStatement", "prepareCall":
                Statement made = (Statement) call(method, args);
                return gatedStatement(made, args != null && args.length > 0 ? (String) args[0] : null);
            case "setAutoCommit":
                boolean begins = !((Boolean) args[0]) && real.getAutoCommit();
                boolean commits = (Boolean) args[0] && !real.getAutoCommit();
                return begins || commits ? step(begins ? "BEGIN" : "COMMIT", method, real, args) : call(method, args);
            case "commit", "rollback":
                return args == null ? step(name.toUpperCase(), method, real, args) : call(method, args);
            case "close":
                boolean open = !real.isClosed();
                call(method, args);
                if (open) {
                    String call = Schedules.callOf(Thread.currentThread());
                    Schedules.held(() -> {
                        gate.closed(call, serial);
                        return null;
                    });
                }
                return null;
            case "equals":
                return proxy == args[0];
            case "hashCode":
                return System.identityHashCode(proxy);
            default:
                return call(method, args);
        }
    }

    private Object gatedStatement(Statement made, String sql) {
        Class<?> type = made instanceof CallableStatement ? CallableStatement.class
                : made instanceof PreparedStatement ? PreparedStatement.class : Statement.class;
        InvocationHandler handler = (proxy, method, args) -> {
            if (method.getName().startsWith("execute")) {
                String text = args != null && args.length > 0 && args[0] instanceof String given ? given : sql;
                return step(StatementLabel.of(text, method.getName()), method, made, args);
            }
            return switch (method.getName()) {
                case "equals" -> proxy == args[0];
                case "hashCode" -> System.identityHashCode(proxy);
                case "getConnection" -> real;
                default -> invokeOn(made, method, args);
            };
        };
        return Proxy.newProxyInstance(GatedConnection.class.getClassLoader(), new Class<?>[] {type}, handler);
    }

    /** One statement: the gate first, then the statement, then word that it ended. */
    private Object step(String label, Method method, Object target, Object[] args) throws Throwable {
        String call = Schedules.callOf(Thread.currentThread());
        Schedules.held(() -> {
            gate.before(call, serial, Thread.currentThread().getName(), label);
            return null;
        });
        try {
            return invokeOn(target, method, args);
        } finally {
            if (label.contains("busy_timeout")) {
                armBusyHandler();
            }
            Schedules.held(() -> {
                gate.after(call, serial);
                return null;
            });
        }
    }

    private Object call(Method method, Object[] args) throws Throwable {
        return invokeOn(real, method, args);
    }

    private static Object invokeOn(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /**
     * Waits for a lock through the gate, as long as the submission's own busy timeout: set
     * again after the submission changed it (a busy timeout replaces any busy handler).
     */
    private void armBusyHandler() throws SQLException {
        int limit;
        try (Statement st = real.createStatement(); ResultSet rs = st.executeQuery("PRAGMA busy_timeout")) {
            limit = rs.next() ? rs.getInt(1) : 0;
        }
        BusyHandler.setHandler(real, new GateBusyHandler(gate, serial, limit));
    }
}
