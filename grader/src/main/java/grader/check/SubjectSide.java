package grader.check;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import wire.StatementGate;

/**
 * What a check needs to see or set where the submission runs, when that is a subject process
 * and not this JVM: its threads, its JVM-wide proxy settings, its open files. The extension
 * that hands a check a proxy to the subject makes it current for the check's thread and the
 * threads it starts; helpers that would otherwise look at this JVM ask here first.
 */
public final class SubjectSide {
    /** The subject's answers; each may be wrong (the submission shares its process), none is trusted for more than a hint. */
    public interface Hooks {
        /** Plain facts of each thread (see {@code subject.ThreadFacts}); empty when it does not answer. */
        List<?> threadFacts();

        /** Points the subject's proxy settings at 127.0.0.1:{@code port}, or restores them when {@code port} is 0. */
        void trapProxy(int port) throws IOException;

        /** The subject's threads as the kernel lists them, thread id to native name (see {@code grader.process.OsThreads}). */
        Map<Long, String> osThreads() throws IOException;

        /**
         * How many threads of the subject's processes the kernel woke from a wait for a socket
         * and have not run yet, read from outside ({@code subject.WokenWaiters}); -1: unreadable.
         */
        long wokenWaiters();

        /** How many file descriptors of the subject's processes refer to {@code file}. */
        long openFilesReferringTo(Path file) throws IOException;

        /**
         * Puts {@code file} under {@code gate} (null: no longer); see {@code grader.check.schedule}.
         * Returns how the submission went around the gate of that file so far (empty: it did not).
         */
        List<String> schedule(Path file, StatementGate gate);

        /** The subject's threads that may still move and its calls running (see {@code subject.Quiet}); null when it does not answer. */
        Map<?, ?> quiet();
    }

    private static final InheritableThreadLocal<Hooks> CURRENT = new InheritableThreadLocal<>();

    private SubjectSide() {
    }

    /** The subject of the running check, if its calls go to one. */
    public static Optional<Hooks> current() {
        return Optional.ofNullable(CURRENT.get());
    }

    static void enter(Hooks hooks) {
        CURRENT.set(hooks);
    }

    static void leave() {
        CURRENT.remove();
    }
}
