package grader.course;

import grader.cli.Main;
import grader.process.CacheRoot;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import grader.ProjectPaths;
import grader.labs.Lab;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * A class graded at two at once: folders and zips each get a report and a summary row, a
 * rerun keeps every report whose hash still holds and grades only what changed. The
 * submissions need no worker (nothing to grade, or a compile error), so the test stays short.
 */
class ClassRunSystemTest {
    @TempDir
    Path work;
    private Path classDir;
    private Path results;

    @BeforeEach
    void aSmallClass() throws Exception {
        System.setProperty(CacheRoot.PROPERTY, work.resolve("cache").toString());
        classDir = Files.createDirectories(work.resolve("class"));
        results = work.resolve("results");
        Files.createDirectories(classDir.resolve("empty"));
        Path broken = ProjectPaths.fixtures().resolve("submissions/lease-compile-error/src/lease/LeaseSolution.java");
        Path folder = Files.createDirectories(classDir.resolve("broken/src/lease"));
        Files.copy(broken, folder.resolve("LeaseSolution.java"));
        try (ZipOutputStream zip = new ZipOutputStream(Files.newOutputStream(classDir.resolve("zipped.zip")))) {
            zip.putNextEntry(new ZipEntry("work/src/lease/LeaseSolution.java"));
            zip.write(Files.readAllBytes(broken));
            zip.closeEntry();
        }
        Files.writeString(classDir.resolve("not-a.zip"), "these bytes are no zip");
        Files.writeString(classDir.resolve("notes.txt"), "not a submission");
    }

    @AfterEach
    void forgetCache() {
        System.clearProperty(CacheRoot.PROPERTY);
    }

    @Test
    void gradesEverySubmissionOnceAndARerunOnlyWhatChanged() throws Exception {
        ClassRun.Tally first = run();
        assertThat(first.graded()).isEqualTo(4);
        assertThat(first.failed()).isZero();
        assertThat(report("empty").get("error").get("kind").asString()).isEqualTo("submission");
        assertThat(report("not-a").get("gradable").asBoolean()).isFalse();
        assertThat(report("broken").get("compileErrors").size()).isPositive();
        assertThat(report("zipped").get("compileErrors").get(0).asString()).startsWith("work/src/lease/");
        List<String> summary = Files.readAllLines(results.resolve("summary.csv"));
        assertThat(summary).hasSize(5);
        assertThat(summary.get(0)).startsWith("submission,hash,score,max_score,gradable,step1,");
        assertThat(summary.get(1)).startsWith("broken," + report("broken").get("submissionHash").asString())
                .contains(",compile error,");

        ClassRun.Tally again = run();
        assertThat(again.graded()).isZero();
        assertThat(again.kept()).isEqualTo(4);

        Files.writeString(classDir.resolve("empty/Hello.java"), "class Hello { }\n");
        ClassRun.Tally changed = run();
        assertThat(changed.graded()).isEqualTo(1);
        assertThat(changed.kept()).isEqualTo(3);
        assertThat(report("empty").get("error").get("message").asString())
                .contains("no class implementing labs.lease.LeaseLab");
    }

    @Test
    void theSandboxModeReachesEveryGradeAndItsReport() throws Exception {
        assertThat(Main.run("class", "lease", classDir.toString(), "--out", results.toString(), "--jobs", "2",
                "--sandbox", "sideways")).as("a mode that does not exist").isEqualTo(2);
        assertThat(Main.run("class", "lease", classDir.toString(), "--out", results.toString(), "--jobs", "2",
                "--sandbox", "off")).isZero();
        assertThat(report("broken").get("sandbox").get("mode").asString()).isEqualTo("none");
        assertThat(report("broken").get("sandbox").get("description").asString()).contains("--sandbox off");
        List<String> summary = Files.readAllLines(results.resolve("summary.csv"));
        assertThat(summary.get(0)).endsWith(",millis,error,sandbox");
        assertThat(summary.get(1)).startsWith("broken,").endsWith(",none");
        // Unconfined, a submission could have written any report of the folder: none is kept.
        assertThat(results.resolve(UnconfinedMark.NAME)).exists();
        assertThat(Main.run("class", "lease", classDir.toString(), "--out", results.toString(), "--jobs", "2",
                "--sandbox", "off")).isZero();
        assertThat(report("broken").get("sandbox").get("mode").asString()).isEqualTo("none");
        ClassRun.Tally rerun = run();
        assertThat(rerun.kept()).isZero();
        assertThat(rerun.graded()).isEqualTo(4);
        assertThat(report("broken").get("sandbox").get("mode").asString()).isNotEqualTo("none");
        assertThat(results.resolve(UnconfinedMark.NAME)).as("every report is the confined run's own").doesNotExist();
        assertThat(run().kept()).as("confined reports are kept").isEqualTo(4);
    }

    /**
     * Where bubblewrap is missing, a class is graded under separate accounts, and each grade's
     * judge must reach its folder through the grade child's temp folder: before, that folder
     * was its creator's alone and every submission "could not be graded".
     */
    @Test
    void aClassIsGradedUnderSeparateAccounts() throws Exception {
        assertThat(Files.getAttribute(work, "unix:uid")).as("separate accounts need root, as on Gradescope")
                .isEqualTo(0);
        Path stubClass = Files.createDirectories(work.resolve("stub-class"));
        Path stub = ProjectPaths.fixtures().resolve("submissions/lease-starter-stub/src");
        grader.mutants.MutantApplier.copyTree(stub, Files.createDirectories(stubClass.resolve("stub/src")));
        ClassRun.Tally tally = new ClassRun(Lab.LEASE, stubClass, results, 1, Shard.ALL,
                List.of("--seed", "5", "--sandbox", "accounts"), Main.class.getName()).run();
        assertThat(tally.failed()).as("could not be graded").isZero();
        assertThat(tally.graded()).isEqualTo(1);
        JsonNode report = report("stub");
        assertThat(report.get("sandbox").get("mode").asString()).isEqualTo("accounts");
        assertThat(report.get("summary").get("not implemented").asInt()).isPositive();
    }

    @Test
    void aHalfWrittenReportIsGradedAgain() throws Exception {
        run();
        Path report = results.resolve("broken.json");
        String hash = report("broken").get("submissionHash").asString();
        String whole = Files.readString(report);
        Files.writeString(report, whole.substring(0, whole.length() / 2));
        ClassRun.Tally rerun = run();
        assertThat(rerun.graded()).isEqualTo(1);
        assertThat(rerun.kept()).isEqualTo(3);
        assertThat(report("broken").get("submissionHash").asString()).isEqualTo(hash);
    }

    private ClassRun.Tally run() throws Exception {
        return new ClassRun(Lab.LEASE, classDir, results, 2, Shard.ALL, List.of("--seed", "5"),
                Main.class.getName()).run();
    }

    private JsonNode report(String name) throws Exception {
        return JsonMapper.builder().build().readTree(Files.readString(results.resolve(name + ".json")));
    }
}
