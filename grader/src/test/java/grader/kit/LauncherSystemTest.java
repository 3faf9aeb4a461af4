package grader.kit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import grader.labs.Lab;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A student's {@code ./grade} whose grader has moved says where it looked and what to do, in
 * the student's language, and exits 2 (it ended with bash's "No such file or directory", 127).
 */
class LauncherSystemTest {
    @TempDir
    Path dir;

    private record Run(int status, String stdout, String stderr) {
    }

    private Run run(Path project, Map<String, String> env, String... args) throws Exception {
        ProcessBuilder builder = new ProcessBuilder();
        builder.command().add(project.resolve("grade").toString());
        builder.command().addAll(List.of(args));
        builder.environment().keySet().removeIf(k -> k.startsWith("IDEMLAB_") || k.startsWith("LC_") || k.equals("LANG"));
        builder.environment().putAll(env);
        builder.redirectOutput(dir.resolve("out.txt").toFile()).redirectError(dir.resolve("err.txt").toFile());
        Process process = builder.start();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("./grade did not end within 30 s");
        }
        return new Run(process.exitValue(), Files.readString(dir.resolve("out.txt"), StandardCharsets.UTF_8),
                Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8));
    }

    @Test
    void aGraderThatMovedIsNamedWithTheWayToFixItInEnglishAndKorean() throws Exception {
        Path project = dir.resolve("outbox");
        Path moved = dir.resolve("idemlab/grade");
        StudentProject.write(Lab.OUTBOX, project, moved.toString());

        Run english = run(project, Map.of("LANG", "en_US.UTF-8"), "--step", "3");
        assertThat(english.status()).isEqualTo(2);
        assertThat(english.stderr()).contains("no grader at " + moved).contains("IDEMLAB_HOME")
                .contains("./grade init").doesNotContain("No such file");

        Run korean = run(project, Map.of("LANG", "ko_KR.UTF-8"));
        assertThat(korean.status()).isEqualTo(2);
        assertThat(korean.stderr()).contains("채점기를 찾지 못했습니다: " + moved).contains("IDEMLAB_HOME");
        assertThat(run(project, Map.of("LANG", "ko_KR.UTF-8"), "--lang", "en").stderr()).contains("no grader at");

        Run elsewhere = run(project, Map.of("IDEMLAB_HOME", dir.resolve("nowhere").toString()));
        assertThat(elsewhere.stderr()).contains(dir.resolve("nowhere/grade") + " " + dir.resolve("nowhere/bin/grade"));
    }

    @Test
    void idemlabHomeFindsTheGraderWhereItIsNow() throws Exception {
        Path project = dir.resolve("outbox");
        StudentProject.write(Lab.OUTBOX, project, dir.resolve("old/grade").toString());
        // A launcher standing in for the grader's: it shows what it was given.
        Path launcher = Files.createDirectories(dir.resolve("new/bin")).resolve("grade");
        Files.writeString(launcher, "#!/bin/bash\necho \"$IDEMLAB_INVOKED_AS $*\"\n");
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwx------"));

        Run found = run(project, Map.of("IDEMLAB_HOME", dir.resolve("new").toString()), "--step", "2");
        assertThat(found.status()).as(found.stderr()).isZero();
        assertThat(found.stdout().strip()).isEqualTo("./grade outbox " + project.resolve("src/main/java") + " --step 2");
    }
}
