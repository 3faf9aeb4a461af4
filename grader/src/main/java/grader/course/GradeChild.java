package grader.course;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import grader.process.ChildProcess;
import grader.process.ExitCleanup;
import grader.coordinator.isolation.Lanes;
import grader.process.JvmCommand;
import grader.process.cds.SharedClasses;

/**
 * One submission graded by a grader JVM of its own (the same class path and caches as this
 * one), so no state passes between students' grades. It starts through {@link ChildProcess}
 * like every child, so the grader's one shutdown hook kills a child still running when this
 * JVM ends (Ctrl-C, SIGTERM) with its judges; a report it left half written is graded again
 * by the next run. Each child has a temp folder of its own, removed once it has ended: a child
 * killed with SIGKILL runs no cleanup of its own, and its run and javac folders must not stay
 * behind.
 */
final class GradeChild {
    private GradeChild() {
    }

    /** Runs {@code ./grade <gradeArgs>} in a child JVM, its output to {@code log}; returns its exit status. */
    static int run(String graderMain, List<String> gradeArgs, Path log) throws IOException, InterruptedException {
        Path tmp = ExitCleanup.trackFolder(Files.createTempDirectory("idemlab-class-child-"));
        // The child's temp folder holds its judges' folders and the children's runtime: under
        // separate accounts each judge's user must pass through it (not list it), as through /tmp.
        Files.setPosixFilePermissions(tmp, PosixFilePermissions.fromString("rwx--x--x"));
        try (ChildProcess child = ChildProcess.startLogged("grade-child", command(graderMain, gradeArgs, tmp), tmp, log)) {
            Integer status;
            do {
                status = child.exitStatus(60_000);
            } while (status == null);
            return status;
        }
    }

    private static List<String> command(String graderMain, List<String> gradeArgs, Path tmp) {
        JvmCommand.Builder command = JvmCommand.shortRun().tmpDir(tmp);
        for (String property : List.of("idemlab.root", "idemlab.cache")) {
            String value = System.getProperty(property);
            if (value != null) {
                command.property(property, value);
            }
        }
        // A class run grades several submissions at once already: each grade one judge at a time.
        command.property(Lanes.PROPERTY, 1);
        // The child starts in this JVM's folder, so the class path holds as it is.
        return command.flags(SharedClasses.graderFlags()).classpath(System.getProperty("java.class.path"))
                .main(graderMain, gradeArgs).words();
    }
}
