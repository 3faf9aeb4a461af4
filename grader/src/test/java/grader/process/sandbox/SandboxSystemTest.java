package grader.process.sandbox;

import grader.process.ChildProcess;
import grader.process.Confinement;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import grader.ProjectPaths;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a process started in the sandbox can and cannot do, shown with small shell commands run
 * through the same launch path as a worker: no grader checkout, no writable cache, no
 * survivors, and no network but its own loopback.
 */
class SandboxSystemTest {
    private static final String MARK = "idemlab-sandbox-test-survivor";

    @TempDir
    Path work;
    Path home;
    Path cache;
    Sandbox sandbox;

    @BeforeEach
    void setUp() throws IOException {
        home = Files.createDirectories(work.resolve("home"));
        cache = Files.createDirectories(work.resolve("cache"));
        Files.writeString(cache.resolve("entry"), "shared");
        sandbox = SandboxChoice.choose(SandboxMode.REQUIRE, note -> { }).orElseThrow(() ->
                new AssertionError("this test needs the sandbox: " + SandboxChoice.UNAVAILABLE));
    }

    @Test
    void cannotReadTheGraderCheckout() throws Exception {
        Path pom = ProjectPaths.root().resolve("pom.xml");
        assertThat(pom).isReadable();
        Run run = run("cat '" + pom + "' && echo READ");
        assertThat(run.out()).doesNotContain("READ").doesNotContain("<project");
        assertThat(run.status()).isNotZero();
    }

    @Test
    void readsButCannotWriteTheCacheItIsGiven() throws Exception {
        Run run = run("cat '" + cache.resolve("entry") + "'; echo poisoned > '" + cache.resolve("entry") + "'; "
                + "touch '" + cache.resolve("new") + "'; echo mine > '" + home.resolve("own") + "'; echo END");
        assertThat(run.out()).contains("shared").contains("END");
        assertThat(cache.resolve("entry")).hasContent("shared");
        assertThat(cache.resolve("new")).doesNotExist();
        assertThat(home.resolve("own")).hasContent("mine");
    }

    @Test
    void nothingItStartsOutlivesIt() throws Exception {
        Run run = run("setsid -f sh -c 'sleep 60; : " + MARK + "'; "
                + "nohup sh -c 'sleep 60; : " + MARK + "' >/dev/null 2>&1 & echo STARTED");
        assertThat(run.out()).contains("STARTED");
        assertThat(ProcessHandle.allProcesses().filter(p -> p.info().commandLine().orElse("").contains(MARK)))
                .isEmpty();
    }

    @Test
    void hasNoNetworkButItsOwnLoopback() throws Exception {
        // The connect is tried only once the namespace is seen to hold nothing but lo, so that
        // no packet can ever leave this machine, even if the sandbox were broken.
        Run run = run("grep -c : /proc/net/dev; grep -v Iface /proc/net/route | wc -l; "
                + "if [ \"$(grep -c : /proc/net/dev)\" = 1 ]; then "
                + "bash -c 'exec 3<>/dev/tcp/192.0.2.1/9' 2>&1 && echo CONNECTED || echo REFUSED; fi; cat /proc/net/dev");
        List<String> lines = run.out().lines().toList();
        assertThat(lines.get(0)).as("interfaces").isEqualTo("1");
        assertThat(run.out()).contains(" lo:").doesNotContain("CONNECTED").contains("REFUSED")
                .containsIgnoringCase("unreachable");
        assertThat(lines.get(1).strip()).as("routes").isEqualTo("0");
    }

    private record Run(Integer status, String out) {
    }

    /** Runs {@code script} confined: {@code home} writable, {@code cache} readable, then closes it. */
    private Run run(String script) throws Exception {
        Confinement confinement = sandbox.confine(home, List.of(cache));
        try (ChildProcess child = ChildProcess.start("sandbox-test",
                List.of("/bin/sh", "-c", script), home, null, confinement)) {
            Integer status = child.exitStatus(30_000);
            String out = child.stdoutTail(16_000) + "\n" + child.stderrTail(4_000);
            return new Run(status, out);
        }
    }
}
