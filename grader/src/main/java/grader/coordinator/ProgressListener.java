package grader.coordinator;

import grader.model.CheckResult;

/** Hears about a grade while it runs; every method is a no-op unless overridden. */
public interface ProgressListener {
    default void labStarted(String lab, int checks) {
    }

    default void checkFinished(CheckResult result) {
    }

    default void labFinished(String lab) {
    }
}
