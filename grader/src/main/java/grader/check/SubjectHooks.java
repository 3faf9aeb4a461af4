package grader.check;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import wire.StatementGate;
import grader.model.GraderLimit;
import grader.subject.Subject;

/** {@link SubjectSide.Hooks} answered by a running subject process. */
final class SubjectHooks implements SubjectSide.Hooks {
    /** How long a look at the subject's threads may take before it is asked once more, and then. */
    private static final Duration THREADS_LIMIT = Duration.ofMillis(500);
    private static final Duration THREADS_AGAIN_LIMIT = Duration.ofSeconds(5);

    private final Subject subject;

    SubjectHooks(Subject subject) {
        this.subject = subject;
    }

    /**
     * The subject's threads. An answer that is late on a loaded machine is waited for once more;
     * none at all is the grader's limit, never "no threads": a look before a call that saw none
     * would make every thread of the JVM look started by the call.
     */
    @Override
    public List<?> threadFacts() {
        List<?> facts = subject.threads(THREADS_LIMIT);
        if (facts == null) {
            facts = subject.threads(THREADS_AGAIN_LIMIT);
        }
        if (facts == null) {
            throw new GraderLimit("the subject process did not tell its threads within "
                    + THREADS_AGAIN_LIMIT.toSeconds() + " s: the grader cannot tell which threads the calls left (its limit)");
        }
        return facts;
    }

    @Override
    public void trapProxy(int port) {
        subject.trapProxy(port);
    }

    @Override
    public Map<Long, String> osThreads() throws IOException {
        return subject.osThreads();
    }

    @Override
    public long wokenWaiters() {
        return subject.wokenWaiters();
    }

    @Override
    public long openFilesReferringTo(Path file) throws IOException {
        return subject.openFilesReferringTo(file);
    }

    @Override
    public List<String> schedule(Path file, StatementGate gate) {
        return subject.schedule(file, gate);
    }

    @Override
    public Map<?, ?> quiet() {
        return subject.quiet(THREADS_LIMIT);
    }
}
