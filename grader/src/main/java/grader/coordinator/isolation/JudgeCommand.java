package grader.coordinator.isolation;

import java.io.File;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import grader.check.CheckContext;
import grader.judge.JudgeMain;
import grader.process.JvmCommand;
import grader.process.cds.SharedClasses;
import grader.process.SqliteNativeLibrary;

/**
 * The command line of a worker JVM: tuned to start fast, with a modest heap, its own temp
 * folder, no attach listener, and the grader's class path without anything a submission
 * must not see (the reference answers, the grader's own tests).
 */
final class JudgeCommand {
    /** Enough for the checks; small enough that a runaway allocation ends quickly. */
    static final String MAX_HEAP = "-Xmx384m";

    private JudgeCommand() {
    }

    /** {@code judgeFlags}: what the sandbox it starts in wants the judge to know (see {@link grader.process.sandbox.Sandbox#judgeFlags}). */
    static List<String> of(Path launchFile, Path tmpDir, Optional<Path> sqliteNative, Path cacheRoot,
            List<String> judgeFlags) {
        JvmCommand.Builder command = JvmCommand.shortRun().flag(MAX_HEAP).flag("-XX:+ExitOnOutOfMemoryError")
                // No other JVM of this user may load an agent into the judge (it runs the checks).
                .flag("-XX:+DisableAttachMechanism")
                // sqlite-jdbc extracts its native library into java.io.tmpdir: keep it in a folder we delete.
                .tmpDir(tmpDir)
                .property("file.encoding", "UTF-8")
                // The fault children's shared files are found from here; a sandboxed judge has no environment.
                .property("idemlab.cache", cacheRoot);
        String explore = System.getProperty(CheckContext.EXPLORE_PROPERTY);
        if (explore != null) {
            command.property(CheckContext.EXPLORE_PROPERTY, explore);
        }
        sqliteNative.ifPresent(dir -> command.property("org.sqlite.lib.path", dir)
                .property("org.sqlite.lib.name", SqliteNativeLibrary.libraryName()));
        return command.flags(SharedClasses.childFlags(classPath(), classList(launchFile.getParent())))
                .flags(judgeFlags)
                .classpath(classPath())
                .main(JudgeMain.class.getName(), List.of(launchFile.toString()))
                .words();
    }

    /** What a sandboxed worker may read besides the JDK: its class path, the submission, the shared native files. */
    static List<Path> readable(Path classes, Optional<Path> sqliteNative, List<Path> shared) {
        List<Path> paths = new ArrayList<>(classPath());
        paths.add(classes);
        sqliteNative.ifPresent(paths::add);
        paths.addAll(shared);
        paths.addAll(SharedClasses.readable());
        return paths;
    }

    /** Where a worker started in {@code home} writes the classes it loads while an archive is recorded. */
    static Path classList(Path home) {
        return home.resolve("classes.list");
    }

    /** The grader's own class path, made absolute (the worker starts in its temp folder), minus what is not the grader's. */
    static List<Path> classPath() {
        return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty())
                .map(entry -> Path.of(entry).toAbsolutePath())
                .filter(JudgeCommand::isGradersOwn)
                .toList();
    }

    private static boolean isGradersOwn(Path entry) {
        String text = entry.toString().replace('\\', '/');
        return !text.contains("/reference-impl/") && !text.endsWith("/test-classes");
    }
}
