package grader.kit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.Set;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.judge.CheckLauncher;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.model.Status;
import grader.submission.SourceSubmission;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The project a student starts from: it compiles, grades as "not implemented", and holds no answer key. */
class StudentProjectTests {
    @TempDir
    Path dir;

    @ParameterizedTest
    @EnumSource(Lab.class)
    void theStarterCompilesAndEveryCheckOfStepOneIsNotImplemented(Lab lab) throws Exception {
        Path project = dir.resolve(lab.id());
        StudentProject.write(lab, project, "/nowhere/grade");
        SourceSubmission.Outcome outcome = SourceSubmission.load(project.resolve(StudentProject.SOURCES),
                dir.resolve("classes"));
        assertThat(outcome.problems()).isEmpty();
        assertThat(outcome.submission().implementationOf(lab)).isPresent();

        LabResult step1 = CheckLauncher.grade(outcome.submission(), lab, 1, 7L);
        List<CheckResult> checks = step1.steps().get(0).checks();
        assertThat(checks).isNotEmpty().allSatisfy(c -> assertThat(c.status()).as(c.id()).isEqualTo(Status.NOT_IMPLEMENTED));
        assertThat(Files.readString(project.resolve("README.ko.md"))).contains("## 여덟 단계");
        assertThat(Files.readString(project.resolve("README.md"))).contains("## The eight steps");
        assertThat(Files.readString(project.resolve("pom.xml"))).contains("<artifactId>sqlite-jdbc</artifactId>")
                .contains("<url>file://${project.basedir}/lib</url>").doesNotContain("systemPath");
        assertThat(Files.isExecutable(project.resolve("grade"))).isTrue();
        assertThat(Files.readString(project.resolve("grade"))).contains("'/nowhere/grade'")
                .contains("exec \"$grader\" " + lab.id() + " \"$here/src/main/java\" \"$@\"");
    }

