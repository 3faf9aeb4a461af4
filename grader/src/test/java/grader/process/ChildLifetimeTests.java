package grader.process;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A child lives as long as its owner intends, whatever thread started it: a child that asks
 * for a parent-death signal (as bubblewrap's --die-with-parent does for every sandboxed judge,
 * subject and fault child) must not be killed when the thread that asked for it ends.
 */
class ChildLifetimeTests {

    @Test
    void childWithParentDeathSignalOutlivesTheThreadThatStartedIt() throws Exception {
        AtomicReference<ChildProcess> started = new AtomicReference<>();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread shortLived = new Thread(() -> {
            try {
                ChildProcess child = ChildProcess.start("pdeathsig", List.of("setpriv", "--pdeathsig", "KILL",
                        "sleep", "30"), null, null, Confinement.NONE);
                started.set(child);
                awaitExec(child.pid(), "sleep");
            } catch (Throwable e) {
                failed.set(e);
            }
        }, "short-lived-starter");
        shortLived.start();
        shortLived.join();
        assertThat(failed.get()).isNull();
        try (ChildProcess child = started.get()) {
            assertThat(child.exitStatus(500))
                    .as("exit status of a child whose starting thread has ended (null: still running)")
                    .isNull();
        }
    }

    /** Waits until the child runs {@code program}: by then setpriv has armed the signal. */
    private static void awaitExec(long pid, String program) throws Exception {
        Path cmdline = Path.of("/proc", Long.toString(pid), "cmdline");
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (Files.exists(cmdline)
                    && new String(Files.readAllBytes(cmdline), StandardCharsets.UTF_8).startsWith(program + "\0")) {
                return;
            }
            Thread.sleep(5);
        }
        throw new AssertionError("the child never ran " + program);
    }
}
