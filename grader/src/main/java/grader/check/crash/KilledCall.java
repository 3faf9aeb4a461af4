package grader.check.crash;

import java.io.IOException;
import java.util.List;
import java.util.Objects;
import grader.check.CheckContext;
import grader.check.NotImplemented;
import grader.fault.ChildMessage;
import grader.fault.FaultChild;
import grader.labs.Lab;
import grader.process.ChildRuntime;
import wire.FaultProtocol;

/**
 * One call of a generated sequence made in a process of its own (a fault child running the
 * submission), SIGKILLed when it reaches a fault point: no rollback, no finally, no shutdown
 * hook runs. What the grader saw is returned as a plain sentence for the sequence's model to
 * compare, so a process that ends another way is a difference to shrink, not a stop.
 */
public final class KilledCall {
    private static final String RETURNED = "returned ";

    private KilledCall() {
    }

    /** What a process that stopped at {@code point} and was killed there reports. */
    public static String killedAt(String point) {
        return "killed at " + point;
    }

    /**
     * How a process that was to stop a call before its {@code n}-th SQL statement ended:
     * {@code killed} there, or not ({@code ended} says how: {@code returned X} when the call ran
     * fewer statements); {@code statements} are the first words of those it ran or reached.
     */
    public record StatementStop(int n, boolean killed, String ended, List<String> statements) {
        /** Whether the call ran to its end and returned (it ran fewer statements, or was only counted). */
        public boolean returned() {
            return ended.startsWith(RETURNED);
        }

        /** The stop as a report shows it, e.g. {@code killed before its SQL statement 3 (UPDATE)}. */
        public String shown() {
            return killed ? "killed before its SQL statement " + n
                    + (statements.size() >= n ? " (" + statements.get(n - 1) + ")" : "") : ended;
        }
    }

    /** What a call that ran fewer statements than the one it was to stop before reports: it returned {@code result}. */
    public static String returned(Object result) {
        return RETURNED + result;
    }

    /**
     * Runs {@code scenario} with {@code args} in a new process of the submission's {@code lab}
     * whose statements on the database are counted (a child on the subjects' class path), and
     * kills it before the call's {@code n}-th statement ({@code n} = 0: lets the call run and
     * only counts). The scenario's first two arguments are the database and {@code n}.
     */
    public static StatementStop beforeStatement(CheckContext context, Lab lab, int n, String scenario, Object... args)
            throws IOException, InterruptedException {
        String point = FaultProtocol.beforeStatement(n);
        try (FaultChild child = CrashRun.startChild(context, lab, ChildRuntime.forSubjects(),
                n == 0 ? "counted" : "killed-" + point, scenario, args)) {
            ChildMessage end = child.awaitEnd(CrashRun.BOUND);
            child.kill();
            List<String> statements = child.history().stream().map(FaultProtocol::statementLabel)
                    .filter(Objects::nonNull).toList();
            if (n > 0 && end.is(FaultProtocol.FAULT) && end.payload().equals(point)) {
                return new StatementStop(n, true, "killed", statements);
            }
            if (end.is(FaultProtocol.DONE)) {
                return new StatementStop(n, false, returned(end.payload()), statements);
            }
            if (CrashRun.isStub(context, end)) {
                throw new NotImplemented("in a process of its own: " + end.payload());
            }
            return new StatementStop(n, false, "(the process neither stopped before a statement nor returned: "
                    + end.describe() + ")", statements);
        }
    }

    /**
     * Runs {@code scenario} with {@code args} in a new process of the submission's {@code lab}
     * and kills it at {@code point}: {@link #killedAt} when it got there, else how it ended.
     */
    public static String at(CheckContext context, Lab lab, String point, String scenario, Object... args)
            throws IOException, InterruptedException {
        try (FaultChild child = CrashRun.startChild(context, lab, ChildRuntime.shared(), "killed-" + point, scenario,
                args)) {
            ChildMessage end = child.awaitEnd(CrashRun.BOUND);
            child.kill();
            if (end.is(FaultProtocol.FAULT) && end.payload().equals(point)) {
                return killedAt(point);
            }
            if (CrashRun.isStub(context, end)) {
                throw new NotImplemented("in a process of its own: " + end.payload());
            }
            return "(the process did not stop at " + point + ": " + end.describe() + ")";
        }
    }
}
