package faultchild;

import wire.ArgWords;
import wire.FaultProtocol;
import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.util.Arrays;
import java.util.List;

/**
 * Entry point of a fault child: {@code FaultChildMain PORT IMPLEMENTATION SCENARIO ARGS...}.
 * Connects to the grader on {@code 127.0.0.1:PORT} and proves who it is with the token that is
 * the first line of its stdin
 * ({@code -}: report on stderr, for a replay by hand), loads the submission's class by name, runs one scenario and reports its
 * end. The grader decides everything; this side only acts and reports.
 */
public final class FaultChildMain {
    /** The implementation argument of a probe scenario, which needs no lab. */
    public static final String NO_LAB = "none";

    private FaultChildMain() {
    }

    public static void main(String[] args) throws Exception {
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
