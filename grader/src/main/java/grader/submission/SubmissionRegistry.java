package grader.submission;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import grader.judge.Subjects;

/**
 * Hands submissions to the checks, by class path and implementation names (each run's
 * subject process loads them). A run registers its submission under a key and
 * passes the key to the JUnit launcher as the configuration parameter {@link #KEY}, so that
 * several runs can share one JVM without seeing each other's code.
 */
public final class SubmissionRegistry {
    /** The launcher configuration parameter that names the submission under test. */
    public static final String KEY = "grader.submission";
    /** The launcher configuration parameter holding the run's seed. */
    public static final String SEED = "grader.seed";

    private static final Map<String, SubmissionClasses> SUBMISSIONS = new ConcurrentHashMap<>();
    private static final AtomicLong NEXT = new AtomicLong();

    private SubmissionRegistry() {
    }

    public static String register(LoadedSubmission submission) {
        return register(submission.classes());
    }

    public static String register(SubmissionClasses submission) {
        String key = "submission-" + NEXT.incrementAndGet();
        SUBMISSIONS.put(key, submission);
        return key;
    }

    public static SubmissionClasses get(String key) {
        SubmissionClasses submission = SUBMISSIONS.get(key);
        if (submission == null) {
            throw new IllegalStateException("no submission registered as " + key);
        }
        return submission;
    }

    /** Forgets the run and ends its subject process. */
    public static void unregister(String key) {
        SUBMISSIONS.remove(key);
        Subjects.end(key);
    }
}
