package grader.report;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import grader.model.CheckResult;
import grader.model.Status;
import grader.model.StepResult;

/**
 * A step still made of starter stubs: every check of it is {@code not implemented}. Its checks
 * all say the same thing (34 of them in outbox's step 8), so the terminal shows the step as
 * one line naming the methods to write instead.
 */
final class StubStep {
    /** The frame a "not implemented" message ends with: {@code (at student.Lab.method(Lab.java:15))}. */
    private static final Pattern THROWN_AT =
            Pattern.compile("\\(at ((?:[\\w$]+\\.)*)([\\w$<>]+)\\([^()]*\\)\\)\\s*$");
    /**
     * A frame of these is where the grader passed a stub on (a crash check's {@code rethrowStub}),
     * not the stub itself.
     */
    private static final List<String> NOT_SUBMISSION = List.of("grader.", "java.", "jdk.", "sun.");
    /** A starter's own words, where no frame was sent (a fault child's): {@code step 8: dispatch}. */
    private static final Pattern STARTER_TEXT = Pattern.compile("step \\d+: ([\\w$]+)");

    private StubStep() {
    }

    static boolean of(StepResult step) {
        return !step.checks().isEmpty()
                && step.checks().stream().allMatch(c -> c.status() == Status.NOT_IMPLEMENTED);
    }

    /** The methods the checks found unwritten, in the order first met; empty when no message names one. */
    static List<String> methods(StepResult step) {
        Set<String> names = new LinkedHashSet<>();
        for (CheckResult check : step.checks()) {
            String message = check.message() == null ? "" : check.message().strip();
            Matcher at = THROWN_AT.matcher(message);
            Matcher starter = STARTER_TEXT.matcher(message);
            if (at.find() && NOT_SUBMISSION.stream().noneMatch(at.group(1)::startsWith)) {
                names.add(at.group(2));
            } else if (starter.find()) {
                names.add(starter.group(1));
            }
        }
        return List.copyOf(names);
    }
}
