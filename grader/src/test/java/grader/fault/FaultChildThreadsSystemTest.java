package grader.fault;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import grader.process.ChildRuntime;
import grader.submission.SubmissionCompiler;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import wire.FaultProtocol;

/**
 * A check that runs out of time while the submission loops in a fault child must show the
 * student their own line there, not the grader's frames around the wait (issue 17's loop).
 */
class FaultChildThreadsSystemTest {
    @AfterEach
    void endSpares() {
        FaultChild.endSpares();  // the spare a child started ahead of the next is this JVM's child too
    }

    private static final String LOOPING_CLAIM = """
            package student;
            import java.util.List;
            import java.util.Map;
            import labs.lease.LeaseLab;
            public class SpinningLease implements LeaseLab {
                public void initDb(String db) { }
                public boolean enqueue(String db, String jobId) { return true; }
                public Map<String, Object> state(String db, String jobId) { return null; }
                public Long claim(String db, String jobId, String owner, double now, double ttl) {
                    long turns = 0;
                    while (turns >= 0) {
                        turns = spin(turns);
                    }
                    return turns;
                }
                private static long spin(long turns) { return turns + 1 > 0 ? turns + 1 : 0; }
                public boolean renew(String db, String j, String o, long f, double n, double t) { return false; }
                public boolean complete(String db, String j, String o, long f, double n, String r) { return false; }
                public boolean release(String db, String j, String o, long f) { return false; }
                public List<Long> claimMany(String db, String job, List<String> owners, double now, double ttl) {
                    return List.of();
                }
            }
            """;

    @TempDir
    Path dir;

    @Test
    void aChildAskedForItsThreadsNamesTheSubmissionsLineAndKeepsItOutOfTheHistory() throws Exception {
        Path classes = compiledSubmission();
        try (FaultChild child = FaultChild.start(ChildRuntime.shared(), "worker A", List.of(classes),
                "student.SpinningLease", "lease.claim",
                List.of(dir.resolve("jobs.db").toString(), "job-1", "A", "10", "5"))) {
            String threads = "";
            long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
            while (!threads.contains("SpinningLease.claim(") && System.nanoTime() < deadline) {
                threads = FaultChild.runningThreads(Duration.ofSeconds(2));
            }
            assertThat(threads).contains("fault child worker A (pid " + child.pid() + ")")
                    .containsPattern("at student\\.SpinningLease\\.(claim|spin)\\(SpinningLease\\.java:\\d+\\)");
            assertThat(threads).doesNotContain("faultchild.", "java.base/");
            assertThat(child.history()).noneMatch(line -> line.contains(FaultProtocol.THREADS));
        }
        assertThat(FaultChild.runningThreads(Duration.ofMillis(200))).as("a closed child is not asked").isEmpty();
    }

    private Path compiledSubmission() throws Exception {
        Path sources = Files.createDirectories(dir.resolve("src/student"));
        Files.writeString(sources.resolve("SpinningLease.java"), LOOPING_CLAIM);
        Path classes = dir.resolve("classes");
        assertThat(SubmissionCompiler.forSubmissions().compile(dir.resolve("src"), classes)).isEmpty();
        return classes;
    }
}
