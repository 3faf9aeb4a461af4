package grader.process;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The command line of one child JVM, frozen before it starts: the java binary itself (no
 * shell wrapper, so SIGKILL reaches the JVM), flags for a short run, the fixed class path
 * (sqlite-jdbc, lab-api, host) followed by the submission's classes, a private temp
 * folder, then the main class and its arguments.
 */
public record JvmCommand(List<String> words) {

    /** Flags that make a short-lived JVM start and finish fast: C1 only, serial GC, no perf file. */
    static final List<String> SHORT_RUN_FLAGS =
            List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xshare:auto");

    static JvmCommand of(String java, List<String> jvmFlags, List<Path> classpath, Path tmpDir,
            String mainClass, List<String> args) {
        List<String> words = new ArrayList<>();
        words.add(java);
        words.addAll(jvmFlags);
        words.add("-Djava.io.tmpdir=" + tmpDir);
        words.add("-cp");
        words.add(classpath.stream().map(Path::toString).collect(Collectors.joining(File.pathSeparator)));
        words.add(mainClass);
        words.addAll(args);
        return new JvmCommand(List.copyOf(words));
    }

    /** As a person would type it, for the reproduce line of a failure. */
    public String shellText() {
        return words.stream().map(JvmCommand::quoted).collect(Collectors.joining(" "));
    }

    private static String quoted(String word) {
        return word.matches("[A-Za-z0-9_./:=+@,-]+") ? word : "'" + word.replace("'", "'\\''") + "'";
    }
}
