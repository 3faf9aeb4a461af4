package grader.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Properties;
import grader.labs.Lab;

/**
 * A student's project for one lab: the lab text in Korean and English, the starter class,
 * a Maven build that compiles against lab-api and sqlite-jdbc (so an IDE completes and the
 * student can write tests of their own), and a {@code grade} launcher that grades this
 * folder's {@code src/main/java}. It holds no reference code and no check.
 */
public final class StudentProject {
    /** Where the starter class goes, relative to the project. */
    public static final String SOURCES = "src/main/java";

    private StudentProject() {
    }

    /**
     * Writes the project for {@code lab} into {@code dir} (created; it must be empty or
     * missing), with a launcher that runs {@code graderCommand}.
     */
    public static void write(Lab lab, Path dir, String graderCommand) throws IOException {
        if (Files.isDirectory(dir)) {
            try (var entries = Files.list(dir)) {
                if (entries.findAny().isPresent()) {
                    throw new KitException("dir.not.empty", dir);
                }
            }
        } else if (Files.exists(dir)) {
            throw new KitException("dir.not.folder", dir);
        }
        Files.createDirectories(dir);
        write(dir.resolve("README.md"), KitResources.text(lab, "README.md"));
        write(dir.resolve("README.ko.md"), KitResources.text(lab, "README.ko.md"));
        write(dir.resolve(SOURCES).resolve("student").resolve(KitResources.starterClass(lab) + ".java"),
                KitResources.starterSource(lab));
        Properties versions = KitResources.versions();
        String labApi = KitRepository.write(dir, versions.getProperty("version", "0"));
        write(dir.resolve("pom.xml"), pom(lab, versions, labApi));
        write(dir.resolve(".gitignore"), "target/\n");
        // Maven's offline mode (-o) refuses every repository, lib/'s file:// one too, unless told otherwise.
        write(dir.resolve(".mvn/maven.config"), "-Daether.offline.protocols=file\n");
        Path launcher = dir.resolve("grade");
        write(launcher, Launcher.script(lab, graderCommand));
        Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private static void write(Path file, String text) throws IOException {
        Files.createDirectories(file.getParent());
        Files.writeString(file, text, StandardCharsets.UTF_8);
    }

    /**
     * The plugins a build of the project runs (clean, then compile, test, package, install),
     * at the versions the grader's own build pins (the root pom.xml): a machine that built
     * the grader has them, so {@code mvn -o} works there, and Maven's defaults for an unpinned
     * plugin (resources 2.6 with Maven 3.8) are never needed. StudentProjectTests holds the two lists equal.
     */
    static final Map<String, String> PLUGINS = new LinkedHashMap<>();

    static {
        PLUGINS.put("maven-clean-plugin", "3.4.0");
        PLUGINS.put("maven-resources-plugin", "3.3.1");
        PLUGINS.put("maven-compiler-plugin", "3.13.0");
        PLUGINS.put("maven-surefire-plugin", "3.5.2");
        PLUGINS.put("maven-jar-plugin", "3.4.2");
        PLUGINS.put("maven-install-plugin", "3.1.3");
    }

    /** A build that needs Maven Central for sqlite-jdbc and JUnit only: lab-api comes from lib/. */
    static String pom(Lab lab, Properties versions, String labApiVersion) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <!-- Your %1$s lab. `mvn test` compiles your answer and runs your own tests;
                     `./grade` grades it. lab-api is in lib/ (a Maven repository of one artifact),
                     sqlite-jdbc and JUnit come from Maven Central. -->
                <project xmlns="http://maven.apache.org/POM/4.0.0"
                         xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
                         xsi:schemaLocation="http://maven.apache.org/POM/4.0.0 https://maven.apache.org/xsd/maven-4.0.0.xsd">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>student</groupId>
                  <artifactId>%1$s-lab</artifactId>
                  <version>1.0</version>

                  <properties>
                    <maven.compiler.release>17</maven.compiler.release>
                    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
                  </properties>

                  <repositories>
                    <repository>
                      <id>kit-lib</id>
                      <url>file://${project.basedir}/%5$s</url>
                    </repository>
                  </repositories>

                  <dependencies>
                    <dependency>
                      <groupId>%6$s</groupId>
                      <artifactId>%7$s</artifactId>
                      <version>%2$s</version>
                    </dependency>
                    <dependency>
                      <groupId>org.xerial</groupId>
                      <artifactId>sqlite-jdbc</artifactId>
                      <version>%3$s</version>
                    </dependency>
                    <dependency>
                      <groupId>org.junit.jupiter</groupId>
                      <artifactId>junit-jupiter</artifactId>
                      <version>%4$s</version>
                      <scope>test</scope>
                    </dependency>
                  </dependencies>

                  <build>
                    <plugins>
                """.formatted(lab.id(), labApiVersion, versions.getProperty("sqliteJdbc", "3.54.1.0"),
                versions.getProperty("junit", "6.1.3"), KitRepository.FOLDER, KitRepository.GROUP,
                KitRepository.ARTIFACT)
                + plugins() + """
                    </plugins>
                  </build>
                </project>
                """;
    }

    private static String plugins() {
        StringBuilder xml = new StringBuilder();
        PLUGINS.forEach((artifact, version) -> xml.append("""
                      <plugin>
                        <groupId>org.apache.maven.plugins</groupId>
                        <artifactId>%s</artifactId>
                        <version>%s</version>
                      </plugin>
                """.formatted(artifact, version)));
        return xml.toString();
    }
}
