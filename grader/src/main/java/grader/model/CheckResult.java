package grader.model;

/**
 * The verdict of one check. {@code message} is the full English text; {@code failure} holds
 * its parts when the check reported them; {@code seed} is the check's own seed.
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
        long seed) {

    /** The lab id, the first part of the check id. */
    public String lab() {
        return id.substring(0, id.indexOf('.'));
    }
}
