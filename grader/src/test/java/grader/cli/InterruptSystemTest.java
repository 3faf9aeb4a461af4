package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import grader.ProjectPaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C on the grader while a check hangs in a worker: the coordinator's shutdown hook ends
 * the worker and removes the run's temp folder, so nothing is left behind.
 */
class InterruptSystemTest {
    @TempDir
    Path work;

    @Test
    void interruptedGradeLeavesNoProcessAndNoTempFile() throws Exception {
        Path tmp = Files.createDirectories(work.resolve("tmp"));
        Path log = work.resolve("grader.log");
        Process grader = new ProcessBuilder(javaExecutable(), "-Djava.io.tmpdir=" + tmp, "-XX:-UsePerfData",
                "-Didemlab.cache=" + work.resolve("cache"), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "lease", fixture("lease-endless-loop"), "--step", "5", "--timeout", "120",
                "--format", "json")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            List<ProcessHandle> workers = awaitWorker(grader);
            Thread.sleep(1_500);
            new ProcessBuilder("kill", "-INT", Long.toString(grader.pid())).start().waitFor();
            assertThat(grader.waitFor(30, TimeUnit.SECONDS)).as("the grader ends after Ctrl-C").isTrue();
            for (ProcessHandle worker : workers) {
                assertThat(worker.onExit().get(10, TimeUnit.SECONDS).isAlive()).as("worker " + worker.pid()).isFalse();
            }
            try (Stream<Path> left = Files.list(tmp)) {
                assertThat(left.toList()).as("temp files left; grader output:\n" + Files.readString(log)).isEmpty();
            }
        } finally {
            grader.descendants().forEach(ProcessHandle::destroyForcibly);
            grader.destroyForcibly().waitFor();
        }
    }

    private static List<ProcessHandle> awaitWorker(Process grader) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (System.nanoTime() < end) {
            List<ProcessHandle> workers = grader.descendants().toList();
            if (!workers.isEmpty()) {
                return workers;
            }
            assertThat(grader.isAlive()).as("the grader is still running").isTrue();
            Thread.sleep(100);
        }
        throw new AssertionError("no worker JVM started within 60 s");
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    private static String fixture(String name) {
        return ProjectPaths.fixtures().resolve("submissions").resolve(name).toString();
    }
}
