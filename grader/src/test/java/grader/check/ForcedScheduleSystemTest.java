package grader.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.Orders;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedules;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Forced schedules against a real subject process and real SQLite files: the order of two
 * claims' statements is the schedule's, a check-then-act claim gives two winners in round
 * robin, and a claim in one BEGIN IMMEDIATE (slow or not) gives one winner in every order,
 * its waits for the lock going through the gate's busy handler of its own connection.
 */
class ForcedScheduleSystemTest {
    /** claim as {@code CLAIM} says; every other method of the lab is not needed here. */
    private static final String PROBE = """
            package probe;

            import java.sql.*;
            import java.util.*;
            import labs.lease.LeaseLab;

            public class Probe implements LeaseLab {
                public Long claim(String path, String id, String owner, double now, double ttl) throws SQLException {
                    try (Connection con = DriverManager.getConnection("jdbc:sqlite:" + path);
                         Statement st = con.createStatement()) {
                        boolean guarded = Boolean.getBoolean("unused") || !owner.startsWith("unguarded");
                        if (guarded) st.execute("BEGIN IMMEDIATE");
                        ResultSet rs = st.executeQuery("SELECT fence, owner FROM jobs WHERE id='" + id + "'");
                        rs.next();
                        long fence = rs.getLong(1);
                        boolean free = rs.getString(2) == null;
                        rs.close();
                        if (owner.endsWith("slow")) sleep();
                        Long won = null;
                        if (free) {
                            st.executeUpdate("UPDATE jobs SET owner='" + owner + "', fence=" + (fence + 1) + " WHERE id='" + id + "'");
                            won = fence + 1;
                        }
                        if (guarded) st.execute("COMMIT");
                        return won;
                    }
                }

                private static void sleep() {
                    try { Thread.sleep(50); } catch (InterruptedException e) { throw new IllegalStateException(e); }
                }

            """ + LeaseProbeSubject.unusedMethodsBut("claim") + """
            }
            """;

    @TempDir
    Path work;
    private LeaseProbeSubject probe;

    @BeforeEach
    void startSubject() throws Throwable {
        probe = LeaseProbeSubject.start(work, PROBE, "forced-schedule");
    }

    @AfterEach
    void stop() {
        probe.close();
    }

    @Test
    void roundRobinGivesACheckThenActClaimTwoWinnersInThatOrder() throws Exception {
        RaceResult result = race("unguarded-a", "unguarded-b", Schedules.roundRobin("A"));
        assertThat(result.trace()).hasToString("A:SELECT, B:SELECT, A:UPDATE, B:UPDATE");
        assertThat(new ArrayList<>(result.outcomes().values())).containsExactly(1L, 1L);
        assertThat(result.mostReady()).isEqualTo(2);
    }

    @Test
    void aGuardedClaimHasOneWinnerInEveryOrderAndWaitsThroughTheGate() throws Exception {
        List<String> traces = new ArrayList<>();
        int runs = Orders.everyOrder("A", "B", schedule -> {
            RaceResult result = race("guarded-a-slow", "guarded-b-slow", schedule);
            assertThat(result.outcomes().values()).as(result.shown()).containsExactlyInAnyOrder(1L, null);
            traces.add(result.trace().toString());
            return result;
        });
        // Round robin twice, then A and B each preempted after 0..4 of their 4 statements.
        assertThat(runs).isEqualTo(12);
        assertThat(traces).contains("A:BEGIN IMMEDIATE, B:BEGIN IMMEDIATE (waited for the lock), A:SELECT,"
                + " A:UPDATE, A:COMMIT, B:SELECT, B:COMMIT");
    }

    @Test
    void theSameScheduleGivesTheSameOrderEveryTime() throws Exception {
        List<String> traces = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            traces.add(race("unguarded-a-slow", "guarded-b", Schedules.preempt("B", 1)).trace().toString());
        }
        assertThat(traces).containsOnly(traces.get(0));
        assertThat(traces.get(0)).startsWith("B:BEGIN IMMEDIATE, A:SELECT");
    }

    private RaceResult race(String ownerA, String ownerB, grader.check.schedule.Schedule schedule) throws Exception {
        String id = probe.newJob();
        String path = probe.db.toString();
        LeaseLab lab = probe.lab;
        RaceResult result = ForcedRun.of(probe.db, new Actor.Call("A", () -> lab.claim(path, id, ownerA, 10, 5)),
                new Actor.Call("B", () -> lab.claim(path, id, ownerB, 10, 5))).run(schedule);
        assertThat(result.outcomes().values()).as(result.shown()).noneMatch(outcome -> outcome instanceof Throwable);
        return result;
    }
}
