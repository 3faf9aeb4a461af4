package grader.mutants.report;

import java.util.List;
import java.util.stream.Collectors;
import grader.mutants.Mutant;

/**
 * The step whose checks a report names as nearest to a change, and why that step: an
 * authored change's nearest checks are those of its intended step, whatever the trace found
 * (the report says how the two relate); a generated change's are those of the lowest step
 * the trace found, or of step 1, where its grading starts, when the trace found none.
 */
public record NearestStep(NearestChecks.Trace trace, int step, Reason reason) {
    /** Why {@link #step} is the step named. */
    public enum Reason {
        /** A generated change: the lowest step of the lab methods that reach it. */
        LOWEST_TRACED,
        /** An authored change whose intended step is a step of a lab method that reaches it. */
        INTENDED_TRACED,
        /** An authored change whose intended step is none of the steps of the lab methods that reach it. */
        INTENDED_NOT_TRACED,
        /** An authored change that the trace found no lab method for. */
        INTENDED_UNTRACED,
        /** A generated change that the trace found no lab method for. */
        UNTRACED
    }

    static NearestStep of(Mutant mutant, NearestChecks.Trace trace) {
        if (mutant.authored()) {
            int intended = mutant.targetStep();
            Reason reason = !trace.found() ? Reason.INTENDED_UNTRACED
                    : trace.steps().contains(intended) ? Reason.INTENDED_TRACED : Reason.INTENDED_NOT_TRACED;
            return new NearestStep(trace, intended, reason);
        }
        return trace.found() ? new NearestStep(trace, trace.steps().first(), Reason.LOWEST_TRACED)
                : new NearestStep(trace, 1, Reason.UNTRACED);
    }

    /** The report's line: what the change sits in, what reaches it, and {@code checks}, those of {@link #step}. */
    public String line(List<String> checks) {
        String in = String.join(", ", trace.changedIn());
        String listed = String.join(", ", checks);
        String reached = trace.direct() ? in + " (" + steps() + ")"
                : in + ", reached from " + methods() + " (" + steps() + ")";
        return switch (reason) {
            case LOWEST_TRACED -> reached + "; checks of step " + step + ": " + listed;
            case INTENDED_TRACED -> reached + "; checks of step " + step + ", its intended step: " + listed;
            case INTENDED_NOT_TRACED -> reached + "; step " + step + ", its intended step, is not a step of "
                    + (trace.labMethods().size() == 1 ? "that lab method" : "those lab methods")
                    + "; checks of step " + step + ": " + listed;
            case INTENDED_UNTRACED -> in + ": the trace found no lab method that uses it; checks of step " + step
                    + ", its intended step: " + listed;
            case UNTRACED -> in + ": the trace found no lab method that uses it, so any step may run it;"
                    + " checks of step 1, where its grading starts: " + listed;
        };
    }

    private String methods() {
        return (trace.labMethods().size() == 1 ? "lab method " : "lab methods ")
                + trace.labMethods().stream().map(m -> m + "()").collect(Collectors.joining(", "));
    }

    private String steps() {
        return (trace.steps().size() == 1 ? "step " : "steps ")
                + trace.steps().stream().map(String::valueOf).collect(Collectors.joining(", "));
    }
}
