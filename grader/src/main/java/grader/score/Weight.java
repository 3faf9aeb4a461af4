package grader.score;

/**
 * What one check is worth and who sees it.
 *
 * @param points     the points a passed check earns (a check that did not pass earns 0)
 * @param visibility who sees the check's result
 */
public record Weight(double points, Visibility visibility) {
    /** Without a weights file every check is worth one point and visible. */
    public static final Weight DEFAULT = new Weight(1, Visibility.VISIBLE);
}
