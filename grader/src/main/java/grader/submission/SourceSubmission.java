package grader.submission;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import grader.labs.Lab;

/** Compiles a source folder and loads it: the way every submission, the reference included, enters. */
public final class SourceSubmission {
    private SourceSubmission() {
    }

    /** The outcome: either a loaded submission or the compiler's errors. */
    public record Outcome(LoadedSubmission submission, List<CompileProblem> problems) {
        public boolean compiled() {
            return submission != null;
        }
    }

    /** Compiles {@code sources} into {@code classesDir} and loads the classes with lab-api as parent. */
    public static Outcome load(Path sources, Path classesDir) throws IOException {
        List<CompileProblem> problems = SubmissionCompiler.forSubmissions().compile(sources, classesDir);
        if (!problems.isEmpty()) {
            return new Outcome(null, problems);
        }
        return new Outcome(fromClasses(classesDir), List.of());
    }

    /** Loads already compiled classes from a folder. */
    public static LoadedSubmission fromClasses(Path classesDir) throws IOException {
        URLClassLoader loader = new URLClassLoader("submission", new URL[] {classesDir.toUri().toURL()},
                SourceSubmission.class.getClassLoader());
        Map<Lab, Class<?>> implementations = ImplementationFinder.find(classesDir, loader);
        return new LoadedSubmission(loader, List.of(classesDir), implementations);
    }
}
