package grader.report;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A compiler error's {@code file:line}, as the student can open it from the folder they typed
 * {@code ./grade} in. The compiler names files relative to the source folder it was given
 * (a kit's {@code src/main/java}), which is not where the student stands.
 */
final class SourcePlace {
    private static final Pattern FILE_LINE = Pattern.compile("^(.+?\\.java)(:\\d+: .*)$", Pattern.DOTALL);
    /** Where a Maven project's sources are, when the folder graded is the project. */
    private static final String MAVEN_SOURCES = "src/main/java";

    private SourcePlace() {
    }

    /** {@code error} with its file shown from {@code workingDir}; as it is when that file is not found. */
    static String shown(String error, String submission, Path workingDir) {
        Matcher m = FILE_LINE.matcher(error);
        return m.matches() ? path(m.group(1), submission, workingDir) + m.group(2) : error;
    }

    private static String path(String file, String submission, Path workingDir) {
        Path base;
        try {
            base = workingDir.resolve(submission).normalize();
        } catch (InvalidPathException notAPath) {
            return file;  // a --submission-name that names no folder
        }
        if (Files.isRegularFile(base)) {
            base = base.getParent();
        }
        Path found = base.resolve(file);
        if (!Files.isRegularFile(found)) {
            found = base.resolve(MAVEN_SOURCES).resolve(file);
        }
        if (!Files.isRegularFile(found)) {
            return file;
        }
        boolean typedAbsolute = Path.of(submission).isAbsolute();
        return found.startsWith(workingDir) || !typedAbsolute ? workingDir.relativize(found).toString()
                : found.toString();
    }
}
