package grader.model;

/**
 * The grader could not decide a check: a forced schedule it could not drive, a fact of the
 * subject it could not read. Reported as an {@code error} that is the grader's
 * ({@link Blame#GRADER}), never as a verdict on the submission.
 */
public class GraderLimit extends IllegalStateException {
    public GraderLimit(String message) {
        super(message);
    }
}
