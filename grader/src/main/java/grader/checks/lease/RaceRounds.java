package grader.checks.lease;

/**
 * How many rounds a racing check runs: all {@link #MAX} when the machine keeps up, but never
 * past a time budget once {@link #MIN} rounds are done, so that correct code on a loaded
 * machine is not cut off by the time limit per check (8 racers x 100 rounds took up to 9 s of
 * the default 10 s with four graders at once). Code whose lookup and update are not covered
 * by one lock produces a second winner in most rounds, so the minimum still catches it.
 */
final class RaceRounds {
    static final int MAX = 100;
    static final int MIN = 25;
    /** Half the default time limit per check: room for setup and the round in progress. */
    static final long BUDGET_MILLIS = 5000;

    private final long startNanos = System.nanoTime();

    /** Whether to run another round after {@code done} rounds. */
    boolean another(int done) {
        if (done >= MAX) {
            return false;
        }
        return done < MIN || (System.nanoTime() - startNanos) / 1_000_000 < BUDGET_MILLIS;
    }

    /** How a round is named in a message, e.g. "round 7 (of up to 100)". */
    static String name(int round) {
        return "round " + round + " (of up to " + MAX + ")";
    }
}
