package grader.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.ScheduleStuck;
import grader.check.schedule.Schedules;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A call whose own threads do the SQL while its calling thread polls them with a sleep (as a
 * batch run's coordinator may): with {@link ForcedRun#withPollingThreads} the workers'
 * statements still go in the schedule's order, the same in every run, and a check-then-act
 * claim is caught every time; without it the sleeper never stands still, so the grader cannot
 * tell that no third connection is coming, and says it cannot drive the run (its own limit,
 * never a verdict).
 */
class PollingForcedRunSystemTest {
    /** claimMany: one thread per owner, each a read-then-write claim on a connection of its own; the caller polls. */
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
                        Thread t = new Thread(() -> won[k] = claimQuietly(path, id, owners.get(k)), "claimer-" + (k + 1));
                        threads.add(t);
                        t.start();
                    }
                    while (threads.stream().anyMatch(Thread::isAlive)) {
                        Thread.sleep(2);
                    }
                    return Arrays.asList(won);
                }

                private static Long claimQuietly(String path, String id, String owner) {
                    try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
                         Statement st = con.createStatement()) {
                        ResultSet rs = st.executeQuery("SELECT fence, owner FROM jobs WHERE id='" + id + "'");
                        rs.next();
                        long fence = rs.getLong(1);
                        boolean free = rs.getString(2) == null;
                        rs.close();
                        if (!free) {
                            return null;
                        }
                        st.executeUpdate("UPDATE jobs SET owner='" + owner + "', fence=" + (fence + 1) + " WHERE id='" + id + "'");
                        return fence + 1;
                    } catch (SQLException e) {
                        throw new IllegalStateException(e);
                    }
                }

            """ + LeaseProbeSubject.unusedMethodsBut("claimMany") + """
            }
            """;

    @TempDir
    Path work;
    private LeaseProbeSubject probe;

    @BeforeEach
    void startSubject() throws Throwable {
        probe = LeaseProbeSubject.start(work, PROBE, "polling-forced-run");
    }

    @AfterEach
    void stop() {
        probe.close();
    }

    @Test
    void pollingCallerCountsAsStillAndTheOrderIsTheSameEveryRun() throws Exception {
        List<String> traces = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            RaceResult result = claimMany(true);
            assertThat(result.outcomes().get("claimMany")).as(result.shown()).isEqualTo(List.of(1L, 1L));
            traces.add(result.trace().toString());
        }
        assertThat(traces).containsOnly("C1:SELECT, C2:SELECT, C1:UPDATE, C2:UPDATE");
    }

    @Test
    void withoutPollingThreadsTheSleeperKeepsTheRunFromBeingDriven() {
        assertThatThrownBy(() -> claimMany(false)).isInstanceOf(ScheduleStuck.class)
                .hasMessageContaining("threads of the submission kept running");
    }

    private RaceResult claimMany(boolean pollers) throws Exception {
        String id = probe.newJob();
        String path = probe.db.toString();
        LeaseLab lab = probe.lab;
        Actor.Call call = new Actor.Call("claimMany", () -> lab.claimMany(path, id, List.of("a", "b"), 10, 5));
        // Up to three connections are awaited and two come, as a run's workers may find no work
        // to open one for: only stillness tells the grader that no more are on their way.
        ForcedRun run = ForcedRun.perConnection(probe.db, 3, call);
        return (pollers ? run.withPollingThreads() : run).run(Schedules.roundRobin("C1"));
    }
}
