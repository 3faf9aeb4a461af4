package grader.dist;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import grader.process.Classpaths;

/**
 * The files the grader runs from, nothing more: its own classes and its runtime
 * dependencies (lab-api, host, JUnit, sqlite-jdbc, Jackson, picocli). Never the
 * reference, the fixtures or test classes. In a build tree they are the grader's class
 * folder and the list Maven wrote beside it ({@code target/runtime-classpath.txt}), also when
 * this JVM runs from the jar beside them; in a distribution, every jar in the grader jar's folder.
 */
final class GraderFiles {
    static final String CLASSPATH_LIST = "runtime-classpath.txt";

    private GraderFiles() {
    }

    static List<Path> runtime() throws IOException {
        Path home = Classpaths.locationOf(GraderFiles.class);
        Path classes = home.resolveSibling("classes");
        if (Files.isRegularFile(home) && Files.isRegularFile(home.resolveSibling(CLASSPATH_LIST))
                && Files.isDirectory(classes)) {
            // ./grade runs the build tree's jar (class-data sharing needs jars): the tree is the same.
            home = classes;
        }
        if (Files.isRegularFile(home)) {
            try (Stream<Path> jars = Files.list(home.getParent())) {
                return jars.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
            }
        }
        Path list = home.getParent().resolve(CLASSPATH_LIST);
        if (!Files.isRegularFile(list)) {
            throw new IOException("no " + list + ": build the grader first (./grade does, or mvn package)");
        }
        List<Path> entries = new ArrayList<>(List.of(home));
        for (String entry : Files.readString(list).trim().split(java.io.File.pathSeparator)) {
            if (!entry.isBlank()) {
                entries.add(Path.of(entry));
            }
        }
        return entries;
    }
}
