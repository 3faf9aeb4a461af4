package grader.checks.inbox;

import java.sql.SQLException;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import grader.check.Stubs;

/**
 * What the race checks share: how an outcome of a racing receive is told to the student, and
 * one call on a thread of its own (a race itself is forced by {@code grader.check.schedule}).
 */
final class Race {
    private static final long CALL_LIMIT_SECONDS = 20;

    private Race() {
    }

    /** What an outcome was, in a student's words: the value, or which kind of error. */
    static String describe(Object outcome) {
        if (outcome instanceof Boolean) {
            return outcome.toString();
        }
        if (outcome instanceof labs.ConflictException) {
            return "a ConflictException";
        }
        String text = String.valueOf(outcome);
        if (outcome instanceof SQLException && text.matches("(?s).*(BUSY|LOCKED|locked).*")) {
            return "a busy error (" + text + ")";
        }
        if (outcome instanceof SQLException && text.matches("(?s).*(UNIQUE|PRIMARY KEY).*")) {
            return "a primary-key error (" + text + ")";
        }
        return "an exception (" + text + ")";
    }

    /** A starter stub's UnsupportedOperationException is reported as "not implemented". */
    static void rethrowStub(Object outcome) {
        Stubs.rethrowIfStub(outcome);
    }

    private static Callable<Object> outcomeOf(Callable<Object> work) {
        return () -> {
            try {
                return work.call();
            } catch (Exception e) {
                return e;
            }
        };
    }

    /** One call on a thread of its own, so the check can bound how long it waits. */
    static final class Caller implements AutoCloseable {
        private final ExecutorService thread = Executors.newSingleThreadExecutor();

        Future<Object> call(Callable<Object> work) {
            return thread.submit(outcomeOf(work));
        }

        @Override
        public void close() throws InterruptedException {
            thread.shutdownNow();
            thread.awaitTermination(CALL_LIMIT_SECONDS, TimeUnit.SECONDS);
        }
    }
}
