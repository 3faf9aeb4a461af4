package grader.fault;

import static org.assertj.core.api.Assertions.assertThat;

import faultchild.FaultChildMain;
import grader.check.db.DbState;
import grader.process.ChildRuntime;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import wire.FaultProtocol;

/**
 * The next fault child starts while the last one runs: the second child of a check is the
 * spare started when the first one was, it runs its own job with its words intact, and no
 * spare outlives {@link FaultChild#endSpares}.
 */
class SpareChildSystemTest {
    private static final Duration BOUND = Duration.ofSeconds(30);

    @TempDir
    Path dir;

    @AfterEach
    void endSpares() {
        FaultChild.endSpares();
    }

    @Test
    void theNextChildIsTheSpareStartedWithTheLastOne() throws Exception {
        try (FaultChild first = probe("probe.write", List.of(dir.resolve("a.db").toString()))) {
            assertThat(first.awaitEnd(BOUND).type()).isEqualTo(FaultProtocol.DONE);
        }
        List<Long> spares = spares();
        assertThat(spares).as("spares waiting after the first child").hasSize(1);
        Path db = dir.resolve("b.db");
        try (FaultChild second = probe("probe.write-and-fault", List.of(db.toString()))) {
            assertThat(second.pid()).as("the second child is the spare").isEqualTo(spares.get(0));
            ChildMessage end = second.awaitEnd(BOUND);
            assertThat(end.type()).isEqualTo(FaultProtocol.FAULT);
            assertThat(end.payload()).isEqualTo("after-insert");
            second.kill();
            assertThat(second.replayCommand()).contains("probe.write-and-fault").doesNotContain(FaultChildMain.SPARE);
        }
        assertThat(DbState.count(db, "probe")).as("the killed spare's transaction").isZero();
    }

    @Test
    void aSparesJobKeepsEveryWordAsItWas() throws Exception {
        try (FaultChild warm = probe("probe.code-points", List.of("x"))) {
            warm.awaitEnd(BOUND);
        }
        try (FaultChild child = probe("probe.code-points", List.of("a b", "", "잡"))) {
            ChildMessage end = child.awaitEnd(BOUND);
            assertThat(end.type()).isEqualTo(FaultProtocol.DONE);
            assertThat(end.payload()).isEqualTo("U+0061 U+0020 U+0062 |  | U+C7A1");
        }
    }

    @Test
    void endingTheSparesLeavesNoProcess() throws Exception {
        try (FaultChild child = probe("probe.write", List.of(dir.resolve("c.db").toString()))) {
            child.awaitEnd(BOUND);
        }
        assertThat(spares()).hasSize(1);
        FaultChild.endSpares();
        assertThat(spares()).isEmpty();
    }

    @Test
    void withSparesOffEveryChildStartsCold() throws Exception {
        FaultChild.useSpares(false);
        try {
            try (FaultChild child = probe("probe.write", List.of(dir.resolve("d.db").toString()))) {
                child.awaitEnd(BOUND);
            }
            assertThat(spares()).isEmpty();
        } finally {
            FaultChild.useSpares(true);
        }
    }

    private static FaultChild probe(String scenario, List<String> args) throws Exception {
        return FaultChild.start(ChildRuntime.shared(), "probe", List.of(), FaultChildMain.NO_LAB, scenario, args);
    }

    /** This JVM's descendants that are waiting spares, by their command line. */
    private static List<Long> spares() {
        return ProcessHandle.current().descendants().filter(ProcessHandle::isAlive)
                .filter(p -> p.info().arguments().map(a -> List.of(a).contains(FaultChildMain.SPARE)).orElse(false))
                .map(ProcessHandle::pid).toList();
    }
}
