package grader.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import grader.ProjectPaths;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C on the grader, either as soon as its first child starts (javac, or the recording of
 * the fault children's class-data archive under a fresh cache) or while a check hangs in a
 * worker: the coordinator's shutdown hooks end every child and remove every temp folder.
 */
class InterruptSystemTest {
    @TempDir
    Path work;

    @ParameterizedTest(name = "Ctrl-C {0} ms after the first child starts")
    @ValueSource(longs = {0, 1_500})
    void interruptedGradeLeavesNoProcessAndNoTempFile(long delayMillis) throws Exception {
        Path tmp = Files.createDirectories(work.resolve("tmp"));
        Path log = work.resolve("grader.log");
        // A build started as a background job inherits SIGINT ignored, and so would the grader:
        // env puts Ctrl-C's default back, as a terminal gives it.
        Process grader = new ProcessBuilder("env", "--default-signal=INT", javaExecutable(), "-Djava.io.tmpdir=" + tmp,
                "-XX:-UsePerfData",
                "-Didemlab.cache=" + work.resolve("cache"), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "lease", fixture("lease-endless-loop"), "--step", "5", "--timeout", "120",
                "--format", "json")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            List<ProcessHandle> workers = awaitWorker(grader);
            Thread.sleep(delayMillis);
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

    /**
     * SIGTERM (a platform's time limit, a container stopped) while a check hangs: the report
     * asked for says the grade was interrupted, the grader's failure, and stderr says so in a
     * line, instead of no report at all.
     */
    @org.junit.jupiter.api.Test
    void sigtermLeavesAReportThatSaysTheGradeWasInterrupted() throws Exception {
        Path tmp = Files.createDirectories(work.resolve("tmp"));
        Path log = work.resolve("grader.log");
        Path report = work.resolve("result.json");
        Files.writeString(report, "{\"an earlier run's report\": true}");
        Process grader = new ProcessBuilder(javaExecutable(), "-Djava.io.tmpdir=" + tmp, "-XX:-UsePerfData",
                "-Didemlab.cache=" + work.resolve("cache"), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "lease", fixture("lease-endless-loop"), "--step", "5", "--timeout", "120",
                "--format", "json", "--out", report.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            awaitWorker(grader);
            new ProcessBuilder("kill", "-TERM", Long.toString(grader.pid())).start().waitFor();
            assertThat(grader.waitFor(30, TimeUnit.SECONDS)).as("the grader ends after SIGTERM").isTrue();
            String said = Files.readString(log);
            assertThat(said).contains("grade: interrupted").doesNotContain("Exception");
            var json = tools.jackson.databind.json.JsonMapper.builder().build().readTree(Files.readString(report));
            assertThat(json.get("gradable").asBoolean()).as(said).isFalse();
            assertThat(json.get("error").get("kind").asString()).isEqualTo("grader");
            assertThat(json.get("error").get("message").asString()).contains("interrupted");
        } finally {
            grader.descendants().forEach(ProcessHandle::destroyForcibly);
            grader.destroyForcibly().waitFor();
        }
    }

    /**
     * SIGTERM of a class run while its grades are in flight: one line that says how to finish
     * (the same command again), no stack trace, no row marked "could not be graded", no empty log.
     */
    @org.junit.jupiter.api.Test
    void sigtermOfAClassRunSaysHowToFinishIt() throws Exception {
        Path classDir = Files.createDirectories(work.resolve("class"));
        for (String name : List.of("alice", "bob")) {
            copy(Path.of(fixture("lease-endless-loop")), Files.createDirectories(classDir.resolve(name)));
        }
        Path results = work.resolve("results");
        Path log = work.resolve("class.log");
        Process grader = new ProcessBuilder(javaExecutable(), "-XX:-UsePerfData",
                "-Didemlab.cache=" + work.resolve("cache"), "-cp", System.getProperty("java.class.path"),
                Main.class.getName(), "class", "lease", classDir.toString(), "--jobs", "2", "--timeout", "120",
                "--out", results.toString())
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        try {
            awaitWorker(grader);
            new ProcessBuilder("kill", "-TERM", Long.toString(grader.pid())).start().waitFor();
            assertThat(grader.waitFor(30, TimeUnit.SECONDS)).as("the class run ends after SIGTERM").isTrue();
            String said = Files.readString(log);
            assertThat(said).contains("grade class: interrupted", "run the same command again")
                    .doesNotContain("Exception").doesNotContain("could not be graded");
            try (Stream<Path> logs = Files.list(results.resolve("logs"))) {
                for (Path each : logs.toList()) {
                    assertThat(Files.size(each)).as(each + " is no empty log").isPositive();
                }
            }
        } finally {
            grader.descendants().forEach(ProcessHandle::destroyForcibly);
            grader.destroyForcibly().waitFor();
        }
    }

    private static void copy(Path from, Path to) throws Exception {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target);
            }
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
