package grader.course;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import grader.process.cds.SharedClasses;
import grader.process.Folders;

/**
 * One submission graded by a grader JVM of its own (the same class path and caches as this
 * one), so no state passes between students' grades. Every child still running when this JVM
 * ends (Ctrl-C, SIGTERM) is killed with its workers; a report it left half written is graded
 * again by the next run. Each child has a temp folder of its own, removed once it has ended:
 * a child killed with SIGKILL runs no cleanup of its own, and its run and javac folders
 * must not stay behind.
 */
final class GradeChild {
    private static final Map<Process, Path> RUNNING = new HashMap<>();
    private static final long DYING_SECONDS = 10;
    /** Set once this JVM is ending: the pool's threads keep running then, and must start no more children. */
    private static boolean ending;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(GradeChild::killAll, "kill-grade-children"));
    }

    private GradeChild() {
    }

    /** Runs {@code ./grade <gradeArgs>} in a child JVM, its output to {@code log}; returns its exit status. */
    static int run(String graderMain, List<String> gradeArgs, Path log) throws IOException, InterruptedException {
        Process process;
        Path tmp;
        synchronized (RUNNING) {
            if (ending) {
                throw new InterruptedException("the class run is ending");
            }
            tmp = Files.createTempDirectory("idemlab-class-child-");
            try {
                process = new ProcessBuilder(command(graderMain, gradeArgs, tmp))
                        .redirectErrorStream(true)
                        .redirectOutput(log.toFile())
                        .start();
            } catch (IOException e) {
                Folders.deleteQuietly(tmp);
                throw e;
            }
            RUNNING.put(process, tmp);
        }
        try {
            return process.waitFor();
        } finally {
            synchronized (RUNNING) {
                if (RUNNING.remove(process) != null) {
                    Folders.deleteQuietly(tmp);
                }
            }
        }
    }

    private static List<String> command(String graderMain, List<String> gradeArgs, Path tmp) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-XX:-UsePerfData", "-Xshare:auto"));
        if (tmp != null) {
            command.add("-Djava.io.tmpdir=" + tmp);
        }
        for (String property : List.of("idemlab.root", "idemlab.cache")) {
            String value = System.getProperty(property);
            if (value != null) {
                command.add("-D" + property + "=" + value);
            }
        }
        command.addAll(SharedClasses.graderFlags());
        command.add("-cp");
        // The child starts in this JVM's folder, so the class path holds as it is.
        command.add(System.getProperty("java.class.path"));
        command.add(graderMain);
        command.addAll(gradeArgs);
        return command;
    }

    /** Kills every running child and its workers, waits for them, then removes their temp folders. */
    private static void killAll() {
        synchronized (RUNNING) {
            ending = true;
            for (Process process : RUNNING.keySet()) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
            for (Map.Entry<Process, Path> child : RUNNING.entrySet()) {
                try {
                    child.getKey().waitFor(DYING_SECONDS, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                Folders.deleteQuietly(child.getValue());
            }
            RUNNING.clear();
        }
    }
}
