package grader.mutants.report;

import grader.mutants.Verdict;

/** How a verdict reads in Stryker's mutation-testing-report-schema. */
final class StrykerStatus {
    private StrykerStatus() {
    }

    static String of(Verdict verdict) {
        return switch (verdict) {
            case KILLED_AT_INTENDED_STEP, KILLED_EARLY, KILLED_LATE, KILLED -> "Killed";
            // The change broke a check that every plausible wrong change must pass, so no check
            // proved it caught this change: the run failed for another reason than the one the
            // author meant, as Stryker's RuntimeError is a failure other than a test's verdict.
            // Like a RuntimeError it is neither detected nor survived (out of the score), and a
            // dashboard shows it as an error to look at, never as a green kill; the run exits 1.
            case HAPPY_PATH_BROKEN -> "RuntimeError";
            case SURVIVED -> "Survived";
            case COMPILE_ERROR -> "CompileError";
            case TIMED_OUT -> "Timeout";
            case CRASHED -> "RuntimeError";
            case NOT_APPLICABLE, EQUIVALENT -> "Ignored";
        };
    }
}