    @Test
    void noFileOfTheReferenceOrTheAuthoredWrongChangesIsInAProject() throws Exception {
        for (Lab lab : Lab.all()) {
            StudentProject.write(lab, dir.resolve(lab.id()), "/nowhere/grade");
        }
        Set<String> answerKey = digests(ProjectPaths.referenceSources());
        answerKey.addAll(digests(ProjectPaths.fixtures().resolve("mutants")));
        assertThat(answerKey).isNotEmpty();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                assertThat(answerKey).as(dir.relativize(file) + " is a copy of an answer-key file")
                        .doesNotContain(digest(file));
                assertThat(Files.readString(file, java.nio.charset.StandardCharsets.ISO_8859_1))
                        .as(dir.relativize(file).toString()).doesNotContain("reference.lease")
                        .doesNotContain("reference/");
            }
        }
    }

    @Test
    void aKitHoldsTheProjectAndTheGraderButNoReferenceNoChecksAnswerKey() throws Exception {
        Path kit = dir.resolve("kit");
        int status = new picocli.CommandLine(new KitCommand()).execute("lease", "--out", kit.toString());
        assertThat(status).isZero();
        assertThat(kit.resolve("grader/bin/grade")).isExecutable();
        assertThat(Files.readString(kit.resolve("grade"))).contains("\"$here/grader/bin/grade\"");
        Set<String> answerKey = digests(ProjectPaths.referenceSources());
        answerKey.addAll(digests(ProjectPaths.fixtures().resolve("mutants")));
        try (Stream<Path> files = Files.walk(kit)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                assertThat(answerKey).as(kit.relativize(file) + " is a copy of an answer-key file")
                        .doesNotContain(digest(file));
                if (file.toString().endsWith(".jar")) {
                    try (java.util.jar.JarFile jar = new java.util.jar.JarFile(file.toFile())) {
                        assertThat(jar.stream().map(java.util.jar.JarEntry::getName))
                                .as(kit.relativize(file).toString())
                                .noneMatch(name -> name.startsWith("reference/") || name.startsWith("fixtures/"));
                    }
                }
            }
        }
    }

    /**
     * An unpinned plugin is whatever the student's Maven defaults to (resources 2.6 with Maven
     * 3.8, never downloaded on a machine that only built the grader), so {@code mvn -o} failed.
     */
    @Test
    void theKitPinsEveryPluginOfItsBuildAtTheVersionTheGradersOwnBuildPins() throws Exception {
        StudentProject.write(Lab.OUTBOX, dir.resolve("outbox"), "/nowhere/grade");
        Map<String, String> kit = plugins(dir.resolve("outbox/pom.xml"), "/project/build/plugins/plugin");
        Map<String, String> grader = plugins(ProjectPaths.root().resolve("pom.xml"),
                "/project/build/pluginManagement/plugins/plugin");
        assertThat(kit.keySet()).contains("maven-clean-plugin", "maven-resources-plugin", "maven-compiler-plugin",
                "maven-surefire-plugin", "maven-jar-plugin", "maven-install-plugin");
        kit.forEach((plugin, version) -> assertThat(version).as(plugin).isEqualTo(grader.get(plugin)));
    }

    private static Map<String, String> plugins(Path pom, String path) throws Exception {
        javax.xml.parsers.DocumentBuilderFactory factory = javax.xml.parsers.DocumentBuilderFactory.newInstance();
        org.w3c.dom.Document doc = factory.newDocumentBuilder().parse(pom.toFile());
        javax.xml.xpath.XPath xpath = javax.xml.xpath.XPathFactory.newInstance().newXPath();
        org.w3c.dom.NodeList nodes = (org.w3c.dom.NodeList) xpath.evaluate(path, doc,
                javax.xml.xpath.XPathConstants.NODESET);
        Map<String, String> versions = new TreeMap<>();
        for (int i = 0; i < nodes.getLength(); i++) {
            versions.put(xpath.evaluate("artifactId", nodes.item(i)), xpath.evaluate("version", nodes.item(i)));
        }
        return versions;
    }

    @Test
    void labApiIsAMavenRepositoryInLibWithChecksumsAndAVersionOfItsContent() throws Exception {
        StudentProject.write(Lab.LEASE, dir.resolve("a"), "/nowhere/grade");
        StudentProject.write(Lab.INBOX, dir.resolve("b"), "/nowhere/grade");
        Path versions = dir.resolve("a/lib/dev/idemlab/lab-api");
        try (Stream<Path> folders = Files.list(versions)) {
            Path version = folders.collect(java.util.stream.Collectors.toList()).get(0);
            String v = version.getFileName().toString();
            assertThat(v).matches("[0-9][^-]*-[0-9a-f]{12}");
            assertThat(version.resolve("lab-api-" + v + ".jar")).isRegularFile();
            assertThat(Files.readString(version.resolve("lab-api-" + v + ".jar.sha1"))).matches("[0-9a-f]{40}");
            assertThat(Files.readString(version.resolve("lab-api-" + v + ".pom"))).contains("<version>" + v + "</version>");
            assertThat(dir.resolve("b/lib/dev/idemlab/lab-api").resolve(v)).isDirectory();
            assertThat(Files.readString(dir.resolve("a/pom.xml"))).contains("<version>" + v + "</version>");
        }
        assertThat(Files.readString(dir.resolve("a/.mvn/maven.config"))).contains("-Daether.offline.protocols=file");
    }

    @Test
    void aFolderThatHoldsFilesIsNeverWrittenInto() throws Exception {
        Path used = Files.createDirectories(dir.resolve("used"));
        Files.writeString(used.resolve("Mine.java"), "class Mine {}");
        assertThatThrownBy(() -> StudentProject.write(Lab.LEASE, used, "/nowhere/grade"))
                .isInstanceOf(KitException.class).hasMessage("dir.not.empty");
        assertThat(Files.readString(used.resolve("Mine.java"))).isEqualTo("class Mine {}");
        try (Stream<Path> left = Files.list(used)) {
            assertThat(left).hasSize(1);
        }
    }

    private static Set<String> digests(Path root) throws IOException {
        Set<String> out = new HashSet<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.add(digest(f));
            }
        }
        return out;
    }

    private static String digest(Path file) throws IOException {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
