package grader.process.cds;

import grader.fault.ChildMessage;
import grader.fault.FaultChild;
import grader.process.ChildRuntime;
import grader.process.TempFolders;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
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

    private CdsArchive() {
    }

    /** The flags of {@code plain} plus the archive's, recording the archive if it is missing. */
    public static List<String> flagsFor(ChildRuntime plain, Path cache) throws IOException, InterruptedException {
        Path archive = cache.resolve("host.jsa");
        if (!Files.isRegularFile(archive) && !record(plain, archive)) {
            return plain.jvmFlags();
        }
        List<String> flags = new ArrayList<>(plain.jvmFlags());
        flags.add("-XX:SharedArchiveFile=" + archive);
        flags.addAll(QUIET);
        return flags;
    }

    private static boolean record(ChildRuntime plain, Path archive) throws IOException, InterruptedException {
        Path partial = archive.resolveSibling("host-" + ProcessHandle.current().pid() + ".jsa.part");
        List<String> flags = new ArrayList<>(plain.jvmFlags());
        flags.add("-XX:ArchiveClassesAtExit=" + partial);
        flags.addAll(QUIET);
        Path scratch = ChildRuntime.newTempFolder();
        try (FaultChild child = FaultChild.startWithFlags(plain, flags, "archive", List.of(),
                faultchild.FaultChildMain.NO_LAB, "probe.write", List.of(scratch.resolve("probe.db").toString()))) {
            ChildMessage end = child.awaitEnd(Duration.ofSeconds(30));
            boolean exited = end.is(FaultProtocol.DONE) && child.awaitExit(Duration.ofSeconds(30)) == 0;
            if (exited && Files.isRegularFile(partial)) {
                Files.move(partial, archive, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
                return true;
            }
            return false;
        } finally {
            Files.deleteIfExists(partial);
            TempFolders.delete(scratch);
        }
    }
}
