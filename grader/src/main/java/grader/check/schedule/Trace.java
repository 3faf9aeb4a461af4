package grader.check.schedule;

import java.util.ArrayList;
import java.util.List;

/** The statements a forced run let go, in order: the schedule a message shows, e.g. "A:SELECT, B:SELECT, A:UPDATE". */
public final class Trace {
    private record Step(String actor, String statement, boolean waited) {
        @Override
        public String toString() {
            return actor + ":" + statement + (waited ? " (waited for the lock)" : "");
        }
    }

    private final List<Step> steps = new ArrayList<>();

    synchronized void add(String actor, String statement) {
        steps.add(new Step(actor, statement, false));
    }

    /** The last step of {@code actor} had to wait for a lock. */
    synchronized void waited(String actor) {
        for (int i = steps.size() - 1; i >= 0; i--) {
            Step step = steps.get(i);
            if (step.actor().equals(actor)) {
                steps.set(i, new Step(actor, step.statement(), true));
                return;
            }
        }
    }

    /** How many statements {@code actor} was let go. */
    public synchronized int stepsOf(String actor) {
        return (int) steps.stream().filter(s -> s.actor().equals(actor)).count();
    }

    /** Whether the last step had to wait for a lock (or gave up on it at once). */
    public synchronized boolean lastWaited() {
        return !steps.isEmpty() && steps.get(steps.size() - 1).waited();
    }

    /** How many actors took a step. */
    public synchronized int actors() {
        return (int) steps.stream().map(Step::actor).distinct().count();
    }

    /** Whether any step had to wait for a lock (or gave up on it at once). */
    public synchronized boolean anyWaited() {
        return steps.stream().anyMatch(Step::waited);
    }

    /** The actor of the last step, or null before the first. */
    public synchronized String last() {
        return steps.isEmpty() ? null : steps.get(steps.size() - 1).actor();
    }

    public synchronized int size() {
        return steps.size();
    }

    @Override
    public synchronized String toString() {
        return steps.isEmpty() ? "(no statement reached the grader's gate)" : String.join(", ",
                steps.stream().map(Step::toString).toList());
    }
}
