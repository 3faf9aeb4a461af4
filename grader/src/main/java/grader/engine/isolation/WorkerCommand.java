package grader.engine.isolation;

import java.io.File;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import grader.engine.worker.WorkerMain;
import grader.process.SqliteNativeLibrary;

/** The command line of a worker JVM: tuned to start fast, with a modest heap and its own temp folder. */
final class WorkerCommand {
    /** Enough for the checks; small enough that a runaway allocation ends quickly. */
    static final String MAX_HEAP = "-Xmx384m";

    private WorkerCommand() {
    }

    static List<String> of(Path jobFile, Path tmpDir, Optional<Path> sqliteNative) {
        List<String> command = new ArrayList<>();
        command.add(javaExecutable());
        command.add("-XX:TieredStopAtLevel=1");
        command.add("-XX:+UseSerialGC");
        command.add("-XX:-UsePerfData");
        command.add("-Xshare:auto");
        command.add(MAX_HEAP);
        command.add("-XX:+ExitOnOutOfMemoryError");
        // No process of the same user may load an agent into the judge.
        command.add("-XX:+DisableAttachMechanism");
        // sqlite-jdbc extracts its native library into java.io.tmpdir: keep it in a folder we delete.
        command.add("-Djava.io.tmpdir=" + tmpDir);
        command.add("-Dfile.encoding=UTF-8");
        sqliteNative.ifPresent(dir -> {
            command.add("-Dorg.sqlite.lib.path=" + dir);
            command.add("-Dorg.sqlite.lib.name=" + SqliteNativeLibrary.libraryName());
        });
        if (Runtime.version().feature() >= 22) {
            command.add("--enable-native-access=ALL-UNNAMED");
        }
        command.add("-cp");
        command.add(absoluteClassPath());
        command.add(WorkerMain.class.getName());
        command.add(jobFile.toString());
        return command;
    }

    /** The grader's own class path, made absolute: the worker starts in its temp folder. */
    private static String absoluteClassPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty())
                .map(entry -> Path.of(entry).toAbsolutePath().toString())
                .collect(Collectors.joining(File.pathSeparator));
    }

    private static String javaExecutable() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
