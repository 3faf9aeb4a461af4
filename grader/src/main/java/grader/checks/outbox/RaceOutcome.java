package grader.checks.outbox;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import grader.check.Values;
import labs.ConflictException;

/** What the racers returned or threw, told the way a student can act on it. */
record RaceOutcome(List<Object> results) {

    /** Exactly one racer returned true and every other false. */
    boolean oneTrueRestFalse() {
        return Collections.frequency(results, Boolean.TRUE) == 1
                && Collections.frequency(results, Boolean.FALSE) == results.size() - 1;
    }

    /** Every racer returned true. */
    boolean allTrue() {
        return Collections.frequency(results, Boolean.TRUE) == results.size();
    }

    /** Each racer's outcome, then what that outcome usually means. */
    @Override
    public String toString() {
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            seen.add("racer " + (i + 1) + ": " + observed(results.get(i)));
        }
        String hint = hint();
        return String.join("; ", seen) + (hint.isEmpty() ? "" : " (" + hint + ")");
    }

    private String hint() {
        if (results.stream().anyMatch(RaceOutcome::isBusy)) {
            return "a busy error: a transaction that reads first and upgrades to a write later cannot wait for"
                    + " the lock; take it with BEGIN IMMEDIATE before the first read";
        }
        if (results.stream().anyMatch(RaceOutcome::isKeyError)) {
            return "a primary-key error: both calls saw the id missing before either inserted it, so the look-up"
                    + " and the insert were not in one BEGIN IMMEDIATE";
        }
        if (Collections.frequency(results, Boolean.TRUE) > 1) {
            return "more than one winner: each call read the old state before the other wrote";
        }
        return "";
    }

    private static String observed(Object result) {
        if (result instanceof ConflictException) {
            return "a ConflictException (" + ((Exception) result).getMessage() + ")";
        }
        if (isBusy(result)) {
            return "a busy error (" + ((Exception) result).getMessage() + ")";
        }
        if (isKeyError(result)) {
            return "a primary-key error (" + ((Exception) result).getMessage() + ")";
        }
        return result instanceof Throwable ? Values.show(result) : "returned " + Values.show(result);
    }

    private static boolean isBusy(Object result) {
        return result instanceof SQLException && message(result).matches("(?s).*(busy|locked).*");
    }

    private static boolean isKeyError(Object result) {
        return result instanceof SQLException && message(result).matches("(?s).*(unique|primary key|constraint).*");
    }

    private static String message(Object result) {
        return String.valueOf(((Throwable) result).getMessage()).toLowerCase(Locale.ROOT);
    }
}
