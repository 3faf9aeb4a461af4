package grader.check.explore;

import java.util.Optional;

/**
 * A lab as exploration sees it: a fresh world (new database, the instances of the code under
 * test) per run, a fresh model, and a comparison of what is stored with what the model holds,
 * read through the grader's own connections.
 */
public interface ExploredLab<W, M> {

    /** A fresh world for run {@code run}: its own database file, nothing carried over. */
    W open(int run) throws Exception;

    /** The model of an empty, just-created database. */
    M model();

    /** Empty when the stored state is what the model holds; else what differs, as expected and actual. */
    Optional<StateDifference> compare(W world, M model) throws Exception;

    /**
     * Empty when what a whole sequence must leave behind holds once it ended (no thread of the
     * code's still running, for example); else what differs.
     */
    default Optional<StateDifference> afterSequence(W world) throws Exception {
        return Optional.empty();
    }

    /** The stored state, for the report. */
    String state(W world) throws Exception;

    /** Ends the world's run (the files are the check's temp folder's). */
    default void close(W world) {
    }
}
