package grader.score;

/**
 * One entry of a weights file; either part may be absent (null) and then comes from the
 * broader entry (check, then step, then {@code default}).
 */
record Rule(Double points, Visibility visibility) {
    static final Rule NONE = new Rule(null, null);

    /** This rule where it says something, else {@code broader}. */
    Rule over(Rule broader) {
        return new Rule(points != null ? points : broader.points, visibility != null ? visibility : broader.visibility);
    }
}
