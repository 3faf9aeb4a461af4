package grader.submission;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Hands submissions to the checks. A run registers its submission under a key and passes the
 * key to the JUnit launcher as the configuration parameter {@link #KEY}, so that several runs
 * can share one JVM without seeing each other's code. A submission is known by class path and
 * implementation names only: a subject process loads it, this JVM never does.
 */
public final class SubmissionRegistry {
    /** The launcher configuration parameter holding the registry key of the run's submission. */
    public static final String KEY = "grader.submission";
    /** The launcher configuration parameter holding the run's seed. */
    public static final String SEED = "grader.seed";

    /**
     * The launcher configuration parameter that, when {@code true}, skips every check after
     * the first that rejects the submission, happy paths excepted: grading a wrong change
     * needs one rejection and the happy path of its step, not every way it is wrong.
     */
    public static final String STOP_AT_REJECTION = "grader.stopAtRejection";

    private static final Map<String, SubmissionClasses> SUBMISSIONS = new ConcurrentHashMap<>();
    private static final Set<String> REJECTED = ConcurrentHashMap.newKeySet();
    private static final AtomicLong NEXT = new AtomicLong();

    private SubmissionRegistry() {
    }

    /** Registers a submission known by class path and implementation names; the key names it to the checks. */
    public static String register(SubmissionClasses submission) {
        String key = "submission-" + NEXT.incrementAndGet();
        SUBMISSIONS.put(key, submission);
        return key;
    }

    public static SubmissionClasses get(String key) {
        SubmissionClasses registered = SUBMISSIONS.get(key);
        if (registered == null) {
            throw new IllegalStateException("no submission registered as " + key);
        }
        return registered;
    }

    /** Forgets the run (its subject process is its launcher's to end). */
    public static void unregister(String key) {
        SUBMISSIONS.remove(key);
        REJECTED.remove(key);
    }

    /** Notes that a check of the run under {@code key} rejected its submission. */
    public static void markRejected(String key) {
        REJECTED.add(key);
    }

    public static boolean rejected(String key) {
        return REJECTED.contains(key);
    }
}
