package grader.coordinator.isolation;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import grader.check.CheckContext;
import grader.check.CheckOutcomes;
import grader.check.explore.Exploration;
import grader.coordinator.GradingException;
import grader.coordinator.PlannedCheck;
import grader.judge.JudgeEvent;
import grader.model.CheckResult;
import grader.model.MessageBounds;
import grader.model.Status;

/**
 * Watches one worker from its hello to its end and judges it: a check with no verdict
 * within the limit timed out, a worker that went silent crashed, and until the worker says
 * otherwise it is assumed dead. Blames at most the one check in progress.
 */
final class Supervision {
    static final long STARTUP_LIMIT_MILLIS = 60_000;
    /** Discovery and class set-up between two checks; generous, since it runs no submission code. */
    static final long BETWEEN_CHECKS_LIMIT_MILLIS = 60_000;
    static final long DUMP_WAIT_MILLIS = 1_500;

    private final JudgeProcess worker;
    private final EventChannel channel;
    private final Map<String, PlannedCheck> asked;
    private final IsolatedRun.Settings settings;
    private final Consumer<CheckResult> record;
    private final StuckLabs stuck;
    /** Whether the worker has run no check yet (its first unit): nothing of the submission ran in it. */
    private final boolean fresh;
    private final Set<String> reported = new HashSet<>();
    private String current;
    private long currentStart;

    Supervision(JudgeProcess worker, EventChannel channel, Map<String, PlannedCheck> asked,
            IsolatedRun.Settings settings, Consumer<CheckResult> record, StuckLabs stuck, boolean fresh) {
        this.worker = worker;
        this.fresh = fresh;
        this.channel = channel;
        this.asked = asked;
        this.settings = settings;
        this.record = record;
        this.stuck = stuck;
    }

    /**
     * Judges the worker until it reported every asked check, or could not: true when it said
     * DONE, so it may be given more checks; false when it must be ended (it died, went over a
     * limit, or is running a check the step gate has closed since).
     */
    boolean supervise() throws InterruptedException {
        long deadline = now() + BETWEEN_CHECKS_LIMIT_MILLIS;
        while (true) {
            EventChannel.Heard heard = channel.next(Math.min(deadline - now(), settings.budget().leftMillis()));
            if (heard == null && settings.budget().usedUp()) {
                budgetUsedUp();
                return false;
            }
            if (heard == null) {
                timedOut();
                return false;
            }
            if (heard.closed()) {
                died(heard.end());
                return false;
            }
            JudgeEvent event = heard.event();
            switch (event.type()) {
                case STARTED -> {
                    PlannedCheck next = asked.get(event.checkId());
                    if (next != null && settings.gate().closes(next)) {
                        return false;  // a lower step did not pass: the rest are skipped, the worker is stopped
                    }
                    current = event.checkId();
                    currentStart = now();
                    deadline = currentStart + limitMillis(current);
                }
                case PROGRESS -> {
                    if (event.checkId().equals(current)) {
                        deadline = now() + limitMillis(current);
                    }
                }
                case FINISHED -> {
                    accept(event.result());
                    current = null;
                    deadline = now() + BETWEEN_CHECKS_LIMIT_MILLIS;
                }
                case DONE -> {
                    markUnreported();
                    return true;
                }
                case FAILED -> throw new GradingException("the worker JVM failed: " + event.text()
                        + "\n" + worker.stderrTail(4000));
                default -> {
                    // A late dump or a repeated hello changes nothing.
                }
            }
        }
    }

    /** The check's limit: --timeout, longer for an exploring check run deeper (--explore). */
    private long limitMillis(String id) {
        return (long) (settings.checkLimit().toMillis()
                * Exploration.limitFactor(id, CheckContext.exploreDepthOfThisJvm()));
    }

