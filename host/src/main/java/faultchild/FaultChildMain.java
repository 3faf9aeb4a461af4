package faultchild;

import wire.ArgWords;
import wire.FaultProtocol;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.List;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Entry point of a fault child: {@code FaultChildMain PORT IMPLEMENTATION SCENARIO ARGS...},
 * or {@code FaultChildMain PORT --spare}, which is told the rest on its channel once needed.
 * Connects to the grader on {@code 127.0.0.1:PORT} and proves who it is with the token that is
 * the first line of its stdin
 * ({@code -}: report on stderr, for a replay by hand), loads the submission's class by name, runs one scenario and reports its
 * end. The grader decides everything; this side only acts and reports.
 */
public final class FaultChildMain {
    /** The implementation argument of a probe scenario, which needs no lab. */
    public static final String NO_LAB = "none";
    /**
     * In place of the implementation: a spare, started before it is needed. It connects,
     * warms the JVM up (see {@link #warmUp}), then waits for its {@link FaultProtocol#JOB}.
     */
    public static final String SPARE = "--spare";

    private FaultChildMain() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length == 2 && SPARE.equals(args[1]) && !"-".equals(args[0])) {
            runSpare(args[0]);
        }
        if (args.length < 3) {
            System.err.println("usage: FaultChildMain PORT|- IMPLEMENTATION_CLASS SCENARIO [ARGS...] (the token on stdin)");
            System.exit(2);
        }
        try (ControlChannel channel = ControlChannel.open(args[0])) {
            run(channel, args[1], args[2], ArgWords.decodeAll(Arrays.asList(args).subList(3, args.length)));
        }
        // Student code may have left non-daemon threads behind; the scenario is over.
        System.exit(0);
    }

    private static void runSpare(String port) throws Exception {
        try (ControlChannel channel = ControlChannel.open(port)) {
            warmUp();
            List<String> job = channel.awaitJob();
            if (!job.isEmpty()) {
                run(channel, job.get(0), job.get(1), job.subList(2, job.size()));
            }
        }
        System.exit(0);
    }

    /**
     * What every scenario does first and costs most of a child's start: sqlite-jdbc loads its
     * native library and sets itself up at its first connection. An in-memory database, before
     * the submission is loaded, so nothing of a check's files or of the code under test is touched.
     */
    private static void warmUp() {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite::memory:");
             Statement statement = connection.createStatement()) {
            statement.execute("SELECT 1");
        } catch (SQLException e) {
            // The scenario will meet the same trouble and report it as its own.
        }
    }

    private static void run(ControlChannel channel, String implementation, String name, List<String> args) {
        try {
            Scenario scenario = Scenarios.named(name);
            Object lab = NO_LAB.equals(implementation) ? null : instantiate(implementation);
            channel.send(FaultProtocol.READY, name);
            String result = scenario.run(lab, args, new ChildSession(channel));
            channel.send(FaultProtocol.DONE, result);
        } catch (Throwable t) {
            Throwable cause = t instanceof InvocationTargetException && t.getCause() != null ? t.getCause() : t;
            channel.send(FaultProtocol.ERROR, FaultProtocol.error(cause));
        }
    }

    private static Object instantiate(String className) throws ReflectiveOperationException {
        Constructor<?> constructor = Class.forName(className).getDeclaredConstructor();
        constructor.setAccessible(true);
        return constructor.newInstance();
    }
}
