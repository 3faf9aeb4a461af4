package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import grader.submission.CompileProblem;
import grader.submission.SubmissionCompiler;

/**
 * Compiles the reference once, then each mutant's one changed file against those classes:
 * a mutant's class path is its own few classes in front of the reference's.
 */
final class MutantCompiler {
    private final Path referenceSources;
    private final Path referenceClasses;
    private final SubmissionCompiler singleFile;

    private MutantCompiler(Path referenceSources, Path referenceClasses) {
        this.referenceSources = referenceSources;
        this.referenceClasses = referenceClasses;
        List<Path> classpath = new ArrayList<>(SubmissionCompiler.submissionClasspath());
        classpath.add(referenceClasses);
        this.singleFile = new SubmissionCompiler(classpath);
    }

    /** Compiles the whole reference into {@code classes}; fails with the compiler's errors. */
    static MutantCompiler forReference(Path referenceSources, Path classes) throws IOException {
        List<CompileProblem> problems = SubmissionCompiler.forSubmissions().compile(referenceSources, classes);
        if (!problems.isEmpty()) {
            throw new IOException("the reference does not compile: " + problems);
        }
        return new MutantCompiler(referenceSources, classes);
    }

    Path referenceClasses() {
        return referenceClasses;
    }

    String source(String file) throws IOException {
        Path path = referenceSources.resolve(file);
        return Files.isRegularFile(path) ? Files.readString(path) : null;
    }

    /** Writes the mutated file under {@code work} and compiles it into {@code work/classes}. */
    List<CompileProblem> compile(Mutant mutant, Path work) throws IOException {
        String original = source(mutant.file());
        Path file = work.resolve("src").resolve(mutant.file());
        Files.createDirectories(file.getParent());
        Files.writeString(file, mutant.applyTo(original));
        return singleFile.compile(file, work.resolve("classes"));
    }
}
