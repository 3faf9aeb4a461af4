package grader.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.check.db.Sqlite;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.ScheduleStuck;
import grader.check.schedule.Schedules;
import grader.subject.Subject;
import grader.submission.SubmissionCompiler;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A lost-update claim (read, then write, in two autocommit statements) that tries to reach the
 * database around the grader's gate: through a route the gate covers (an attached database,
 * a pooled connection) its statements are forced all the same, and round robin gives two
 * winners; through one it cannot cover (sqlite-jdbc's internal connection class, after lining
 * up through a gated connection or not; the native handle of a gated connection; SQL run
 * inside another statement) the run ends as the grader's own limit, never as a verdict.
 * A subject per test: what the submission did holds for the rest of its subject's life.
 */
class GateEscapesSystemTest {
    /** claim as the owner's route prefix says ("attach/A"); no other method of the lab is needed. */
    private static final String PROBE = """
            package probe;

            import java.sql.*;
            import java.util.*;
            import labs.lease.LeaseLab;

            public class Escape implements LeaseLab {
                public Long claim(String path, String id, String owner, double now, double ttl) throws SQLException {
                    String route = owner.substring(0, owner.indexOf('/'));
                    switch (route) {
                        case "attach":
                            try (Connection con = DriverManager.getConnection("jdbc:sqlite::memory:");
                                 Statement st = con.createStatement()) {
                                st.execute("ATTACH DATABASE '" + path + "' AS j");
                                return unguarded(con, "j.jobs", id, owner);
                            }
                        case "pool":
                            org.sqlite.javax.SQLiteConnectionPoolDataSource pool = new org.sqlite.javax.SQLiteConnectionPoolDataSource();
                            pool.setUrl("jdbc:sqlite:" + path);
                            javax.sql.PooledConnection pooled = pool.getPooledConnection();
                            try (Connection con = pooled.getConnection()) {
                                return unguarded(con, "jobs", id, owner);
                            } finally {
                                pooled.close();
                            }
                        case "internal":
                            return Internal.claim(path, id, owner);
                        case "decoy":
                            try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
                                 Statement st = con.createStatement()) {
                                st.execute("BEGIN IMMEDIATE");
                                st.execute("ROLLBACK");
                            }
                            return Internal.claim(path, id, owner);
                        case "handle":
                            try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + path)) {
                                Object handle = ((org.sqlite.SQLiteConnection) con).getDatabase();
                                return handle == null ? null : unguarded(con, "jobs", id, owner);
                            }
                        case "function":
                            return inFunction(path, id, owner);
                        default:
                            throw new IllegalArgumentException(route);
                    }
                }

                static Long unguarded(Connection con, String table, String id, String owner) throws SQLException {
                    try (Statement st = con.createStatement()) {
                        ResultSet rs = st.executeQuery("SELECT fence, owner FROM " + table + " WHERE id='" + id + "'");
                        rs.next();
                        long fence = rs.getLong(1);
                        boolean free = rs.getString(2) == null;
                        rs.close();
                        if (!free) return null;
                        st.executeUpdate("UPDATE " + table + " SET owner='" + owner + "', fence=" + (fence + 1)
                                + " WHERE id='" + id + "'");
                        return fence + 1;
                    }
                }

                /** The read in an SQL function of its own, on a second connection, inside a gated SELECT. */
                static Long inFunction(String path, String id, String owner) throws SQLException {
                    try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
                         Statement st = con.createStatement()) {
                        org.sqlite.Function.create(con, "free_fence", new org.sqlite.Function() {
                            @Override
                            protected void xFunc() throws SQLException {
                                try (Connection other = DriverManager.getConnection("jdbc:sqlite:" + path);
                                     Statement read = other.createStatement();
                                     ResultSet rs = read.executeQuery("SELECT fence FROM jobs WHERE id='" + id + "' AND owner IS NULL")) {
                                    result(rs.next() ? rs.getLong(1) : -1);
                                }
                            }
                        });
                        ResultSet rs = st.executeQuery("SELECT free_fence()");
                        long fence = rs.next() ? rs.getLong(1) : -1;
                        rs.close();
                        if (fence < 0) return null;
                        st.executeUpdate("UPDATE jobs SET owner='" + owner + "', fence=" + (fence + 1) + " WHERE id='" + id + "'");
                        return fence + 1;
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

            /** Loaded only on the routes that use it: linking it is what the subject notices. */
            class Internal {
                static Long claim(String path, String id, String owner) throws SQLException {
                    try (Connection con = new org.sqlite.jdbc4.JDBC4Connection("jdbc:sqlite:" + path, path, new Properties())) {
                        return Escape.unguarded(con, "jobs", id, owner);
                    }
                }
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
        Files.writeString(sources.resolve("Escape.java"), PROBE);
        assertThat(SubmissionCompiler.forSubmissions().compile(compiled.resolve("src"), compiled.resolve("classes")))
                .isEmpty();
    }

    @BeforeEach
    void startSubject() throws Throwable {
        subject = Subject.start(false, status -> { });
        lab = subject.open(LeaseLab.class, "probe.Escape", List.of(compiled.resolve("classes")), "gate-escapes");
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

    @ParameterizedTest
    @ValueSource(strings = {"attach", "pool"})
    void aRouteTheGateCoversIsForcedAndGivesTwoWinners(String route) throws Exception {
        RaceResult result = race(route);
        assertThat(result.trace().toString()).as(result.shown()).contains("A:SELECT, B:SELECT, A:UPDATE, B:UPDATE");
        assertThat(new ArrayList<>(result.outcomes().values())).as(result.shown()).containsExactly(1L, 1L);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "internal | sqlite-jdbc's internal class org.sqlite.jdbc4.JDBC4Connection",
            "decoy    | sqlite-jdbc's internal class org.sqlite.jdbc4.JDBC4Connection",
            "handle   | native database handle",
            "function | a statement inside another statement"})
    void aRouteAroundTheGateEndsAsTheGradersLimitSayingWhatTheSubmissionDid(String route, String what) {
        assertThatThrownBy(() -> race(route)).isInstanceOf(ScheduleStuck.class)
                .hasMessageContaining("the grader could not drive its forced schedule")
                .hasMessageContaining("the grader cannot force the order of the submission's statements")
                .hasMessageContaining(what);
    }

    private RaceResult race(String route) throws Exception {
        String path = db.toString();
        return ForcedRun.of(db, new Actor.Call("A", () -> lab.claim(path, "job-1", route + "/A", 10, 5)),
                new Actor.Call("B", () -> lab.claim(path, "job-1", route + "/B", 10, 5))).run(Schedules.roundRobin("A"));
    }
}
