package grader.submission;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import grader.process.ChildProcess;
import grader.process.Confinement;
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
        Path work = Files.createTempDirectory("idemlab-javac-");
        Path problems = work.resolve("problems.json");
        String labApi = Classpaths.locationOf(labs.FaultHook.class).toString();
        List<String> command = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData", MAX_HEAP,
                "-XX:+DisableAttachMechanism", "-Djava.io.tmpdir=" + work, "-cp", ownClassPath(),
                CompilerMain.class.getName(), sources.toString(), classes.toString(), problems.toString(), labApi);
        try (ChildProcess javac = ChildProcess.start("javac", command, work, work, Confinement.NONE)) {
            Integer status = waitEndingOnShutdown(javac);
            if (status == null) {
                return List.of(new CompileProblem(sources.toString(), 0, "the compiler did not finish within "
                        + LIMIT.toSeconds() + " s"));
            }
            if (status != 0 || !Files.isRegularFile(problems)) {
                return List.of(new CompileProblem(sources.toString(), 0, "the compiler failed (exit " + status
                        + "): " + javac.stderrTail(2000)));
            }
            return List.of(JsonMapper.builder().build().readValue(problems.toFile(), CompileProblem[].class));
        }
    }

    /** Waits for javac; a grader interrupted meanwhile (Ctrl-C) ends it and removes its folder on the way out. */
    private static Integer waitEndingOnShutdown(ChildProcess javac) throws IOException {
        Thread hook = new Thread(javac::close, "javac-cleanup");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return waitFor(javac);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // The hook is running or has run: it closes javac.
            }
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

    private static String ownClassPath() {
        return List.of(System.getProperty("java.class.path").split(File.pathSeparator)).stream()
                .map(entry -> Path.of(entry).toAbsolutePath().toString()).collect(Collectors.joining(File.pathSeparator));
    }
}
