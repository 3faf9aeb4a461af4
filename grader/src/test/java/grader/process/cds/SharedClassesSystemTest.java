package grader.process.cds;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.process.Classpaths;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The archive ./grade names is recorded from the classes listed, and then mapped by every
 * child with the same class path; without ./grade's properties nothing changes.
 */
class SharedClassesSystemTest {
    @TempDir
    Path dir;

    @Test
    void aRecordedArchiveIsMappedByChildrenWithTheSameClassPath() throws Exception {
        // A class path of jars only (this test JVM's has class folders, which an archive cannot hold).
        String jar = Classpaths.locationOf(org.sqlite.JDBC.class).toString();
        Path archive = dir.resolve("cds/grader-test.jsa");
        Path ownList = Files.createDirectories(archive.getParent()).resolve("own.classlist");
        Files.write(ownList, List.of("# a comment", "java/lang/Object id: 0", "org/sqlite/JDBC"));
        Map<String, String> saved = set(Map.of("java.class.path", jar, SharedClasses.ARCHIVE_PROPERTY, archive.toString(),
                SharedClasses.LIST_PROPERTY, ownList.toString()));
        try {
            Path childList = dir.resolve("child.classlist");
            assertThat(SharedClasses.childFlags(SharedClasses.ownClassPath(), childList))
                    .containsExactly("-XX:DumpLoadedClassList=" + childList);

            SharedClasses.record();

            assertThat(archive).isRegularFile();
            assertThat(ownList).doesNotExist();
            assertThat(SharedClasses.childFlags(SharedClasses.ownClassPath(), childList))
                    .contains("-XX:SharedArchiveFile=" + archive);
            assertThat(SharedClasses.childFlags(List.of(dir), childList)).isEmpty();
            assertThat(SharedClasses.readable()).containsExactly(archive);
            // -Xshare:on refuses to start when the archive cannot be mapped.
            Process java = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xshare:on", "-XX:SharedArchiveFile=" + archive, "-XX:+UseSerialGC", "-cp", jar, "-version")
                    .redirectErrorStream(true).start();
            java.getInputStream().readAllBytes();
            assertThat(java.waitFor()).isZero();
        } finally {
            set(saved);
        }
    }

    @Test
    void withoutTheLaunchersPropertiesNoChildSharesClasses() {
        assertThat(System.getProperty(SharedClasses.ARCHIVE_PROPERTY)).isNull();
        assertThat(SharedClasses.childFlags(SharedClasses.ownClassPath(), dir.resolve("list"))).isEmpty();
        assertThat(SharedClasses.readable()).isEmpty();
        SharedClasses.record();
        assertThat(dir).isEmptyDirectory();
    }

    /** Sets each property (null clears it) and returns what they were. */
    private static Map<String, String> set(Map<String, String> values) {
        Map<String, String> before = new LinkedHashMap<>();
        values.forEach((key, value) -> {
            before.put(key, System.getProperty(key));
            if (value == null) {
                System.clearProperty(key);
            } else {
                System.setProperty(key, value);
            }
        });
        return before;
    }
}
