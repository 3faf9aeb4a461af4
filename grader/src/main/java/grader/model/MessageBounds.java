package grader.model;

/**
 * Caps the texts of a check result, so that a submission that throws an exception with a
 * message of megabytes costs a few kilobytes of report, not hundreds of megabytes. Applied
 * where a result leaves the worker and again where the coordinator records it.
 */
public final class MessageBounds {
    /** The most characters one text of a result keeps. */
    public static final int MAX_CHARS = 8 * 1024;

    private MessageBounds() {
    }

    /** {@code result} with every text cut to {@link #MAX_CHARS}, each cut said so. */
    public static CheckResult bounded(CheckResult result) {
        if (result == null) {
            return null;
        }
        Failure f = result.failure();
        Failure failure = f == null ? null
                : new Failure(cut(f.tried()), cut(f.expected()), cut(f.actual()), cut(f.state()));
        return new CheckResult(result.id(), result.step(), cut(result.purpose()), result.happyPath(), result.status(),
                cut(result.message()), failure, result.millis(), result.seed(), result.blame());
    }

    /** {@code text} cut to {@link #MAX_CHARS} with a note of how much was left out. */
    public static String cut(String text) {
        if (text == null || text.length() <= MAX_CHARS) {
            return text;
        }
        int left = text.length() - MAX_CHARS;
        return text.substring(0, MAX_CHARS) + "... (" + left + " more characters cut by the grader)";
    }
}
