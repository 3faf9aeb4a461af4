package grader.course;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each entry of a class folder is one submission with a name, and so a report, of its own. */
class ClassFolderTests {
    @TempDir
    Path work;

    @Test
    void aFolderAndAZipOfTheSameNameAreTwoSubmissions() throws Exception {
        Path classDir = Files.createDirectories(work.resolve("class"));
        Files.writeString(Files.createDirectories(classDir.resolve("bob")).resolve("Lease.java"), "class Lease {}");
        try (OutputStream raw = Files.newOutputStream(classDir.resolve("bob.zip")); ZipOutputStream zip = new ZipOutputStream(raw)) {
            zip.putNextEntry(new ZipEntry("Stub.java"));
            zip.write("class Stub {}".getBytes());
            zip.closeEntry();
        }
        List<ClassSubmission> listed = ClassFolder.list(classDir, work.resolve("results"), Shard.ALL);
        assertThat(listed).extracting(ClassSubmission::name).containsExactly("bob", "bob.zip");
        assertThat(listed.get(1).path().resolve("Stub.java")).exists();
    }
}