    private void timedOut() throws InterruptedException {
        String limit = (current == null ? settings.checkLimit().toMillis() : limitMillis(current)) / 1000.0 + " s";
        if (current == null) {
            blameNext(Status.TIMED_OUT, "the worker JVM went silent between checks for longer than "
                    + BETWEEN_CHECKS_LIMIT_MILLIS / 1000 + " s");
            return;
        }
        long millis = now() - currentStart;
        String dump = threadDump();
        blame(current, Status.TIMED_OUT, TimeLimitMessage.of(limit, dump), millis);
        if (StuckInitializer.isIn(dump)) {
            String lab = asked.get(current).lab().id();
            String reason = StuckInitializer.reason(current, limit);
            stuck.mark(lab, reason);
            asked.values().stream().filter(c -> c.lab().id().equals(lab) && !reported.contains(c.id()))
                    .forEach(c -> blame(c.id(), Status.TIMED_OUT, reason, 0));
        }
    }

    /** The grade's time is up: the check running is stopped; the rest are skipped by the caller. */
    private void budgetUsedUp() {
        if (current != null) {
            blame(current, Status.TIMED_OUT, "stopped: " + settings.budget().reason(), now() - currentStart);
        }
    }

    private String threadDump() throws InterruptedException {
        channel.askForDump();
        long end = now() + DUMP_WAIT_MILLIS;
        EventChannel.Heard heard;
        while ((heard = channel.next(end - now())) != null && !heard.closed()) {
            if (heard.event().type() == JudgeEvent.Type.DUMP) {
                return heard.event().text();
            }
        }
        return "(no thread dump: the worker did not answer within " + DUMP_WAIT_MILLIS + " ms)";
    }

    private void died(String end) throws InterruptedException {
        Integer status = worker.exitStatus(3000);
        String why = CrashMessages.describe(status, worker.stderrTail(2000), worker.stdoutTail(2000));
        // Killed by its confinement for what the submission did (filled the disk): the reason first,
        // since the exit status reads like any other SIGKILL.
        why = worker.endedByConfinement().map(reason -> reason + "; ").orElse("") + why;
        if (end.contains("longer than")) {
            why = end + "; " + why;
        }
        if (current != null) {
            blame(current, Status.CRASHED, why, now() - currentStart);
        } else if (reported.isEmpty() && fresh) {
            // No submission code has run in a judge before its first check: it is the grader's.
            graderFaultNext("the worker JVM ended before its first check: " + why);
        } else if (reported.isEmpty()) {
            blameNext(Status.CRASHED, why);
        }
    }

    private void graderFaultNext(String message) {
        asked.values().stream().filter(c -> !reported.contains(c.id())).findFirst()
                .ifPresent(c -> accept(CheckOutcomes.graderFault(c.method(), message, 0, settings.seed())));
    }

    private void blameNext(Status status, String message) {
        asked.values().stream().filter(c -> !reported.contains(c.id())).findFirst()
                .ifPresent(c -> blame(c.id(), status, message, 0));
    }

    private void blame(String id, Status status, String message, long millis) {
        PlannedCheck check = asked.get(id);
        if (check != null) {
            accept(CheckOutcomes.withStatus(check.method(), status, message, millis, settings.seed()));
        }
    }

    private void accept(CheckResult result) {
        if (result != null && asked.containsKey(result.id()) && reported.add(result.id())) {
            record.accept(MessageBounds.bounded(result));
        }
    }

    /** A worker that finished without reporting some asked check: say so rather than ask again forever. */
    private void markUnreported() {
        for (PlannedCheck check : asked.values()) {
            if (!reported.contains(check.id())) {
                String said = worker.stderrTail(2000);
                // What the judge wrote before it ended is the only clue to why (a file it could not read, say).
                accept(CheckOutcomes.graderFault(check.method(), "the worker finished without running this check"
                        + (said.isBlank() ? "" : "; it wrote: " + said), 0, settings.seed()));
            }
        }
    }

    private static long now() {
        return System.nanoTime() / 1_000_000;
    }
}
