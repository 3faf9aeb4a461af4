package grader.check.crash;

import java.io.IOException;
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
    private KilledCall() {
    }

    /** What a process that stopped at {@code point} and was killed there reports. */
    public static String killedAt(String point) {
        return "killed at " + point;
    }

    /** What a call stopped before its {@code n}-th SQL statement, and killed there, reports. */
    public static String killedBeforeStatement(int n) {
        return "killed before its SQL statement " + n;
    }

    /** What a call that ran fewer statements than the one it was to stop before reports: it returned {@code result}. */
    public static String returned(Object result) {
        return "returned " + result;
    }

    /**
     * Runs {@code scenario} with {@code args} in a new process of the submission's {@code lab}
     * whose statements on the database are counted (a child on the subjects' class path), and
     * kills it before the call's {@code n}-th statement: {@link #killedBeforeStatement} when it
     * got there (and the statement's first words, in brackets), {@link #returned} when the call ran fewer, else how the process ended. The
     * scenario's first two arguments are the database and {@code n}.
     */
    public static String beforeStatement(CheckContext context, Lab lab, int n, String scenario, Object... args)
            throws IOException, InterruptedException {
        String point = FaultProtocol.beforeStatement(n);
        try (FaultChild child = CrashRun.startChild(context, lab, ChildRuntime.forSubjects(), "killed-" + point,
                scenario, args)) {
            ChildMessage end = child.awaitEnd(CrashRun.BOUND);
            child.kill();
            if (end.is(FaultProtocol.FAULT) && end.payload().equals(point)) {
                String label = "statement " + n + ": ";
                return killedBeforeStatement(n) + child.history().stream().filter(h -> h.startsWith(label))
                        .map(h -> " (" + h.substring(label.length()) + ")").findFirst().orElse("");
            }
            if (end.is(FaultProtocol.DONE)) {
                return returned(end.payload());
            }
            if (CrashRun.isStub(context, end)) {
                throw new NotImplemented("in a process of its own: " + end.payload());
            }
            return "(the process neither stopped before statement " + n + " nor returned: " + end.describe() + ")";
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
