package grader.submission;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import grader.ProjectPaths;
import grader.labs.Lab;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Compiled once per content: the hash covers paths and bytes, and a jar enters like sources do. */
class SubmissionCacheTests {
    @TempDir
    Path work;

    @Test
    void aRelativePathCompilesAsTheStudentTypedIt() throws Exception {
        Path relative = Path.of("").toAbsolutePath().relativize(copyOf("lease-exit"));
        assertThat(relative.isAbsolute()).isFalse();
        PreparedSubmission prepared = new SubmissionCache(work.resolve("cache")).prepare(relative);
        assertThat(prepared.problems()).as("compiled from a path relative to the working folder").isEmpty();
        assertThat(prepared.labs()).containsExactly(Lab.LEASE);
    }

    @Test
    void sameContentReusesTheCompiledEntry() throws Exception {
        SubmissionCache cache = new SubmissionCache(work.resolve("cache"));
        PreparedSubmission first = cache.prepare(copyOf("lease-exit"));
        Path compiled = first.classes().resolve("student/LeaseSolution.class");
        Object built = Files.readAttributes(compiled, BasicFileAttributes.class).fileKey();
        PreparedSubmission second = cache.prepare(copyOf("lease-exit"));
        assertThat(second.hash()).isEqualTo(first.hash()).hasSize(64);
        assertThat(Files.readAttributes(second.classes().resolve("student/LeaseSolution.class"),
                BasicFileAttributes.class).fileKey()).as("the same file, not compiled again").isEqualTo(built);
        assertThat(second.labs()).containsExactly(Lab.LEASE);
    }

    @Test
    void anEntryChangedAfterItWasBuiltIsBuiltAgain() throws Exception {
        SubmissionCache cache = new SubmissionCache(work.resolve("cache"));
        PreparedSubmission first = cache.prepare(copyOf("lease-exit"));
        Path compiled = first.classes().resolve("student/LeaseSolution.class");
        byte[] honest = Files.readAllBytes(compiled);
        Files.writeString(compiled, "planted by another submission");
        Files.writeString(first.classes().resolve("student/Planted.class"), "more");
        PreparedSubmission second = cache.prepare(copyOf("lease-exit"));
        assertThat(second.hash()).isEqualTo(first.hash());
        assertThat(second.classes().resolve("student/LeaseSolution.class")).hasBinaryContent(honest);
        assertThat(second.classes().resolve("student/Planted.class")).doesNotExist();
    }

    @Test
    void aLinkToAFileOutsideTheSubmissionIsRefused() throws Exception {
        Path sources = Files.createDirectories(work.resolve("linked"));
        Files.createSymbolicLink(sources.resolve("LeaseReference.java"),
                ProjectPaths.referenceSources().resolve("reference/lease/LeaseReference.java"));
        assertThatThrownBy(() -> new SubmissionCache(work.resolve("cache")).prepare(sources))
                .isInstanceOf(UnusableSubmissionException.class).hasMessageContaining("outside the submission");
    }

    @Test
    void changedBytesOrPathsGiveANewHash() throws Exception {
        SubmissionCache cache = new SubmissionCache(work.resolve("cache"));
        Path sources = copyOf("lease-exit");
        String original = cache.prepare(sources).hash();
        Path file = sources.resolve("src/main/java/student/LeaseSolution.java");
        Files.writeString(file, Files.readString(file) + "\n// edited\n");
        String edited = cache.prepare(sources).hash();
        Path moved = Files.createDirectories(sources.resolve("src/main/java/other"));
        Files.move(file, moved.resolve("LeaseSolution.java"));
        String renamed = cache.prepare(sources).hash();
        assertThat(List.of(original, edited, renamed)).doesNotHaveDuplicates();
    }

    @Test
    void compileErrorsAreKeptWithTheLabsTheSourcesName() throws Exception {
        PreparedSubmission prepared = new SubmissionCache(work.resolve("cache")).prepare(copyOf("lease-compile-error"));
        assertThat(prepared.compiled()).isFalse();
        assertThat(prepared.problems()).extracting(CompileProblem::toString)
                .anySatisfy(p -> assertThat(p).startsWith("src/lease/LeaseSolution.java:27:"));
        assertThat(prepared.labs()).containsExactly(Lab.LEASE);
    }

    @Test
    void aJarOfClassesIsASubmissionToo() throws Exception {
        PreparedSubmission fromSources = new SubmissionCache(work.resolve("cache")).prepare(copyOf("lease-exit"));
        Path jar = jarOf(fromSources.classes(), work.resolve("lease.jar"));
        PreparedSubmission fromJar = new SubmissionCache(work.resolve("cache")).prepare(jar);
        assertThat(fromJar.compiled()).isTrue();
        assertThat(fromJar.labs()).containsExactly(Lab.LEASE);
        assertThat(fromJar.classes().resolve("student/LeaseSolution.class")).exists();
    }

    @Test
    void aFolderWithoutSourcesIsUnusable() throws Exception {
        Path empty = Files.createDirectories(work.resolve("empty"));
        assertThatThrownBy(() -> new SubmissionCache(work.resolve("cache")).prepare(empty))
                .isInstanceOf(UnusableSubmissionException.class).hasMessageContaining("no .java files");
    }

    @Test
    void aSubmissionFolderThatIsALinkIsFollowed() throws Exception {
        Path link = Files.createSymbolicLink(work.resolve("linked-submission"), copyOf("lease-exit"));
        PreparedSubmission prepared = new SubmissionCache(work.resolve("cache")).prepare(link);
        assertThat(prepared.problems()).as("compiled through the link the user named").isEmpty();
        assertThat(prepared.labs()).containsExactly(Lab.LEASE);
    }

    @Test
    void aJarHoldingAnEntryTwiceIsTheSubmissionsToFix() throws Exception {
        Path jar = work.resolve("twice.jar");
        try (OutputStream raw = Files.newOutputStream(jar); java.util.zip.ZipOutputStream out = new java.util.zip.ZipOutputStream(raw)) {
            for (String name : List.of("student/A.class", "student/../student/A.class")) {
                out.putNextEntry(new java.util.zip.ZipEntry(name));
                out.write(new byte[] {(byte) 0xCA, (byte) 0xFE});
                out.closeEntry();
            }
        }
        assertThatThrownBy(() -> new SubmissionCache(work.resolve("cache")).prepare(jar))
                .isInstanceOf(UnusableSubmissionException.class).hasMessageContaining("twice");
    }

    private Path copyOf(String fixture) throws Exception {
        Path from = ProjectPaths.fixtures().resolve("submissions").resolve(fixture);
        Path to = work.resolve("src-" + fixture);
        if (Files.exists(to)) {
            return to;
        }
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target);
                }
            }
        }
        return to;
    }

    private static Path jarOf(Path classes, Path jar) throws Exception {
        try (OutputStream raw = Files.newOutputStream(jar); JarOutputStream out = new JarOutputStream(raw);
                Stream<Path> walk = Files.walk(classes)) {
            for (Path p : walk.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(p).toString().replace('\\', '/')));
                Files.copy(p, out);
                out.closeEntry();
            }
        }
        return jar;
    }
}
