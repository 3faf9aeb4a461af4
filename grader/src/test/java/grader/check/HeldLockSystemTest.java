package grader.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import grader.check.db.DbState;
import grader.check.db.Sqlite;
import grader.check.db.WriteLockHolder;
import grader.subject.Subject;
import grader.submission.SubmissionCompiler;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The grader's held write lock decides a subject's wait for it at once: a busy timeout shorter
 * than the hold ends busy, a longer one gets the lock. Both waits are ten minutes long, so
 * without the decision each test would sit out its hold and meet its timeout (a bound on a
 * hang, not a measure of speed).
 */
class HeldLockSystemTest {
    /** claim with a busy timeout of ten minutes: BEGIN IMMEDIATE, the claim, COMMIT. */
    private static final String PROBE = """
            package probe;

            import java.sql.*;
            import java.util.*;
            import labs.lease.LeaseLab;

            public class Patient implements LeaseLab {
                public Long claim(String path, String id, String owner, double now, double ttl) throws SQLException {
                    try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
                         Statement st = con.createStatement()) {
                        st.execute("PRAGMA busy_timeout = 600000");
                        st.execute("BEGIN IMMEDIATE");
                        st.executeUpdate("UPDATE jobs SET owner='" + owner + "', fence=fence+1 WHERE id='" + id + "'");
                        st.execute("COMMIT");
                        return 1L;
                    }
                }

                public void initDb(String path) { throw new UnsupportedOperationException(); }
                public boolean enqueue(String path, String id) { throw new UnsupportedOperationException(); }
                public Map<String, Object> state(String path, String id) { throw new UnsupportedOperationException(); }
                public boolean renew(String p, String i, String o, long f, double n, double t) { throw new UnsupportedOperationException(); }
                public boolean complete(String p, String i, String o, long f, double n, String r) { throw new UnsupportedOperationException(); }
                public boolean release(String p, String i, String o, long f) { throw new UnsupportedOperationException(); }
                public List<Long> claimMany(String p, String i, List<String> o, double n, double t) { throw new UnsupportedOperationException(); }
            }
            """;

    @TempDir
    static Path compiled;
    @TempDir
    Path work;
    private Subject subject;
    private LeaseLab lab;
    private Path db;

    @BeforeAll
    static void compile() throws Exception {
        Path sources = Files.createDirectories(compiled.resolve("src/probe"));
        Files.writeString(sources.resolve("Patient.java"), PROBE);
        assertThat(SubmissionCompiler.forSubmissions().compile(compiled.resolve("src"), compiled.resolve("classes")))
                .isEmpty();
    }

    @BeforeEach
    void startSubject() throws Throwable {
        subject = Subject.start(false, status -> { });
        lab = subject.open(LeaseLab.class, "probe.Patient", List.of(compiled.resolve("classes")), "held-lock");
        SubjectSide.enter(new SubjectHooks(subject));
        db = work.resolve("jobs.db");
        Sqlite.execute(db, "CREATE TABLE jobs(id TEXT PRIMARY KEY, owner TEXT, fence INTEGER NOT NULL DEFAULT 0)",
                "INSERT INTO jobs(id) VALUES ('job-1')");
    }

    @AfterEach
    void stop() {
        SubjectSide.leave();
        subject.close();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aBusyTimeoutLongerThanTheHoldGetsTheLockAtOnce() throws Exception {
        try (WriteLockHolder held = WriteLockHolder.take(db, TimeUnit.MINUTES.toMillis(2))) {
            assertThat(lab.claim(db.toString(), "job-1", "A", 10, 5)).isEqualTo(1L);
        }
        assertThat(DbState.rows(db, "SELECT owner, fence FROM jobs")).singleElement()
                .satisfies(row -> assertThat(row.get("owner") + "/" + row.get("fence")).isEqualTo("A/1"));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aLockHeldForTheWholeCallEndsAnyBusyTimeoutAtOnce() throws Exception {
        try (WriteLockHolder held = WriteLockHolder.take(db, WriteLockHolder.WHOLE_CALL)) {
            assertThatThrownBy(() -> lab.claim(db.toString(), "job-1", "A", 10, 5)).isInstanceOf(SQLException.class)
                    .hasMessageContaining("SQLITE_BUSY");
        }
        assertThat(DbState.rows(db, "SELECT owner, fence FROM jobs")).singleElement()
                .satisfies(row -> assertThat(row.get("owner") + "/" + row.get("fence")).isEqualTo("null/0"));
    }
}
