package grader.check.db;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The held lock is a real one: a short busy timeout meets SQLITE_BUSY, and it is gone after close or the bound. */
class WriteLockHolderTests {
    @TempDir
    Path dir;

    @Test
    void aShortBusyTimeoutMeetsBusyWhileHeldAndTheLockIsGoneAfterClose() throws Exception {
        Path file = dir.resolve("jobs.db");
        Sqlite.execute(file, "CREATE TABLE t(x INTEGER)");
        try (WriteLockHolder held = WriteLockHolder.take(file, 10_000)) {
            assertThatThrownBy(() -> write(file, 100)).isInstanceOf(SQLException.class)
                    .hasMessageContaining("SQLITE_BUSY");
        }
        write(file, 100);
    }

    @Test
    void theBoundLetsTheLockGoWhileTheCallStillWaits() throws Exception {
        Path file = dir.resolve("jobs.db");
        Sqlite.execute(file, "CREATE TABLE t(x INTEGER)");
        long start = System.nanoTime();
        try (WriteLockHolder held = WriteLockHolder.take(file, 300)) {
            write(file, 20_000);
        }
        assertThat((System.nanoTime() - start) / 1_000_000).as("ms until a patient writer got the lock")
                .isGreaterThanOrEqualTo(250).isLessThan(15_000);
    }

    private static void write(Path file, int busyMillis) throws SQLException {
        try (Connection con = Sqlite.open(file, busyMillis); Statement st = con.createStatement()) {
            st.execute("BEGIN IMMEDIATE");
            st.execute("INSERT INTO t VALUES (1)");
            st.execute("COMMIT");
        }
    }
}
