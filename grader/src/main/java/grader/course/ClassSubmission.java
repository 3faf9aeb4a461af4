package grader.course;

import java.nio.file.Path;

/**
 * One student's submission in a class folder.
 *
 * @param name   the folder's name, or the zip's without {@code .zip}: names its report
 * @param path   what is graded: the folder, or where the zip was unpacked
 */
public record ClassSubmission(String name, Path path) {
}
