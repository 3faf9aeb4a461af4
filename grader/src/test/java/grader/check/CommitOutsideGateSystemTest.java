package grader.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedules;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Claims that are, but for the first, one autocommit {@code UPDATE ... RETURNING} each: SQLite commits such a
 * statement when its rows are read to the end, which is after its gate's step ended, in the
 * claimer's own code. The first claimer holds the write lock in a transaction while the two
 * others wait for it; when it commits, the next waiter gets the lock and then commits on its
 * own. Letting the last waiter try again beside that commit raced them: the commit could meet
 * the retry's brief read lock and wait, with every actor waiting and no statement left to end
 * (batch.6.every-job-paid-once failed or timed out a correct submission once in about 30 runs).
 * Each run here must give the fences in the schedule's order (every claim takes the job from the
 * one before), the same order in every run, and no busy error.
 */
class CommitOutsideGateSystemTest {
    private static final String PROBE = """
            package probe;

            import java.sql.*;
            import java.util.*;
            import labs.lease.LeaseLab;

            public class Probe implements LeaseLab {
                public List<Long> claimMany(String path, String id, List<String> owners, double now, double ttl) throws Exception {
                    Long[] won = new Long[owners.size()];
                    List<Thread> threads = new ArrayList<>();
                    for (int i = 0; i < owners.size(); i++) {
                        int k = i;
                        Thread t = new Thread(() -> won[k] = claimQuietly(path, id, owners.get(k), k == 0), "claimer-" + (k + 1));
                        threads.add(t);
                        t.start();
                    }
                    for (Thread t : threads) {
                        t.join();
                    }
                    return Arrays.asList(won);
                }

                private static Long claimQuietly(String path, String id, String owner, boolean inTransaction) {
                    try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
                         Statement st = con.createStatement()) {
                        st.execute("PRAGMA busy_timeout = 5000");
                        if (inTransaction) {
                            st.execute("BEGIN IMMEDIATE");
                        }
                        Long fence = null;
                        try (PreparedStatement up = con.prepareStatement("UPDATE jobs SET owner = ?, fence = fence + 1"
                                + " WHERE id = ? RETURNING fence")) {
                            up.setString(1, owner);
                            up.setString(2, id);
                            try (ResultSet rs = up.executeQuery()) {
                                fence = rs.next() ? rs.getLong(1) : null;
                                while (rs.next()) {
                                    // the read past the last row is what commits in autocommit
                                }
                            }
                        }
                        if (inTransaction) {
                            st.execute("COMMIT");
                        }
                        // A read after the claim, as a worker looks for its next job.
                        try (ResultSet rs = st.executeQuery("SELECT count(*) FROM jobs")) {
                            rs.next();
                        }
                        return fence;
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                }

            """ + LeaseProbeSubject.unusedMethodsBut("claimMany") + """
            }
            """;

    /** Five waiters: each retry beside the commit was a chance for the race. */
    private static final List<String> OWNERS = List.of("a", "b", "c", "d", "e", "f");
    private static final Long[] FENCES = {1L, 2L, 3L, 4L, 5L, 6L};
    private static final int RUNS = 20;

    @TempDir
    Path work;
    private LeaseProbeSubject probe;

    @BeforeEach
    void startSubject() throws Throwable {
        probe = LeaseProbeSubject.start(work, PROBE, "commit-outside-gate");
    }

    @AfterEach
    void stop() {
        probe.close();
    }

    @Test
    void aWaiterThatGotTheLockCommitsBeforeTheNextOneTriesAgain() throws Exception {
        List<String> traces = new ArrayList<>();
        for (int i = 0; i < RUNS; i++) {
            RaceResult result = claimMany();
            assertThat(result.outcomes().get("claimMany")).as(result.shown())
                    .isInstanceOf(List.class).asList().containsExactly(FENCES);
            traces.add(result.trace().toString());
        }
        assertThat(traces).as("the order of every run").hasSize(RUNS).containsOnly(traces.get(0));
    }

    private RaceResult claimMany() throws Exception {
        String id = probe.newJob();
        String path = probe.db.toString();
        LeaseLab lab = probe.lab;
        Actor.Call call = new Actor.Call("claimMany", () -> lab.claimMany(path, id, OWNERS, 10, 5));
        return ForcedRun.perConnection(probe.db, OWNERS.size(), call).run(Schedules.roundRobin("C1"));
    }
}
