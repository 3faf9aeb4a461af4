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
import grader.model.LabResult;
import grader.model.StepResult;
import grader.report.Messages;

/**
 * {@code --watch}: after the first report, waits for a save under the submission and grades
 * the step being worked on (the first that does not pass) again, printing only the checks
 * whose status changed. When that step passes, the next one is graded at once; when every
 * step passes, every step is graded again on the next save.
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

    WatchLoop(Path root, Regrade regrade, PrintStream out, Messages messages) {
        this.root = root;
        this.regrade = regrade;
        this.out = out;
        this.messages = messages;
    }

    /** Runs until the process is interrupted (Ctrl-C). */
    void run(GradeReport first) throws InterruptedException {
        remember(first);
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

    /** One round after a save: the step being worked on, then the next one once it passes. */
    void gradeOnce() {
        Optional<Integer> step = currentStep();
        if (step.isEmpty()) {
            GradeReport all = regradeAndPrint(Set.of());
            out.println(messages.text(all.passed() ? "watch.allPass" : "watch.rerun"));
            return;
        }
        if (gradeStep(step.get())) {
            Optional<Integer> next = currentStep();
            if (next.isEmpty()) {
                out.println(messages.text("watch.allPass"));
            } else {
                out.println(messages.text("watch.next", next.get()));
                gradeStep(next.get());
            }
        }
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

    private Optional<Integer> currentStep() {
        return latest.values().stream().filter(c -> !c.status().passed())
                .map(c -> stepOf.get(c.id())).min(Integer::compare);
    }

    private Set<String> idsOf(int step) {
        return stepOf.entrySet().stream().filter(e -> e.getValue() == step).map(Map.Entry::getKey)
                .collect(Collectors.toSet());
    }

    void remember(GradeReport report) {
        for (LabResult lab : report.labs()) {
            for (StepResult step : lab.steps()) {
                for (CheckResult check : step.checks()) {
                    latest.put(check.id(), check);
                    stepOf.put(check.id(), step.number());
                }
            }
        }
    }

    private void printChanges(GradeReport report) {
        List<CheckResult> checks = report.labs().stream().flatMap(l -> l.steps().stream())
                .flatMap(s -> s.checks().stream()).toList();
        for (CheckResult check : checks) {
            CheckResult before = latest.get(check.id());
            if (before == null || before.status() != check.status()) {
                String was = before == null ? "-" : messages.status(before.status());
                out.println("  " + check.id() + ": " + was + " -> " + messages.status(check.status())
                        + (check.status().passed() || check.message() == null ? "" : "  " + firstLine(check.message())));
            }
        }
    }

    private static String firstLine(String message) {
        int end = message.indexOf('\n');
        return end < 0 ? message : message.substring(0, end);
    }
}
