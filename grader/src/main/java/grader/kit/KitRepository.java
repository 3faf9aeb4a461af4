package grader.kit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * lab-api inside a student's project, laid out as a Maven repository in {@code lib/} that the
 * project's pom names as a {@code file://} repository: Maven resolves it as any dependency,
 * offline and without the warning a {@code system} scope with a {@code systemPath} prints on
 * every build. Its version carries the jar's digest, because Maven copies it into the
 * student's {@code ~/.m2} and would otherwise keep an older grader's lab-api of the same version.
 */
final class KitRepository {
    /** The project's folder that holds the repository. */
    static final String FOLDER = "lib";
    static final String GROUP = "dev.idemlab";
    static final String ARTIFACT = "lab-api";

    private KitRepository() {
    }

    /** Writes lab-api into {@code project/lib} and returns the version the pom must ask for. */
    static String write(Path project, String graderVersion) throws IOException {
        Path lib = project.resolve(FOLDER);
        Path staged = lib.resolve(ARTIFACT + ".jar.part");
        LabApiJar.writeTo(staged);
        String version = graderVersion + "-" + sha256(Files.readAllBytes(staged)).substring(0, 12);
        Path folder = lib.resolve(GROUP.replace('.', '/')).resolve(ARTIFACT).resolve(version);
        Files.createDirectories(folder);
        Path jar = folder.resolve(ARTIFACT + "-" + version + ".jar");
        Files.move(staged, jar, StandardCopyOption.REPLACE_EXISTING);
        Path pom = Files.writeString(folder.resolve(ARTIFACT + "-" + version + ".pom"), pom(version),
                StandardCharsets.UTF_8);
        // Without checksums beside them, Maven warns about each file it takes from the repository.
        for (Path file : new Path[] {jar, pom}) {
            Files.writeString(file.resolveSibling(file.getFileName() + ".sha1"), sha1(Files.readAllBytes(file)),
                    StandardCharsets.US_ASCII);
        }
        return version;
    }

    private static String pom(String version) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <project xmlns="http://maven.apache.org/POM/4.0.0">
                  <modelVersion>4.0.0</modelVersion>
                  <groupId>%s</groupId>
                  <artifactId>%s</artifactId>
                  <version>%s</version>
                </project>
                """.formatted(GROUP, ARTIFACT, version);
    }

    private static String sha256(byte[] bytes) {
        return digest("SHA-256", bytes);
    }

    private static String sha1(byte[] bytes) {
        return digest("SHA-1", bytes);
    }

    private static String digest(String algorithm, byte[] bytes) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance(algorithm).digest(bytes));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has " + algorithm, e);
        }
    }
}
