package grader.submission;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The content hash a grade reports for a submission, computed without compiling it: what a
 * class run compares to decide that an earlier report still holds. It is the compile cache's
 * key, so the two always agree.
 */
public final class SubmissionHash {
    private SubmissionHash() {
    }

    /** The hash of a folder of sources (its src/main/java when it has one) or of a jar. */
    public static String of(Path submission) throws IOException {
        if (Files.isDirectory(submission)) {
            Path sources = SourceFiles.rootOf(submission);
            return ContentHash.of(sources, SourceFiles.javaFiles(sources), SubmissionCache.compilerStamp());
        }
        return ContentHash.of(submission, List.of(submission), SubmissionCache.compilerStamp());
    }
}
