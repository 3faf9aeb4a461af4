package grader.cli;

import grader.process.CacheRoot;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import grader.ProjectPaths;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The exit codes a platform relies on: 1 when a check did not pass (a compile error
 * included), 2 with a reason on stderr when the grader could not grade. These cases need no
 * worker, so the command runs in this JVM.
 */
class CommandLineSystemTest {
    @TempDir
    Path work;
    private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
    private PrintStream originalErr;

    @BeforeEach
    void captureStderr() {
        originalErr = System.err;
        System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
        System.setProperty(CacheRoot.PROPERTY, work.resolve("cache").toString());
    }

    @AfterEach
    void restoreStderr() {
        System.setErr(originalErr);
        System.clearProperty(CacheRoot.PROPERTY);
    }

    @Test
    void compileErrorExitsOneWithTheErrorInTheJson() throws Exception {
        Path out = work.resolve("report.json");
        int status = Main.run("lease", fixture("lease-compile-error"), "--format", "json", "--out", out.toString(),
                "--seed", "7");
        assertThat(status).isEqualTo(1);
        JsonNode report = JsonMapper.builder().build().readTree(Files.readString(out));
        assertThat(report.toString()).contains("LeaseSolution.java:27").contains("compile");
        assertThat(report.get("seed").asLong()).isEqualTo(7L);
    }

    @Test
    void missingSubmissionCannotBeGraded() {
        assertThat(Main.run("lease", work.resolve("nowhere").toString())).isEqualTo(2);
        assertThat(err()).contains("no such file or folder");
    }

    @Test
    void unknownLabCannotBeGraded() {
        assertThat(Main.run("leases", fixture("lease-exit"))).isEqualTo(2);
        assertThat(err()).contains("unknown lab leases");
    }

    @Test
    void stepOutOfRangeCannotBeGraded() {
        assertThat(Main.run("lease", fixture("lease-exit"), "--step", "9")).isEqualTo(2);
        assertThat(err()).contains("--step must be between 1 and 8");
    }

    @Test
    void labTheSubmissionDoesNotImplementIsTheSubmissionsFault() {
        assertThat(Main.run("inbox", fixture("lease-exit"))).isEqualTo(1);
        assertThat(err()).contains("no class implementing labs.inbox.InboxLab").contains("it implements lease");
    }

    @Test
    void unknownOptionAndFormatCannotBeGraded() {
        assertThat(Main.run("--colour")).isEqualTo(2);
        assertThat(Main.run("lease", fixture("lease-exit"), "--format", "xml")).isEqualTo(2);
        assertThat(err()).contains("unknown format xml");
    }

    @Test
    void twoImplementationsOfOneLabAreTheSubmissionsFault() throws Exception {
        Path sources = Files.createDirectories(work.resolve("two/src"));
        String stub = Files.readString(ProjectPaths.fixtures().resolve("submissions/lease-starter-stub/src/LeaseSolution.java"));
        for (String pkg : new String[] {"first", "second"}) {
            Files.createDirectories(sources.resolve(pkg));
            Files.writeString(sources.resolve(pkg + "/LeaseSolution.java"), "package " + pkg + ";\n" + stub);
        }
        assertThat(Main.run("lease", sources.toString())).isEqualTo(1);
        assertThat(err()).contains("more than one class implements LeaseLab")
                .contains("first.LeaseSolution").contains("second.LeaseSolution");
    }

    @Test
    void noLabImplementedIsTheSubmissionsFault() throws Exception {
        Path sources = Files.createDirectories(work.resolve("none"));
        Files.writeString(sources.resolve("Hello.java"), "public class Hello { }\n");
        assertThat(Main.run(sources.toString())).isEqualTo(1);
        assertThat(err()).contains("that implements one of the lab interfaces");
    }

    @Test
    void mutantsRefusesAnUnknownLabOrFormatBeforeGradingAnything() {
        assertThat(Main.run("mutants", "leases")).isEqualTo(2);
        assertThat(err()).contains("no lab 'leases'");
        assertThat(Main.run("mutants", "lease", "--format", "xml")).isEqualTo(2);
        assertThat(err()).contains("no format 'xml'");
    }

    private String err() {
        return stderr.toString(StandardCharsets.UTF_8);
    }

    private static String fixture(String name) {
        return ProjectPaths.fixtures().resolve("submissions").resolve(name).toString();
    }
}
