package grader.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.jar.JarFile;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.report.SchemaCheck;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The distribution runs with only a JDK: its bin/grade grades with a PATH holding only the
 * JDK and HOME empty, and writes nothing into its own folder; it holds no reference, fixture or test class;
 * and the Dockerfile copies and starts what it contains.
 */
class DistributionSystemTest {
    @TempDir
    Path work;

    @Test
    void holdsTheGradersJarsOnly() throws Exception {
        Path dist = work.resolve("dist");
        Distribution.build(dist);
        List<String> files = files(dist);
        assertThat(files).contains("bin/grade", "VERSION", "lib/grader.jar", "lib/lab-api-0.1.0.jar",
                "lib/host-0.1.0.jar").allMatch(f -> !f.startsWith("lib/") || f.endsWith(".jar"));
        assertThat(files).noneMatch(f -> f.contains("reference") || f.contains("fixture") || f.contains("assertj"));
        try (JarFile grader = new JarFile(dist.resolve("lib/grader.jar").toFile())) {
            assertThat(grader.stream().map(e -> e.getName()))
                    .contains("grader/cli/Main.class")
                    .noneMatch(name -> name.endsWith("Tests.class") || name.endsWith("SystemTest.class"));
        }
        assertThat(Files.isExecutable(dist.resolve(Distribution.LAUNCHER))).isTrue();
    }

    @Test
    void gradesWithOnlyTheJdkAndWritesNothingIntoItself() throws Exception {
        Path dist = work.resolve("dist");
        Distribution.build(dist);
        List<String> before = files(dist);
        Path empty = Files.createDirectories(work.resolve("submission"));
        Path report = work.resolve("report.json");
        int status = Launch.run(work.resolve("log"), Map.of("TMPDIR", work.toString()),
                dist.resolve("bin/grade").toString(), "lease", empty.toString(), "--format", "json",
                "--out", report.toString());
        assertThat(status).as(Files.readString(work.resolve("log"))).isEqualTo(1);
        String json = Files.readString(report);
        assertThat(SchemaCheck.errors("grade-report.schema.json", json)).isEmpty();
        JsonNode root = JsonMapper.builder().build().readTree(json);
        assertThat(root.get("gradable").asBoolean()).isFalse();
        assertThat(root.get("error").get("message").asString()).contains("no .java files");
        assertThat(files(dist)).isEqualTo(before);
    }

    @Test
    void theDockerfileCopiesTheDistributionAndItsEntryPointStartsTheLauncher() throws Exception {
        String dockerfile = Files.readString(ProjectPaths.root().resolve("Dockerfile"));
        Matcher copy = Pattern.compile("(?m)^COPY\\s+target/idemlab-dist/\\s+(\\S+)\\s*$").matcher(dockerfile);
        assertThat(copy.find()).as("a COPY of the distribution").isTrue();
        String installed = copy.group(1);
        Matcher entry = Pattern.compile("(?m)^ENTRYPOINT\\s+\\[\"([^\"]+)\"").matcher(dockerfile);
        assertThat(entry.find()).isTrue();
        Matcher script = Pattern.compile("(?m)^COPY\\s+(\\S+)\\s+" + Pattern.quote(entry.group(1)) + "\\s*$")
                .matcher(dockerfile);
        assertThat(script.find()).as("the entry point is copied from the repository").isTrue();
        String entryPoint = Files.readString(ProjectPaths.root().resolve(script.group(1)));
        Matcher exec = Pattern.compile("(?m)^exec\\s+(\\S+)").matcher(entryPoint);
        assertThat(exec.find()).as("the entry point execs the launcher").isTrue();
        assertThat(exec.group(1)).startsWith(installed);
        Path dist = work.resolve("dist");
        Distribution.build(dist);
        assertThat(Files.isExecutable(dist.resolve(exec.group(1).substring(installed.length())))).isTrue();
        String build = Files.readString(ProjectPaths.root().resolve("scripts/dist"));
        assertThat(build).as("scripts/dist writes where the Dockerfile copies from").contains("target/idemlab-dist");
    }

    private static List<String> files(Path dist) throws Exception {
        try (Stream<Path> walk = Files.walk(dist)) {
            return walk.map(p -> dist.relativize(p).toString()).sorted().toList();
        }
    }
}
