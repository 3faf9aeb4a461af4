package grader.submission;

import grader.process.Classpaths;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;

/**
 * Compiles a folder of Java sources against what a submission may use (the JDK with java.sql,
 * lab-api, and the sqlite-jdbc driver the grader runs with) with the real compiler, into a
 * folder of classes. Errors come back located by file and line.
 */
public final class SubmissionCompiler {
    private final List<Path> classpath;

    /** {@code classpath}: what submissions may use, lab-api first. */
    public SubmissionCompiler(List<Path> classpath) {
        this.classpath = List.copyOf(classpath);
    }

    /**
     * A compiler for submissions: lab-api and sqlite-jdbc, found where this JVM loaded them
     * from. The labs name the driver (its {@code SQLiteConfig}, its error codes), and every
     * JVM that runs a submission (worker, fault child) has it on its class path, so code that
     * uses it must compile here too.
     */
    public static SubmissionCompiler forSubmissions() {
        return new SubmissionCompiler(submissionClasspath());
    }

    /** What a submission compiles against, lab-api first. */
    public static List<Path> submissionClasspath() {
        return List.of(Classpaths.locationOf(labs.FaultHook.class), Classpaths.locationOf(org.sqlite.JDBC.class));
    }

    /** Names the class path's jars, so a cached compilation is redone when they change. */
    static String classpathStamp() {
        return submissionClasspath().stream().map(p -> p.getFileName().toString()).collect(Collectors.joining(" "));
    }

    /** Compiles every {@code .java} file under {@code sourceRoot} into {@code outDir}. */
    public List<CompileProblem> compile(Path sourceRoot, Path outDir) throws IOException {
        List<Path> sources = javaFiles(sourceRoot);
        if (sources.isEmpty()) {
            return List.of(new CompileProblem(sourceRoot.toString(), 0, "no .java files found"));
        }
        Files.createDirectories(outDir);
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac == null) {
            throw new IllegalStateException("this Java runtime has no compiler: run the grader on a JDK");
        }
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, Locale.ROOT,
                StandardCharsets.UTF_8)) {
            List<String> options = List.of("-d", outDir.toString(), "-encoding", "UTF-8", "--release", "17",
                    "-proc:none", "-nowarn", "-classpath", joined(classpath));
            StringWriter said = new StringWriter();
            boolean ok = javac.getTask(said, files, diagnostics, options, null,
                    files.getJavaFileObjectsFromPaths(sources)).call();
            List<CompileProblem> problems = errors(diagnostics, sourceRoot);
            if (!ok && problems.isEmpty()) {
                problems.add(new CompileProblem(sourceRoot.toString(), 0, withoutDiagnostics(said.toString(), sources)));
            }
            return problems;
        }
    }

    /**
     * Why javac failed when it reported no error of the code: the grader's own memory limit
     * for it, named as such (sources built or grown too large), or what javac said.
     */
    static String withoutDiagnostics(String said, List<Path> sources) {
        if (said.contains("OutOfMemoryError")) {
            long bytes = sources.stream().mapToLong(SubmissionCompiler::sizeOf).sum();
            return "the compiler ran out of memory: this grader gives javac " + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MB, a limit of the grader's, not an error in the code, and these sources ("
                    + Math.max(1, bytes >> 20) + " MB in all) need more; make them smaller";
        }
        String first = said.lines().map(String::strip).filter(line -> !line.isEmpty()).findFirst().orElse("");
        return first.isEmpty() ? "the compiler failed without a message" : "the compiler failed: " + first;
    }

    private static long sizeOf(Path file) {
        try {
            return Files.size(file);
        } catch (IOException gone) {
            return 0;
        }
    }

    private static List<Path> javaFiles(Path root) throws IOException {
        if (Files.isRegularFile(root)) {
            return root.toString().endsWith(".java") ? List.of(root) : List.of();
        }
        try (Stream<Path> walk = Files.walk(root)) {
            return walk.filter(p -> p.toString().endsWith(".java") && Files.isRegularFile(p))
                    .sorted().collect(Collectors.toList());
        }
    }

    private static List<CompileProblem> errors(DiagnosticCollector<JavaFileObject> diagnostics, Path root) {
        List<CompileProblem> problems = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getKind() != Diagnostic.Kind.ERROR) {
                continue;
            }
            String file = d.getSource() == null ? "" : relative(root, Path.of(d.getSource().toUri()));
            problems.add(new CompileProblem(file, d.getLineNumber(), d.getMessage(Locale.ROOT)));
        }
        return problems;
    }

    private static String relative(Path root, Path file) {
        Path base = Files.isDirectory(root) ? root : root.getParent();
        try {
            return base.toAbsolutePath().relativize(file.toAbsolutePath()).toString();
        } catch (IllegalArgumentException otherRoot) {
            return file.toString();
        }
    }

    private static String joined(List<Path> paths) {
        return paths.stream().map(Path::toString).collect(Collectors.joining(java.io.File.pathSeparator));
    }
}
