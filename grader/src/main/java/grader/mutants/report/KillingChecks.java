package grader.mutants.report;

import java.util.Optional;
import grader.model.CheckResult;
import grader.model.StepResult;
import grader.mutants.MutantOutcome;
import grader.mutants.Verdict;

/** What rejected a mutant, in words: the step, the check and what the check said. */
final class KillingChecks {
    private KillingChecks() {
    }

    /** The first check that did not pass in the first failing step, with its message; empty when none failed. */
    static Optional<String> killedBy(MutantOutcome o) {
        return o.firstFailingCheck().map(KillingChecks::line);
    }

    /**
     * For a happy path broken, the target step's happy-path check that failed too: the reason
     * the rejection does not count as a kill.
     */
    static Optional<String> brokenHappyPath(MutantOutcome o) {
        if (o.verdict() != Verdict.HAPPY_PATH_BROKEN || o.result() == null) {
            return Optional.empty();
        }
        return o.result().firstFailingStep().flatMap(StepResult::happyPath).filter(c -> !c.status().passed())
                .map(KillingChecks::line);
    }

    static String line(CheckResult c) {
        String message = c.message() == null || c.message().isBlank() ? "(no message)" : c.message().strip();
        return "step " + c.step() + ": " + c.id() + " (" + c.status().label() + "): " + message;
    }
}
