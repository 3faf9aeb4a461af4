package labs;

/**
 * A callback that the code under test calls at named points of a write, so that the grader
 * can fail or kill the process exactly there.
 *
 * <p>Each lab names its points (for example {@code "after-inbox"}). Call the hook exactly at
 * those points, with exactly that name, and nowhere else. A {@code null} hook means "no
 * faults": skip the call. The hook may throw any exception (pass it on unchanged, after
 * rolling back what is not committed yet) or never return (the grader kills the process
 * while it waits).
 */
@FunctionalInterface
public interface FaultHook {

    /** Called when the code under test has just done what {@code point} names. */
    void reached(String point) throws Exception;

    /** Calls {@code hook} at {@code point} unless it is {@code null}. */
    static void at(FaultHook hook, String point) throws Exception {
        if (hook != null) {
            hook.reached(point);
        }
    }
}
