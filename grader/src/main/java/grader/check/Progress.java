package grader.check;

/**
 * A check's word that it is getting on: an exploring check says so after each sequence that
 * kept to the model, a race check after each forced run that went to its end, and the
 * coordinator starts the check's time limit again. The limit is
 * there to end code that hangs; a check of many sequences, each starting processes, would
 * otherwise meet it on a loaded machine while every sequence was moving. One check runs at a
 * time in a judge, so one listener serves.
 */
public final class Progress {
    private static volatile Runnable listener;

    private Progress() {
    }

    /** From now on {@link #report} calls {@code onProgress}; null: nobody listens. */
    public static void listen(Runnable onProgress) {
        listener = onProgress;
    }

    /** The check running on this judge got on (a sequence passed). */
    public static void report() {
        Runnable heard = listener;
        if (heard != null) {
            heard.run();
        }
    }
}
