package grader.process.cds;

import faultchild.FaultChildMain;
import grader.process.ChildProcess;
import grader.process.ChildRuntime;
import grader.process.JvmCommand;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import wire.FaultProtocol;

/**
 * A class-data-sharing archive of the classes a fault child loads (sqlite-jdbc's, the
 * socket and JDBC parts of the JDK), recorded once per grader build and JDK by one child
 * that exits normally, then mapped by every later child. If recording fails, children start
 * without it: slower, never wrong.
 */
public final class CdsArchive {
    /** Keeps a stale-archive warning off stdout, where the student's output goes. */
    private static final List<String> QUIET = List.of("-Xlog:disable", "-Xlog:all=warning:stderr");
    /** A recording child that has not ended by then is given up on: children start without the archive. */
    private static final long RECORD_LIMIT_MILLIS = 60_000;

    private CdsArchive() {
    }

    /**
     * The flags of {@code plain} plus those of the archive {@code name} in {@code cache},
     * recording the archive if it is missing (one per class path: a subject's differs).
     */
    public static List<String> flagsFor(ChildRuntime plain, Path cache, String name)
            throws IOException, InterruptedException {
        Path archive = cache.resolve(name);
        if (!Files.isRegularFile(archive) && !record(plain, archive)) {
            return plain.jvmFlags();
        }
        List<String> flags = new ArrayList<>(plain.jvmFlags());
        flags.add("-XX:SharedArchiveFile=" + archive);
        flags.addAll(QUIET);
        return flags;
    }

    private static boolean record(ChildRuntime plain, Path archive) throws IOException, InterruptedException {
        Path partial = archive.resolveSibling(archive.getFileName() + "-" + ProcessHandle.current().pid() + ".part");
        List<String> flags = new ArrayList<>(plain.jvmFlags());
        flags.add("-XX:ArchiveClassesAtExit=" + partial);
        flags.addAll(QUIET);
        Path scratch = ChildRuntime.newTempFolder();
        // A plain child with no control link ("-": its messages go to stderr): recording needs
        // only a normal exit after the probe's work, not a fault child's supervision.
        JvmCommand command = plain.withFlags(flags, List.of(), scratch, FaultChildMain.class.getName(),
                List.of("-", FaultChildMain.NO_LAB, "probe.write", scratch.resolve("probe.db").toString()));
        try (ChildProcess child = ChildProcess.start("cds-record", command.words(), null, scratch,
                plain.confinement(List.of()))) {
            Integer status = child.exitStatus(RECORD_LIMIT_MILLIS);
            boolean done = status != null && status == 0
                    && child.stderrTail(4096).lines().anyMatch(line -> line.startsWith(FaultProtocol.DONE));
            if (done && Files.isRegularFile(partial)) {
                Files.move(partial, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                return true;
            }
            return false;
        } finally {
            Files.deleteIfExists(partial);
        }
    }
}
