package grader.submission;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import grader.process.ChildProcess;
import grader.process.ExitCleanup;
import grader.process.JvmCommand;
import grader.process.Confinement;
import grader.process.cds.SharedClasses;
import tools.jackson.databind.json.JsonMapper;

/**
 * Compiles a submission in a JVM of its own ({@link CompilerMain}) with a heap and a time limit:
 * whatever its sources make javac do, the coordinator waits at most {@link #LIMIT}.
 */
final class CompilerProcess {
    static final Duration LIMIT = Duration.ofSeconds(120);
    private static final String MAX_HEAP = "-Xmx512m";

    private CompilerProcess() {
    }

    static List<CompileProblem> compile(Path sources, Path classes) throws IOException {
        Path work = ExitCleanup.trackFolder(Files.createTempDirectory("idemlab-javac-"));
        Path problems = work.resolve("problems.json");
        String classpath = SubmissionCompiler.submissionClasspath().stream().map(Path::toString)
                .collect(Collectors.joining(File.pathSeparator));
        Path loaded = work.resolve("classes.list");
        List<String> command = JvmCommand.shortRun().flag(MAX_HEAP).flag("-XX:+DisableAttachMechanism").tmpDir(work)
                // javac runs no submission code (-proc:none): what it loaded may go into the archive as it is.
                .flags(SharedClasses.childFlags(SharedClasses.ownClassPath(), loaded))
                .classpath(SharedClasses.ownClassPath())
                .main(CompilerMain.class.getName(), List.of(sources.toAbsolutePath().toString(),
                        classes.toAbsolutePath().toString(), problems.toAbsolutePath().toString(), classpath))
                .words();
        try (ChildProcess javac = ChildProcess.start("javac", command, work, work, Confinement.NONE)) {
            // Interrupted meanwhile (Ctrl-C), the grader's exit cleanup ends javac and removes its folder.
            Integer status = waitFor(javac);
            if (status == null) {
                return List.of(new CompileProblem(sources.toString(), 0, "the compiler did not finish within "
                        + LIMIT.toSeconds() + " s"));
            }
            if (status == 0) {
                SharedClasses.collect(loaded, false);
            }
            if (status != 0 || !Files.isRegularFile(problems)) {
                return List.of(new CompileProblem(sources.toString(), 0, "the compiler failed (exit " + status
                        + "): " + javac.stderrTail(2000)));
            }
            return List.of(JsonMapper.builder().build().readValue(problems.toFile(), CompileProblem[].class));
        }
    }

    private static Integer waitFor(ChildProcess javac) throws IOException {
        try {
            return javac.exitStatus(LIMIT.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while compiling", e);
        }
    }
}
