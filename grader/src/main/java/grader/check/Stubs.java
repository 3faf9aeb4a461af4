package grader.check;

import java.util.Set;

/**
 * Tells a starter stub's "not implemented" from every other {@link UnsupportedOperationException}.
 * Only an exception thrown by the submission's own code is a stub: one raised by a JDK class
 * (an immutable {@code Map.of} that a check or the submission tried to change) is a plain
 * failure, and a stub is never a valid answer where a check expects some exception.
 */
public final class Stubs {
    /** The class loaders that hold the JDK and the grader; a submission's classes are loaded by others. */
    private static final Set<String> NOT_SUBMISSION_LOADERS = Set.of("app", "platform");

    private Stubs() {
    }

    /** True for an {@link UnsupportedOperationException} thrown in a class of the submission. */
    public static boolean isStub(Throwable thrown) {
        if (thrown instanceof NotImplemented) {
            return true;
        }
        if (!(thrown instanceof UnsupportedOperationException)) {
            return false;
        }
        StackTraceElement[] trace = thrown.getStackTrace();
        return trace.length > 0 && isSubmissionFrame(trace[0]);
    }

    /** Lets a stub through unchanged, so the report can say "not implemented". */
    public static void rethrowIfStub(Throwable thrown) {
        if (isStub(thrown)) {
            throw (UnsupportedOperationException) thrown;
        }
    }

    /** The same for a call's outcome, which is its returned value or the exception it threw. */
    public static void rethrowIfStub(Object outcome) {
        if (outcome instanceof Throwable thrown) {
            rethrowIfStub(thrown);
        }
    }

    /**
     * A frame of a class loaded by neither the JDK's loaders (no name, or "platform") nor the
     * application loader that holds the grader and the checks.
     */
    static boolean isSubmissionFrame(StackTraceElement frame) {
        String loader = frame.getClassLoaderName();
        return loader != null && !NOT_SUBMISSION_LOADERS.contains(loader);
    }
}
