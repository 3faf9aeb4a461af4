package grader.coordinator.isolation;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a check that ran past its time limit reports: that the code may loop or wait forever,
 * the submission's own frame where the thread dump shows one (a student looks there first,
 * not at the grader's frames around it), and the dump. The report translates both forms
 * (value.timedOut*, see Messages.value).
 */
final class TimeLimitMessage {
    private static final Pattern FRAME = Pattern.compile("^\\s*at ([\\w$.]+)\\.[\\w$<>]+\\(.*\\)\\s*$",
            Pattern.MULTILINE);
    /** Frames of these are the platform's or the grader's, never the submission's. */
    private static final List<String> NOT_SUBMISSION = List.of("java.", "javax.", "jdk.", "sun.", "com.sun.",
            "grader.", "subject.", "faultchild.", "wire.", "org.sqlite.", "org.junit.");

    private TimeLimitMessage() {
    }

    static String of(String limit, String dump) {
        return submissionFrame(dump)
                .map(frame -> "no verdict within " + limit + " (the time limit per check, --timeout): the code may"
                        + " loop or wait forever at " + frame + ". The worker was stopped. Where it was:\n" + dump)
                .orElse("no verdict within " + limit + " (the time limit per check, --timeout): the code may loop"
                        + " or wait forever. The worker was stopped. Where it was:\n" + dump);
    }

    /** The first frame of the dump in a class of the submission, as printed: {@code a.B.m(B.java:12)}. */
    static Optional<String> submissionFrame(String dump) {
        Matcher frame = FRAME.matcher(dump);
        while (frame.find()) {
            String className = frame.group(1);
            if (NOT_SUBMISSION.stream().noneMatch(className::startsWith)) {
                return Optional.of(frame.group().strip().substring("at ".length()));
            }
        }
        return Optional.empty();
    }
}
