package grader.subject;

/**
 * A judge thread stopped waiting for its call's reply because it was interrupted. Unlike a
 * {@link SubjectLostException} it says nothing about the subject, which goes on running: a
 * check that cancels a call it no longer needs must not end the judge.
 */
public final class SubjectCallInterrupted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SubjectCallInterrupted(InterruptedException cause) {
        super("interrupted while waiting for the subject's reply", cause);
    }
}
