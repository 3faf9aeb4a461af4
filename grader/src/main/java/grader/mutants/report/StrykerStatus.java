package grader.mutants.report;

import grader.mutants.Verdict;

/** How a verdict reads in Stryker's mutation-testing-report-schema. */
final class StrykerStatus {
    private StrykerStatus() {
    }

    static String of(Verdict verdict) {
        return switch (verdict) {
            case KILLED_AT_INTENDED_STEP, KILLED_EARLY, KILLED_LATE, HAPPY_PATH_BROKEN, KILLED -> "Killed";
            case SURVIVED -> "Survived";
            case COMPILE_ERROR -> "CompileError";
            case TIMED_OUT -> "Timeout";
            case CRASHED -> "RuntimeError";
            case NOT_APPLICABLE, EQUIVALENT -> "Ignored";
        };
    }
}
