package grader.judge;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntConsumer;

/**
 * The subject of each registered run, started on first use and started again when the one
 * before ended (so a crash costs only the check it happened in). What happens when a subject
 * is lost mid-call is one policy for this JVM: a worker ends itself with the subject's exit
 * status; anywhere else the call fails.
 */
public final class Subjects {
    private static final Map<String, Subject> RUNNING = new ConcurrentHashMap<>();
    private static volatile IntConsumer onLost = status -> { };
    private static volatile boolean shareOutput;

    private Subjects() {
    }

    /** Sets what this JVM does when a subject is lost mid-call, and whether subjects share its stdout and stderr. */
    public static void policy(IntConsumer whenLost, boolean shareSubjectOutput) {
        onLost = whenLost;
        shareOutput = shareSubjectOutput;
    }

    /** The live subject of run {@code key}, started if there is none. */
    public static synchronized Subject of(String key) {
        Subject subject = RUNNING.get(key);
        if (subject != null && subject.alive()) {
            return subject;
        }
        if (subject != null) {
            subject.close();
        }
        try {
            Subject started = Subject.start(shareOutput, status -> onLost.accept(status));
            RUNNING.put(key, started);
            return started;
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the subject process: " + e.getMessage(), e);
        }
    }

    /** The subject of run {@code key} if one is running. */
    public static Optional<Subject> running(String key) {
        return Optional.ofNullable(RUNNING.get(key));
    }

    /** Ends the subject of run {@code key}, if any. */
    public static void end(String key) {
        Subject subject = RUNNING.remove(key);
        if (subject != null) {
            subject.close();
        }
    }
}
