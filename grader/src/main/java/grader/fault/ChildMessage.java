package grader.fault;

import wire.FaultProtocol;

/**
 * One message from a fault child. Besides the protocol's types there is {@link #DIED}: the
 * channel ended or the process exited without a final message, which is what the grader
 * assumes until it hears otherwise; and {@link #SILENT}: nothing came within the time bound.
 */
public record ChildMessage(String type, String payload) {
    public static final String DIED = "DIED";
    public static final String SILENT = "SILENT";

    static ChildMessage parse(String line) {
        return new ChildMessage(FaultProtocol.typeOf(line), FaultProtocol.payloadOf(line));
    }

    public boolean is(String wanted) {
        return type.equals(wanted);
    }

    /** True for the messages after which the scenario will not say anything more on its own. */
    boolean ends() {
        return is(FaultProtocol.FAULT) || is(FaultProtocol.PAUSED) || is(FaultProtocol.DONE) || is(FaultProtocol.ERROR)
                || is(DIED) || is(SILENT);
    }

    /** How a student reads it: "reached the fault point after-total", "returned true". */
    public String describe() {
        switch (type) {
            case FaultProtocol.FAULT: return "stopped at the fault point " + payload;
            case FaultProtocol.PAUSED: return "paused at " + payload;
            case FaultProtocol.DONE: return "finished, returning " + payload;
            case FaultProtocol.ERROR: return "threw " + payload;
            case SILENT: return "said nothing within " + payload;
            default: return "died: " + payload;
        }
    }
}
