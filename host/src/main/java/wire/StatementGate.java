package wire;

/**
 * The grader's gate in front of every SQL statement a submission runs on a database file the
 * grader schedules: the subject asks before each statement and reports what became of it; the
 * grader (the judge) decides which actor's statement goes next. {@code call} is the label of
 * the grader's call the statement belongs to ("" for none), {@code connection} the number the
 * subject gave the connection it runs on.
 */
public interface StatementGate {
    /**
     * Returns once the grader lets {@code statement} (its first words, e.g. "SELECT") run;
     * {@code thread} names the thread that runs it, "name#id" (a pool's numbered workers take
     * their tasks in order, so the grader can name claims the same way in every run; the id
     * tells apart workers a thread factory gave one name).
     */
    void before(String call, long connection, String thread, String statement);

    /**
     * The statement waits for a lock another connection holds: returns true when the grader
     * lets it try again, false to give up (the statement then fails busy). {@code waitedMillis}
     * and {@code limitMillis} are the submission's own busy timeout, which the wait keeps to.
     */
    boolean busy(String call, long connection, long waitedMillis, long limitMillis);

    /** The statement ended, with a result or an exception. */
    void after(String call, long connection);

    /** The connection was closed. */
    void closed(String call, long connection);
}
