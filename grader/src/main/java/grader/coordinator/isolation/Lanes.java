package grader.coordinator.isolation;

/**
 * How many judges one grade runs at once. Each judge (with its subject) grades a share of the
 * checks, one step of one lab at a time, so a grade uses the cores the machine has: about half
 * of a grade's time was one core waiting on child JVMs and SQLite. A class run already grades
 * several submissions at once, so each of its grades has one lane ({@code -Didemlab.lanes=1}).
 * {@code IDEMLAB_LANES} sets it for a platform that shares its cores otherwise.
 */
public final class Lanes {
    /** More judges than this only add memory: most grades have four labs' worth of heavy steps. */
    static final int MOST = 4;
    public static final String PROPERTY = "idemlab.lanes";
    public static final String VARIABLE = "IDEMLAB_LANES";

    private Lanes() {
    }

    /** The property, else the variable, else one per core, at most {@link #MOST}; at least 1. */
    public static int forThisGrade() {
        String asked = System.getProperty(PROPERTY, System.getenv(VARIABLE));
        if (asked != null && asked.strip().matches("[0-9]{1,3}")) {
            return Math.max(1, Integer.parseInt(asked.strip()));
        }
        return Math.max(1, Math.min(MOST, Runtime.getRuntime().availableProcessors()));
    }
}
