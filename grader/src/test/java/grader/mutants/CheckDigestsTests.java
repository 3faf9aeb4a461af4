package grader.mutants;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which steps' digests an edit of a check class changes, on classes compiled for real. */
class CheckDigestsTests {
    private static final String STEP_ONE = """
            package grader.checks.demo;
            @grader.check.LabStep(lab = "demo", step = 1, title = "one")
            class StepOne { int run() { return new SharedWorld().size(); } }
            """;
    private static final String STEP_TWO = """
            package grader.checks.demo;
            @grader.check.LabStep(lab = "demo", step = 2, title = "two")
            class StepTwo { java.util.List<SharedWorld> worlds; Runnable r = () -> new OnlyTwo(); }
            """;
    private static final String STEP_THREE = """
            package grader.checks.demo;
            @grader.check.LabStep(lab = "demo", step = 3, title = "three")
            class StepThree { int run() { return 3; } }
            """;

    @TempDir
    Path dir;

    @Test
    void anEditChangesTheDigestsOfTheStepsThatNameItAndNoOther() throws Exception {
        Path classes = dir.resolve("classes");
        compile(classes, Map.of("StepOne", STEP_ONE, "StepTwo", STEP_TWO, "StepThree", STEP_THREE,
                "SharedWorld", "package grader.checks.demo; class SharedWorld { int size() { return 1; } }",
                "OnlyTwo", "package grader.checks.demo; class OnlyTwo { }"));
        Map<Integer, String> before = CheckDigests.of(List.of(classes)).of("demo", Set.of(1, 2, 3));
        assertThat(before.values()).doesNotHaveDuplicates().doesNotContain("none");

        compile(classes, Map.of("OnlyTwo", "package grader.checks.demo; class OnlyTwo { int edited; }"));
        Map<Integer, String> onlyTwoEdited = CheckDigests.of(List.of(classes)).of("demo", Set.of(1, 2, 3));
        assertThat(onlyTwoEdited.get(1)).isEqualTo(before.get(1));
        assertThat(onlyTwoEdited.get(2)).as("named through a lambda").isNotEqualTo(before.get(2));
        assertThat(onlyTwoEdited.get(3)).isEqualTo(before.get(3));

        compile(classes, Map.of("SharedWorld",
                "package grader.checks.demo; class SharedWorld { int size() { return 2; } }"));
        Map<Integer, String> sharedEdited = CheckDigests.of(List.of(classes)).of("demo", Set.of(1, 2, 3));
        assertThat(sharedEdited.get(1)).isNotEqualTo(onlyTwoEdited.get(1));
        assertThat(sharedEdited.get(2)).as("named only in a field's generic type").isNotEqualTo(onlyTwoEdited.get(2));
        assertThat(sharedEdited.get(3)).isEqualTo(before.get(3));
    }

    @Test
    void aCheckClassNoStepNamesIsCoveredByEveryStep() throws Exception {
        Path classes = dir.resolve("classes");
        compile(classes, Map.of("StepThree", STEP_THREE, "Loose", "package grader.checks.demo; class Loose { }"));
        String before = CheckDigests.of(List.of(classes)).of("demo", Set.of(3)).get(3);
        compile(classes, Map.of("Loose", "package grader.checks.demo; class Loose { int edited; }"));
        assertThat(CheckDigests.of(List.of(classes)).of("demo", Set.of(3)).get(3)).isNotEqualTo(before);
    }

    @Test
    void theEngineDigestLeavesTheCheckClassesToTheStepDigests() throws Exception {
        Path classes = dir.resolve("classes");
        Path reference = Files.createDirectories(dir.resolve("ref"));
        compile(classes, Map.of("StepThree", STEP_THREE));
        String engine = CodeFingerprint.of(List.of(classes), reference, "1.0");
        compile(classes, Map.of("StepThree", STEP_THREE.replace("return 3", "return 4")));
        assertThat(CodeFingerprint.of(List.of(classes), reference, "1.0")).isEqualTo(engine);
        Files.writeString(Files.createDirectories(classes.resolve("grader/checks/demo")).resolve("texts.properties"),
                "a resource beside the checks is the engine's");
        assertThat(CodeFingerprint.of(List.of(classes), reference, "1.0")).isNotEqualTo(engine);
    }

    /** ./grade runs from the grader's jar: its checks count as the class folder's do, outside the engine digest. */
    @Test
    void theGradersJarGivesTheDigestsOfItsClassFolder() throws Exception {
        Path classes = dir.resolve("classes");
        compile(classes, Map.of("StepOne", STEP_ONE, "StepTwo", STEP_TWO, "StepThree", STEP_THREE,
                "SharedWorld", "package grader.checks.demo; class SharedWorld { int size() { return 1; } }",
                "OnlyTwo", "package grader.checks.demo; class OnlyTwo { }"));
        Path reference = Files.createDirectories(dir.resolve("ref"));
        Path jar = jarOf(classes, dir.resolve("grader-1.jar"));
        assertThat(CheckDigests.of(List.of(jar)).of("demo", Set.of(1, 2, 3)))
                .isEqualTo(CheckDigests.of(List.of(classes)).of("demo", Set.of(1, 2, 3)));
        String engine = CodeFingerprint.of(List.of(jar), reference, "1.0");
        compile(classes, Map.of("OnlyTwo", "package grader.checks.demo; class OnlyTwo { int edited; }"));
        Path edited = jarOf(classes, dir.resolve("grader-2.jar"));
        java.nio.file.Files.move(edited, jar, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThat(CodeFingerprint.of(List.of(jar), reference, "1.0")).isEqualTo(engine);
        assertThat(CheckDigests.of(List.of(jar)).of("demo", Set.of(2)))
                .isEqualTo(CheckDigests.of(List.of(classes)).of("demo", Set.of(2)));
    }

    private static Path jarOf(Path classes, Path jar) throws Exception {
        try (java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(Files.newOutputStream(jar));
                java.util.stream.Stream<Path> files = Files.walk(classes)) {
            for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new java.util.zip.ZipEntry(classes.relativize(file).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(file));
                out.closeEntry();
            }
        }
        return jar;
    }

    @Test
    void aStepWithoutChecksHasADigestOfItsOwn() throws Exception {
        Path classes = dir.resolve("classes");
        compile(classes, Map.of("StepThree", STEP_THREE));
        assertThat(CheckDigests.of(List.of(classes)).of("demo", Set.of(5))).containsEntry(5, "none");
    }

    /** Compiles the given classes of grader.checks.demo into {@code classes}, against this JVM's class path. */
    private void compile(Path classes, Map<String, String> sources) throws Exception {
        Path src = Files.createDirectories(dir.resolve("src/grader/checks/demo"));
        List<String> files = new java.util.ArrayList<>();
        for (Map.Entry<String, String> source : sources.entrySet()) {
            Path file = src.resolve(source.getKey() + ".java");
            Files.writeString(file, source.getValue());
            files.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        List<String> args = new java.util.ArrayList<>(List.of("-d", classes.toString(), "-cp",
                System.getProperty("java.class.path") + java.io.File.pathSeparator + classes, "-sourcepath",
                dir.resolve("src").toString(), "-implicit:none"));
        args.addAll(files);
        assertThat(javac.run(null, null, null, args.toArray(String[]::new))).isZero();
    }
}
