package grader.submission;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import tools.jackson.databind.json.JsonMapper;

/**
 * The compiler's own JVM: compiles a submission and writes the problems found as JSON. javac
 * runs apart from the coordinator so that sources built to exhaust it (time, memory) cost
 * only this process, which the coordinator ends at its limit.
 */
public final class CompilerMain {
    private CompilerMain() {
    }

    /** {@code args}: the source root, the classes folder, the problems file, the class path. */
    public static void main(String[] args) throws Exception {
        List<Path> classpath = Arrays.stream(args[3].split(File.pathSeparator)).map(Path::of).toList();
        List<CompileProblem> problems = new SubmissionCompiler(classpath).compile(Path.of(args[0]), Path.of(args[1]));
        JsonMapper.builder().build().writeValue(Path.of(args[2]).toFile(), problems);
        System.exit(0);
    }
}
