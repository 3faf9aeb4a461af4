package grader.check.schedule;

import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.check.SubjectSide;

/**
 * Tells "an actor is on its way to its next statement" from "nothing will move until the
 * grader lets someone go": the subject has no thread of the submission that runs or sleeps
 * for a while, none on its way to or from a gate beyond those the grader holds, and runs
 * every call the grader started and has not seen return. Only ever a reason to stop waiting
 * (the run goes on with the actors at their gates), never a verdict.
 */
final class Stillness {
    /** Answers in a row that must say so, with no gate heard from in between. */
    static final int QUIET_ANSWERS = 3;

    private final SubjectSide.Hooks subject;
    /** Whether the submission's sleeping threads count as still (pollers, see {@link ForcedRun#withPollingThreads}). */
    private final boolean sleepersStill;

    Stillness(SubjectSide.Hooks subject, boolean sleepersStill) {
        this.subject = subject;
        this.sleepersStill = sleepersStill;
    }

    /** Whether the subject is still, while the grader holds {@code held} threads and has {@code running} calls out. */
    boolean still(int held, Set<String> running) {
        Map<?, ?> facts = subject.quiet();
        if (facts == null || !(facts.get("moving") instanceof List<?> moving)
                || !(facts.get("calls") instanceof List<?> calls) || !(facts.get("held") instanceof Long gated)) {
            return false;
        }
        List<?> awake = moving;
        if (sleepersStill && facts.get("sleeping") instanceof List<?> sleeping) {
            awake = moving.stream().filter(name -> !sleeping.contains(name)).toList();
        }
        return awake.isEmpty() && gated == held && calls.containsAll(running);
    }
}
