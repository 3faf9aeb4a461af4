package grader.corpus;

import java.util.List;
import java.util.stream.Collectors;
import grader.model.LabResult;
import grader.model.Status;
import grader.model.StepResult;

/**
 * How the grader's result for one corpus entry compares with the verdict the entry expects.
 * {@code problem} is null when they agree, else one line a check author can act on.
 */
public record CorpusVerdict(CorpusEntry entry, Kind kind, String problem) {
    /** Agreement, or the way the grader was wrong. */
    public enum Kind { AGREES, FALSE_PASS, FALSE_FAILURE, WRONG_STEP, BROKEN_ENTRY }

    /** Judges {@code result}: steps 1..step graded for a failing entry, every step for a passing one. */
    public static CorpusVerdict judge(CorpusEntry entry, LabResult result) {
        return entry.shouldPass() ? judgePass(entry, result) : judgeFail(entry, result);
    }

    /** The entry could not be graded at all (it does not compile, or names no known clause). */
    public static CorpusVerdict broken(CorpusEntry entry, String why) {
        return new CorpusVerdict(entry, Kind.BROKEN_ENTRY, "broken entry: " + why);
    }

    private static CorpusVerdict judgePass(CorpusEntry entry, LabResult result) {
        List<String> failures = result.steps().stream().flatMap(s -> s.checks().stream())
                .filter(c -> !c.status().passed())
                .map(c -> "false failure: " + c.id() + " " + c.status().label() + ": " + c.message())
                .toList();
        return failures.isEmpty() ? agrees(entry)
                : new CorpusVerdict(entry, Kind.FALSE_FAILURE, String.join("\n", failures));
    }

    private static CorpusVerdict judgeFail(CorpusEntry entry, LabResult result) {
        StepResult first = result.firstFailingStep().orElse(null);
        if (first == null) {
            return new CorpusVerdict(entry, Kind.FALSE_PASS, "false pass: every check of steps 1.." + entry.step()
                    + " passed, yet the entry breaks " + entry.clause());
        }
        if (first.number() != entry.step()) {
            return new CorpusVerdict(entry, Kind.WRONG_STEP, "wrong step: first failing step was " + first.number()
                    + ", not " + entry.step() + " (" + failing(first) + ")");
        }
        return agrees(entry);
    }

    private static CorpusVerdict agrees(CorpusEntry entry) {
        return new CorpusVerdict(entry, Kind.AGREES, null);
    }

    private static String failing(StepResult step) {
        // Checks skipped after the first rejection are not failures of their own.
        return step.checks().stream().filter(c -> !c.status().passed() && c.status() != Status.SKIPPED)
                .map(c -> c.id() + " " + c.status().label()).collect(Collectors.joining(", "));
    }

    public boolean agrees() {
        return kind == Kind.AGREES;
    }
}
