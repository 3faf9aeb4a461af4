package grader.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import grader.check.db.DbState;
import grader.check.db.WriteLockHolder;
import org.junit.jupiter.api.AfterEach;
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

            public class Probe implements LeaseLab {
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

            """ + LeaseProbeSubject.unusedMethodsBut("claim") + "}\n";

    @TempDir
    Path work;
    private LeaseProbeSubject probe;
    private String job;

    @BeforeEach
    void startSubject() throws Throwable {
        probe = LeaseProbeSubject.start(work, PROBE, "held-lock");
        job = probe.newJob();
    }

    @AfterEach
    void stop() {
        probe.close();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aBusyTimeoutLongerThanTheHoldGetsTheLockAtOnce() throws Exception {
        try (WriteLockHolder held = WriteLockHolder.take(probe.db, TimeUnit.MINUTES.toMillis(2))) {
            assertThat(probe.lab.claim(probe.db.toString(), job, "A", 10, 5)).isEqualTo(1L);
        }
        assertThat(DbState.rows(probe.db, "SELECT owner, fence FROM jobs")).singleElement()
                .satisfies(row -> assertThat(row.get("owner") + "/" + row.get("fence")).isEqualTo("A/1"));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aLockHeldForTheWholeCallEndsAnyBusyTimeoutAtOnce() throws Exception {
        try (WriteLockHolder held = WriteLockHolder.take(probe.db, WriteLockHolder.WHOLE_CALL)) {
            assertThatThrownBy(() -> probe.lab.claim(probe.db.toString(), job, "A", 10, 5))
                    .isInstanceOf(SQLException.class).hasMessageContaining("SQLITE_BUSY");
        }
        assertThat(DbState.rows(probe.db, "SELECT owner, fence FROM jobs")).singleElement()
                .satisfies(row -> assertThat(row.get("owner") + "/" + row.get("fence")).isEqualTo("null/0"));
    }
}
