package grader.check;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import wire.StatementGate;
import grader.subject.Subject;

/** {@link SubjectSide.Hooks} answered by a running subject process. */
final class SubjectHooks implements SubjectSide.Hooks {
    /** How long one look at the subject's threads may take; a subject that does not answer shows none. */
    private static final Duration THREADS_LIMIT = Duration.ofMillis(500);

    private final Subject subject;

    SubjectHooks(Subject subject) {
        this.subject = subject;
    }

    @Override
    public List<?> threadFacts() {
        return subject.threads(THREADS_LIMIT);
    }

    @Override
    public void trapProxy(int port) {
        subject.trapProxy(port);
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
