package grader.check;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import grader.check.schedule.Actor;
import grader.check.schedule.ForcedRun;
import grader.check.schedule.RaceResult;
import grader.check.schedule.Schedules;
import labs.lease.LeaseLab;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A submission thread interrupted while it waits at a forced schedule's gate (a pool's
 * shutdownNow once one worker failed) keeps waiting for the judge's word, as a statement
 * inside SQLite would: the judge already counts it as let through, so a wait given up there
 * left the judge waiting for a statement that never ended, and a correct run timed out in some
 * grades and not in others. Each claimer here is interrupted before its first statement, so
 * its wait at the gate meets the interrupt every time.
 */
class InterruptedAtGateSystemTest {
    /** claimMany: one thread per owner, interrupted before it claims (read, then write) on a connection of its own. */
    private static final String PROBE = """
            package probe;

            import java.sql.*;
            import java.util.*;
            import labs.lease.LeaseLab;

            public class Probe implements LeaseLab {
                public List<Long> claimMany(String path, String id, List<String> owners, double now, double ttl) throws Exception {
                    Object[] got = new Object[owners.size()];
                    List<Thread> threads = new ArrayList<>();
                    for (int i = 0; i < owners.size(); i++) {
                        int k = i;
                        Thread t = new Thread(() -> {
                            Thread.currentThread().interrupt();
                            got[k] = claim(path, id, owners.get(k));
                        }, "claimer-" + (k + 1));
                        threads.add(t);
                        t.start();
                    }
                    for (Thread t : threads) {
                        t.join();
                    }
                    List<Long> won = new ArrayList<>();
                    for (Object o : got) {
                        if (!(o instanceof Long) && o != null) {
                            throw new IllegalStateException("a claim failed: " + o);
                        }
                        won.add((Long) o);
                    }
                    return won;
                }

                private static Object claim(String path, String id, String owner) {
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
                        return Thread.currentThread().isInterrupted() ? fence + 1 : "the interrupt was lost";
                    } catch (Throwable e) {
                        return e.toString();
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
        probe = LeaseProbeSubject.start(work, PROBE, "interrupted-at-gate");
    }

    @AfterEach
    void stop() {
        probe.close();
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void anInterruptedClaimerStillWaitsForItsTurnAndKeepsItsInterrupt() throws Exception {
        String id = probe.newJob();
        String path = probe.db.toString();
        LeaseLab lab = probe.lab;
        Actor.Call call = new Actor.Call("claimMany", () -> lab.claimMany(path, id, List.of("a", "b"), 10, 5));
        RaceResult result = ForcedRun.perConnection(probe.db, 2, call).run(Schedules.roundRobin("C1"));

        assertThat(result.outcomes().get("claimMany")).as(result.shown()).isEqualTo(List.of(1L, 1L));
        assertThat(result.trace().toString()).isEqualTo("C1:SELECT, C2:SELECT, C1:UPDATE, C2:UPDATE");
    }
}
