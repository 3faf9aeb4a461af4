package grader.mutants.worker;

import grader.labs.Lab;

/**
 * The steps a worker grades for one job. Grading stops early only when it cannot change a
 * verdict: once a step did not pass, later steps are never the first failing one.
 *
 * @param from              the first step graded
 * @param to                the last step graded
 * @param stopAtFirstFailure grade one step at a time and stop after the first that does not pass;
 *                          within it, skip the checks after the first rejection (not its happy path)
 */
public record StepRange(int from, int to, boolean stopAtFirstFailure) {
    public static final StepRange ALL = new StepRange(1, Lab.STEPS, false);

    public StepRange {
        if (from < 1 || to > Lab.STEPS || from > to) {
            throw new IllegalArgumentException("no steps " + from + ".." + to);
        }
    }

    /** Steps {@code from..to}, one at a time, stopping at the first that does not pass. */
    public static StepRange untilFirstFailure(int from, int to) {
        return new StepRange(from, to, true);
    }
}
