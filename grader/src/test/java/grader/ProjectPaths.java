package grader;

import java.nio.file.Path;

/** Where the repository's parts are, for tests run by Maven from the grader module. */
public final class ProjectPaths {
    private ProjectPaths() {
    }

    public static Path root() {
        return Path.of(System.getProperty("idemlab.root", "..")).toAbsolutePath().normalize();
    }

    public static Path referenceSources() {
        return root().resolve("reference-impl/src/main/java");
    }

    public static Path fixtures() {
        return root().resolve("fixtures");
    }
}
