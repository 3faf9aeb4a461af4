package grader.submission;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.jar.JarFile;
import grader.labs.Lab;

/**
 * A compiled submission as the judge knows it: where its classes are and the name of the
 * class implementing each lab. Names only: the judge never loads a class of a submission.
 *
 * @param classpath       the folders or jars holding the submission's classes, in lookup order
 * @param implementations the implementing class of each lab the submission covers
 */
public record SubmissionClasses(List<Path> classpath, Map<Lab, String> implementations) {

    public SubmissionClasses {
        classpath = List.copyOf(classpath);
        implementations = Map.copyOf(implementations);
    }

    /**
     * Whether {@code className} is one of the submission's own classes, told by its class file
     * alone: the judge must not load it to ask its class loader.
     */
    public boolean defines(String className) {
        String file = className.replace('.', '/') + ".class";
        for (Path entry : classpath) {
            if (Files.isDirectory(entry) ? Files.isRegularFile(entry.resolve(file)) : jarHolds(entry, file)) {
                return true;
            }
        }
        return false;
    }

    private static boolean jarHolds(Path jar, String file) {
        try (JarFile open = new JarFile(jar.toFile())) {
            return open.getEntry(file) != null;
        } catch (IOException notAJar) {
            return false;
        }
    }

    public Optional<String> implementationOf(Lab lab) {
        return Optional.ofNullable(implementations.get(lab));
    }
}
