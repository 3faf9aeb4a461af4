package grader.submission;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import grader.labs.Lab;

/** Finds a submission's sources, whatever its package layout. */
public final class SourceFiles {
    private SourceFiles() {
    }

    /** A Maven-style project is graded from its src/main/java, so its tests are left out. */
    public static Path rootOf(Path folder) {
        Path maven = folder.resolve("src/main/java");
        return Files.isDirectory(maven) ? maven : folder;
    }

    static List<Path> javaFiles(Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            files = walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p)).sorted().toList();
        }
        Path realRoot = root.toRealPath();
        for (Path file : files) {
            // A link to a file elsewhere (the reference answers, another student's work) is not this submission.
            if (!file.toRealPath().startsWith(realRoot)) {
                throw new UnusableSubmissionException(root.relativize(file) + " is a link to a file outside the"
                        + " submission (" + file.toRealPath() + "); hand in the sources themselves");
            }
        }
        return files;
    }

    /** Labs whose interface a source names: what a submission that does not compile was meant to implement. */
    static Set<Lab> labsNamedIn(List<Path> files) throws IOException {
        Set<Lab> labs = EnumSet.noneOf(Lab.class);
        for (Path file : files) {
            String text = read(file);
            for (Lab lab : Lab.values()) {
                if (text.contains(lab.api().getSimpleName())) {
                    labs.add(lab);
                }
            }
        }
        return labs;
    }

    private static String read(Path file) throws IOException {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (CharacterCodingException notUtf8) {
            return new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
        }
    }
}
