package grader.model;

/**
 * The verdict of one check. {@code message} is the full English text; {@code failure} holds
 * its parts when the check reported them; {@code seed} is the check's own seed; {@code blame}
 * says whose the outcome is (the grader's when it could not decide the check).
 */
public record CheckResult(
        String id,
        int step,
        String purpose,
        boolean happyPath,
        Status status,
        String message,
        Failure failure,
        long millis,
        long seed,
        Blame blame) {

    public CheckResult {
        // A result read back without a blame (an older judge's event) takes its status's.
        blame = blame == null ? Blame.of(status) : blame;
    }

    /** A verdict whose blame follows from its status. */
    public CheckResult(String id, int step, String purpose, boolean happyPath, Status status, String message,
            Failure failure, long millis, long seed) {
        this(id, step, purpose, happyPath, status, message, failure, millis, seed, Blame.of(status));
    }

    /** The lab id, the first part of the check id. */
    public String lab() {
        return id.substring(0, id.indexOf('.'));
    }

    /** This result as an error the grader could not decide: no verdict on the code. */
    public CheckResult graderFault() {
        return new CheckResult(id, step, purpose, happyPath, Status.ERROR, message, failure, millis, seed, Blame.GRADER);
    }

    /** True when the grader, not the code, is why this check has no verdict. */
    public boolean byGrader() {
        return blame == Blame.GRADER;
    }
}
