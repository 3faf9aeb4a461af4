package grader.course;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import grader.cli.Main;

/**
 * One submission graded by a grader JVM of its own (the same class path and caches as this
 * one), so no state passes between students' grades. Every child still running when this JVM
 * ends (Ctrl-C, SIGTERM) is killed with its workers; a report it left half written is graded
 * again by the next run.
 */
final class GradeChild {
    private static final Set<Process> RUNNING = new HashSet<>();
    /** Set once this JVM is ending: the pool's threads keep running then, and must start no more children. */
    private static boolean ending;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(GradeChild::killAll, "kill-grade-children"));
    }

    private GradeChild() {
    }

    /** Runs {@code ./grade <gradeArgs>} in a child JVM, its output to {@code log}; returns its exit status. */
    static int run(List<String> gradeArgs, Path log) throws IOException, InterruptedException {
        Process process;
        synchronized (RUNNING) {
            if (ending) {
                throw new InterruptedException("the class run is ending");
            }
            process = new ProcessBuilder(command(gradeArgs))
                    .redirectErrorStream(true)
                    .redirectOutput(log.toFile())
                    .start();
            RUNNING.add(process);
        }
        try {
            return process.waitFor();
        } finally {
            synchronized (RUNNING) {
                RUNNING.remove(process);
            }
        }
    }

    static List<String> command(List<String> gradeArgs) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xshare:auto"));
        for (String property : List.of("idemlab.root", "idemlab.cache")) {
            String value = System.getProperty(property);
            if (value != null) {
                command.add("-D" + property + "=" + value);
            }
        }
        command.add("-cp");
        // The child starts in this JVM's folder, so the class path holds as it is.
        command.add(System.getProperty("java.class.path"));
        command.add(Main.class.getName());
        command.addAll(gradeArgs);
        return command;
    }

    private static void killAll() {
        synchronized (RUNNING) {
            ending = true;
            for (Process process : RUNNING) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        }
    }
}
