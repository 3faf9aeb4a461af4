package grader.checks.lease;

/**
 * How many rounds a racing check runs. Each round forces the interleaving (the grader holds
 * the write lock until every racer waits for it), so a wrong answer fails the first round; the
 * further rounds only vary the owners' order. A correct answer that takes 100 ms a claim still
 * finishes well inside the time limit per check.
 */
final class RaceRounds {
    static final int MAX = 3;

    private RaceRounds() {
    }

    /** How a round is named in a message, e.g. "round 2 of 3". */
    static String name(int round) {
        return "round " + round + " of " + MAX;
    }
}
