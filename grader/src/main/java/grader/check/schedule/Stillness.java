package grader.check.schedule;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import grader.check.SubjectSide;
import grader.check.http.LoopbackQueues;

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
    /** The port of the submission's server the grader sends to, or 0: no server of it is in the run. */
    private final int serverPort;
    /** Whether everything the grader sends to that server is written (its requests are out). */
    private final BooleanSupplier sent;

    Stillness(SubjectSide.Hooks subject, boolean sleepersStill) {
        this(subject, sleepersStill, 0, () -> true);
    }

    /**
     * For a run of requests to the server on {@code serverPort}: a thread that waits on its
     * sockets counts as still once the requests are out ({@code sent}), the server's kernel has
     * taken in every byte of them ({@link LoopbackQueues}), and the kernel woke no such waiter
     * that has yet to run (the subject's {@code wokenWaiters}): it then moves only when an actor
     * does. Before that, the request it is about to read may make an actor.
     */
    Stillness(SubjectSide.Hooks subject, boolean sleepersStill, int serverPort, BooleanSupplier sent) {
        this.subject = subject;
        this.sleepersStill = sleepersStill;
        this.serverPort = serverPort;
        this.sent = sent;
    }

    /** What the last look found moving, for a message that says why the grader gave up waiting. */
    private String lastSeen = "nothing asked yet";

    String lastSeen() {
        return lastSeen;
    }

    /** Whether the subject is still, while the grader holds {@code held} threads and has {@code running} calls out. */
    boolean still(int held, Set<String> running) {
        if (!sent.getAsBoolean()) {
            lastSeen = "the grader's requests not yet sent";
            return false;
        }
        Map<?, ?> facts = subject.quiet();
        if (facts == null || !(facts.get("moving") instanceof List<?> moving)
                || !(facts.get("calls") instanceof List<?> calls) || !(facts.get("held") instanceof Long gated)) {
            lastSeen = "no answer from the subject";
            return false;
        }
        List<?> awake = moving;
        if (sleepersStill && facts.get("sleeping") instanceof List<?> sleeping) {
            awake = awake.stream().filter(name -> !sleeping.contains(name)).toList();
        }
        long woken = -1;
        if (serverPort > 0 && facts.get("onSockets") instanceof List<?> onSockets && !onSockets.isEmpty()) {
            woken = wokenWaiters(facts);
            if (woken == 0 && nothingOnItsWay()) {
                awake = awake.stream().filter(name -> !onSockets.contains(name)).toList();
            }
        }
        lastSeen = "moving: " + awake + ", held at gates: " + gated + " of " + held + ", calls out: " + calls
                + " of " + running + (serverPort > 0 ? ", woken socket waiters: " + woken : "");
        return awake.isEmpty() && gated == held && calls.containsAll(running);
    }

    /**
     * Read from outside, after the subject answered (a waiter woken since counts too); the
     * subject's own count only where the judge may not read its tasks (separate accounts).
     */
    private long wokenWaiters(Map<?, ?> facts) {
        long outside = subject.wokenWaiters();
        return outside >= 0 || !(facts.get("wokenWaiters") instanceof Long inside) ? outside : inside;
    }

    private boolean nothingOnItsWay() {
        try {
            return LoopbackQueues.onTheirWay(serverPort).isEmpty();
        } catch (IOException e) {
            throw new ScheduleStuck("it cannot read what the kernel holds for the server: " + e.getMessage(), new Trace());
        }
    }
}
