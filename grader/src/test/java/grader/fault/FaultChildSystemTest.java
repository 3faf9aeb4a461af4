package grader.fault;

import grader.process.ChildRuntime;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import faultchild.FaultChildMain;
import wire.FaultProtocol;
import grader.check.db.DbState;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The harness itself, with the probe scenarios that need no lab: report, kill, reap, read back. */
class FaultChildSystemTest {
    @AfterEach
    void endSpares() {
        FaultChild.endSpares();  // the spare a child started ahead of the next is this JVM's child too
    }

    private static final Duration BOUND = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @Test
    void killAtFaultLeavesTheTransactionUncommittedAndNoProcess() throws Exception {
        Path db = dir.resolve("probe.db");
        long pid;
        try (FaultChild child = probe("probe.write-and-fault", db)) {
            ChildMessage end = child.awaitEnd(BOUND);
            assertThat(end.type()).isEqualTo(FaultProtocol.FAULT);
            assertThat(end.payload()).isEqualTo("after-insert");
            pid = child.pid();
            child.kill();
            assertThat(child.history()).last().isEqualTo("killed by the grader (SIGKILL)");
        }
        assertThat(ProcessHandle.of(pid).filter(ProcessHandle::isAlive)).isEmpty();
        assertThat(DbState.integrity(db)).isEqualTo("ok");
        assertThat(DbState.count(db, "probe")).isZero();
    }

    @Test
    void normalRunReportsDone() throws Exception {
        Path db = dir.resolve("done.db");
        try (FaultChild child = probe("probe.write", db)) {
            ChildMessage end = child.awaitEnd(BOUND);
            assertThat(end.type()).isEqualTo(FaultProtocol.DONE);
            assertThat(child.awaitExit(BOUND)).isZero();
        }
        assertThat(DbState.count(db, "probe")).isEqualTo(1);
    }

    @Test
    void unknownScenarioIsAnErrorNotASilence() throws Exception {
        try (FaultChild child = probe("probe.no-such-thing", dir.resolve("x.db"))) {
            ChildMessage end = child.awaitEnd(BOUND);
            assertThat(end.type()).isEqualTo(FaultProtocol.ERROR);
            assertThat(end.payload()).contains("no scenario named probe.no-such-thing");
        }
    }

    @Test
    void missingImplementationClassIsReported() throws Exception {
        try (FaultChild child = FaultChild.start(ChildRuntime.shared(), "probe", List.of(), "no.such.Lab",
                "probe.write", List.of(dir.resolve("y.db").toString()))) {
            ChildMessage end = child.awaitEnd(BOUND);
            assertThat(end.type()).isEqualTo(FaultProtocol.ERROR);
            assertThat(end.payload()).startsWith("java.lang.ClassNotFoundException");
        }
    }

    private static FaultChild probe(String scenario, Path db) throws Exception {
        return FaultChild.start(ChildRuntime.shared(), "probe", List.of(), FaultChildMain.NO_LAB, scenario,
                List.of(db.toString()));
    }
}
