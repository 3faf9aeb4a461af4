package grader.cli;

import java.nio.file.Path;
import grader.process.Classpaths;

/** Where the repository is: the {@code idemlab.root} property set by ./grade, else found from the grader's classes. */
final class ProjectRoot {
    private ProjectRoot() {
    }

    static Path get() {
        String root = System.getProperty("idemlab.root");
        if (root != null) {
            return Path.of(root).toAbsolutePath().normalize();
        }
        // grader/target/classes -> the repository root
        return Classpaths.locationOf(ProjectRoot.class).getParent().getParent().getParent();
    }

    static Path referenceSources() {
        return get().resolve("reference-impl/src/main/java");
    }
}
