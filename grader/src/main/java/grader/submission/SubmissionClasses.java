package grader.submission;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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

    public Optional<String> implementationOf(Lab lab) {
        return Optional.ofNullable(implementations.get(lab));
    }
}
