package grader.check.schedule;

import java.util.List;

/**
 * Which actor's statement goes next, chosen among the actors waiting at their gates: the one
 * thing a forced run leaves to a schedule. A schedule sees only what the run did so far, so
 * the same schedule gives the same order every time.
 */
public interface Schedule {
    /** One of {@code ready} (never empty, in name order), given the steps taken so far. */
    String pick(List<String> ready, Trace trace);

    /** How a message names the schedule, e.g. "A runs 1 statement, then B, then A". */
    String describe();
}
