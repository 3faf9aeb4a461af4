package grader.check.explore;

import java.util.List;

/**
 * One generated call: it holds its arguments, runs on the code under test in world {@code W},
 * and asks the lab's model {@code M} what the contract allows before it changes the model to
 * what happened. Arguments are fixed when the call is generated, so that a sequence without
 * some of its calls (while shrinking) still means the same calls.
 *
 * @param <W> the code under test and its database, for one run of a sequence
 * @param <M> the model of the lab's stored state
 */
public interface Op<W, M> {

    /** The call as the student would write it, e.g. {@code claim(db, "job-1", "A", now=10.5, ttl=5.0)}. */
    String call();

    /** Runs the call on the code under test (or, for a set-up step, through the grader's own connection). */
    Outcome perform(W world) throws Exception;

    /** What the contract allows this call to do, in the state {@code model} holds before it. */
    Expected expect(M model);

    /** Changes the model to the state after the call; {@code actual} was accepted by {@link #expect}. */
    void apply(M model, Outcome actual);

    /**
     * The states the call may have left when its outcome alone does not tell which (two racing
     * calls whose outcomes fit both serial orders, each order leaving other rows): copies of
     * {@code model}, each changed to one of them, and the stored state must be one. Empty: the
     * outcome tells, and {@link #apply} says what the state is.
     */
    default List<M> possibleAfter(M model, Outcome actual) {
        return List.of();
    }

    /** Whether a shrunk sequence may leave this call out (the set-up every sequence needs may not). */
    default boolean removable() {
        return true;
    }

    /** Simpler forms of this call (smaller values, the first instance), tried while shrinking. */
    default List<Op<W, M>> simpler() {
        return List.of();
    }
}
