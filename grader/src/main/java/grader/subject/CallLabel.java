package grader.subject;

import java.util.concurrent.Callable;

/**
 * The label the calls of this judge thread carry to the subject, where the statements they run
 * (and the threads they start) report it to a schedule's gate: how a forced schedule tells
 * its actors apart.
 */
public final class CallLabel {
    private static final ThreadLocal<String> CURRENT = new ThreadLocal<>();

    private CallLabel() {
    }

    /** Runs {@code call} with its subject calls labelled {@code label}. */
    public static <T> T as(String label, Callable<T> call) throws Exception {
        CURRENT.set(label);
        try {
            return call.call();
        } finally {
            CURRENT.remove();
        }
    }

    static String current() {
        String label = CURRENT.get();
        return label == null ? "" : label;
    }
}
