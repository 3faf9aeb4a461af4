package grader.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import grader.model.CheckResult;
import grader.model.GradeReport;
import grader.model.Status;
import grader.report.FailureText;
import grader.report.Messages;

/**
 * {@code --watch}: after the first report, waits for a save of the submission's sources and
 * grades again the way pytest's {@code --lf -x} does: the step that did not pass last time
 * first, and nothing more while it still does not pass; once it passes, the other steps in
 * order (the earlier ones too, since a fix can break them), stopping at the first that does not
 * pass, which is the step graded first on the next save. Only the checks whose status changed
 * are printed. When every step passes, the next save grades every step again.
 */
final class WatchLoop {
    /** How often the sources are looked at: a walk of a student's few files costs well under a millisecond. */
    private static final long POLL_MILLIS = 100;
    /** How long a save may take to write all its files: editors write each in a few milliseconds. */
    private static final long SETTLE_MILLIS = 100;

    /** Grades the given checks (every planned check when empty) and returns the report. */
    interface Regrade extends Function<Set<String>, GradeReport> {
    }

    private final Path root;
    private final Regrade regrade;
    private final PrintStream out;
    private final Messages messages;
    private final Map<String, CheckResult> latest = new LinkedHashMap<>();
    private final Map<String, Integer> stepOf = new LinkedHashMap<>();
    /** The lowest step that did not pass in the last round: the one the student is working on. */
    private Optional<Integer> lastFailed = Optional.empty();

    WatchLoop(Path root, Regrade regrade, PrintStream out, Messages messages) {
        this.root = root;
        this.regrade = regrade;
        this.out = out;
        this.messages = messages;
    }

    /** Runs until the process is interrupted (Ctrl-C). */
    void run(GradeReport first) throws InterruptedException {
        start(first);
        SourceSnapshot seen = SourceSnapshot.of(root);
        out.println(messages.text("watch.watching", root));
        while (!Thread.currentThread().isInterrupted()) {
            Thread.sleep(POLL_MILLIS);
            SourceSnapshot now = SourceSnapshot.of(root);
            if (now.equals(seen)) {
                continue;
            }
            Thread.sleep(SETTLE_MILLIS);  // let an editor finish writing every file of the save
            seen = SourceSnapshot.of(root);
            gradeOnce();
        }
    }

    /** One round after a save: the step that did not pass last, then, once it passes, the others. */
    void gradeOnce() {
        Optional<Integer> step = lastFailed;
        if (step.isPresent() && !gradeStep(step.get())) {
            return;
        }
        Set<String> others = step.map(this::idsOutside).orElse(Set.of());
        if (step.isPresent() && others.isEmpty()) {
            lastFailed = Optional.empty();
            out.println(messages.text("watch.allPass"));
            return;
        }
        if (step.isPresent()) {
            out.println(messages.text("watch.others"));
        }
        regradeAndPrint(others);
        lastFailed = lowestFailing();
        out.println(lastFailed.map(s -> messages.text("watch.stepFails", s)).orElse(messages.text("watch.allPass")));
    }

    /** Grades one step's checks and says whether it passes now. */
    private boolean gradeStep(int step) {
        regradeAndPrint(idsOf(step));
        boolean passes = idsOf(step).stream().allMatch(id -> latest.get(id).status().passed());
        out.println(messages.text(passes ? "watch.stepPasses" : "watch.stepFails", step));
        return passes;
    }

    private GradeReport regradeAndPrint(Set<String> ids) {
        GradeReport report = regrade.apply(ids);
        printChanges(report);
        remember(report);
        return report;
    }

    private Optional<Integer> lowestFailing() {
        return latest.values().stream().filter(c -> !c.status().passed())
                .map(c -> stepOf.get(c.id())).min(Integer::compare);
    }

    private Set<String> idsOf(int step) {
        return stepOf.entrySet().stream().filter(e -> e.getValue() == step).map(Map.Entry::getKey)
                .collect(Collectors.toSet());
    }

    private Set<String> idsOutside(int step) {
        return stepOf.entrySet().stream().filter(e -> e.getValue() != step).map(Map.Entry::getKey)
                .collect(Collectors.toSet());
    }

    /** The first report: every check's step, and the step to grade first on the first save. */
    void start(GradeReport first) {
        remember(first);
        lastFailed = lowestFailing();
    }

    /**
     * A check that was skipped this round was not graded (a lower step did not pass), so what
     * is known of it is still what an earlier round found.
     */
    private void remember(GradeReport report) {
        for (CheckResult check : checks(report)) {
            stepOf.put(check.id(), check.step());
            if (check.status() != Status.SKIPPED || !latest.containsKey(check.id())) {
                latest.put(check.id(), check);
            }
        }
    }

    private static List<CheckResult> checks(GradeReport report) {
        return report.labs().stream().flatMap(l -> l.steps().stream()).flatMap(s -> s.checks().stream()).toList();
    }

    private void printChanges(GradeReport report) {
        for (CheckResult check : checks(report)) {
            CheckResult before = latest.get(check.id());
            if (check.status() != Status.SKIPPED && (before == null || before.status() != check.status())) {
                String was = before == null ? "-" : messages.status(before.status());
                String why = check.status().passed() ? null : FailureText.firstLine(check, messages);
                out.println("  " + check.id() + ": " + was + " -> " + messages.status(check.status())
                        + (why == null ? "" : "  " + why));
            }
        }
    }

}
