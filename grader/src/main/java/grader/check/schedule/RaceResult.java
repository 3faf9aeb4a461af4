package grader.check.schedule;

import java.util.Map;

/**
 * What one forced run gave: each call's outcome by actor name (its value, the exception it
 * threw, or a note in parentheses), the statements in the order they were let go, and the
 * most actors seen waiting at their gates at once.
 */
public record RaceResult(Map<String, Object> outcomes, Trace trace, int mostReady, Schedule schedule) {
    /** "schedule: A:SELECT, B:SELECT, ..." with how it was chosen: what a failure message shows. */
    public String shown() {
        return "schedule: " + trace + " (" + schedule.describe() + ")";
    }
}
