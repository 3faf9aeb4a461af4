package grader.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import grader.check.db.Sqlite;
import grader.subject.Subject;
import grader.submission.SubmissionCompiler;
import labs.lease.LeaseLab;

/**
 * A real subject process running a small lease probe ({@code probe.Probe}) compiled from
 * source, entered as the current subject side, with a jobs table of its own: what the tests of
 * forced schedules race against.
 */
final class LeaseProbeSubject implements AutoCloseable {
    /** Each lease method as the probe declares it when it does not use it. */
    private static final Map<String, String> UNUSED = Map.of(
            "claim", "public Long claim(String p, String i, String o, double n, double t)",
            "initDb", "public void initDb(String path)",
            "enqueue", "public boolean enqueue(String path, String id)",
            "state", "public Map<String, Object> state(String path, String id)",
            "renew", "public boolean renew(String p, String i, String o, long f, double n, double t)",
            "complete", "public boolean complete(String p, String i, String o, long f, double n, String r)",
            "release", "public boolean release(String p, String i, String o, long f)",
            "claimMany", "public List<Long> claimMany(String p, String i, List<String> o, double n, double t)");

    final Subject subject;
    final LeaseLab lab;
    final Path db;
    private int jobs;

    private LeaseProbeSubject(Subject subject, LeaseLab lab, Path db) {
        this.subject = subject;
        this.lab = lab;
        this.db = db;
    }

    /** The lease methods other than {@code used}, each throwing: the rest of a probe's class body. */
    static String unusedMethodsBut(String... used) {
        StringBuilder body = new StringBuilder();
        UNUSED.forEach((name, signature) -> {
            if (!List.of(used).contains(name)) {
                body.append("    ").append(signature).append(" { throw new UnsupportedOperationException(); }\n");
            }
        });
        return body.toString();
    }

    static LeaseProbeSubject start(Path work, String probe, String label) throws Throwable {
        Path sources = Files.createDirectories(work.resolve("src/probe"));
        Files.writeString(sources.resolve("Probe.java"), probe);
        Path classes = work.resolve("classes");
        assertThat(SubmissionCompiler.forSubmissions().compile(work.resolve("src"), classes)).isEmpty();
        Subject subject = Subject.start(false, status -> { });
        LeaseLab lab = subject.open(LeaseLab.class, "probe.Probe", List.of(classes), label);
        SubjectSide.enter(new SubjectHooks(subject));
        Path db = work.resolve("jobs.db");
        Sqlite.execute(db, "CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, fence INTEGER NOT NULL DEFAULT 0)");
        return new LeaseProbeSubject(subject, lab, db);
    }

    /** A new free job's id. */
    String newJob() throws Exception {
        String id = "job-" + (++jobs);
        Sqlite.execute(db, "INSERT INTO jobs(id) VALUES ('" + id + "')");
        return id;
    }

    @Override
    public void close() {
        SubjectSide.leave();
        subject.close();
    }
}
