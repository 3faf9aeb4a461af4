package grader.subject;

import java.io.IOException;
import grader.model.GraderLimit;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
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
    private static CompletableFuture<Subject> spare;

    private Subjects() {
    }

    /** Sets what this JVM does when a subject is lost mid-call, and whether subjects share its stdout and stderr. */
    public static void policy(IntConsumer whenLost, boolean shareSubjectOutput) {
        onLost = whenLost;
        shareOutput = shareSubjectOutput;
    }

    /**
     * Starts a subject for the next run that asks for one, in the background: a worker calls
     * this before it knows its job, so the subject's JVM starts while the worker's does its own
     * start-up work. A spare that failed to start is simply started again by {@link #of}.
     */
    public static synchronized void startSpare() {
        if (spare == null) {
            spare = CompletableFuture.supplyAsync(Subjects::startOne);
        }
    }

    /** The live subject of run {@code key}, started if there is none (the spare when there is one). */
    public static synchronized Subject of(String key) {
        Subject subject = RUNNING.get(key);
        if (subject != null && subject.alive()) {
            return subject;
        }
        if (subject != null) {
            subject.close();
        }
        Subject started = takeSpare().orElseGet(Subjects::startOne);
        RUNNING.put(key, started);
        return started;
    }

    private static Optional<Subject> takeSpare() {
        CompletableFuture<Subject> waiting = spare;
        spare = null;
        if (waiting == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(waiting.join()).filter(Subject::alive);
        } catch (CompletionException e) {
            return Optional.empty();
        }
    }

    private static Subject startOne() {
        try {
            return Subject.start(shareOutput, status -> onLost.accept(status));
        } catch (IOException e) {
            // A subject starts before any code of the submission runs in it: its failure is the grader's.
            GraderLimit limit = new GraderLimit("could not start the subject process: " + e.getMessage());
            limit.initCause(e);
            throw limit;
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
