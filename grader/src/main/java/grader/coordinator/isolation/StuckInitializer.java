package grader.coordinator.isolation;

import java.util.List;

/**
 * Tells from a timed-out check's thread dump that the submission's class was still running its
 * static initialiser. Every later check of that lab would wait just as long for the same class,
 * so they are all timed out at once: a hanging initialiser costs one time limit, not one per check.
 */
final class StuckInitializer {
    /** Packages whose initialisers are not the submission's. */
    private static final List<String> NOT_SUBMISSION = List.of("grader.", "java.", "javax.", "jdk.", "sun.",
            "org.junit.", "org.sqlite.", "tools.jackson.", "labs.");

    private StuckInitializer() {
    }

    static boolean isIn(String dump) {
        return dump.lines().map(String::strip).filter(l -> l.startsWith("at ") && l.contains(".<clinit>("))
                .map(l -> l.substring(3))
                .anyMatch(frame -> NOT_SUBMISSION.stream().noneMatch(frame::startsWith));
    }

    static String reason(String checkId, String limit) {
        return "not run: the submission's class did not finish its static initialisation within " + limit
                + " while " + checkId + " ran, so no check of this lab can use it";
    }
}
