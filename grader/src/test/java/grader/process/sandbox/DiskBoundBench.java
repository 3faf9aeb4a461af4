package grader.process.sandbox;

import java.nio.file.Files;
import java.nio.file.Path;
import grader.process.Folders;

/**
 * Measures the disk bound of separate accounts: by how much writers pass it before their kill,
 * and what one look costs. Prints figures (OVERSHOOT and LOOK lines); run as root by
 * {@code scripts/bench-disk-bound}, never by the build, since it writes gigabytes for minutes.
 */
public final class DiskBoundBench {
    private DiskBoundBench() {
    }

    public static void main(String[] args) throws Exception {
        String only = args.length > 0 ? args[0] : "";
        Path parent = Files.createTempDirectory("idemlab-disk-bench");
        AccountDiskBoundTests bench = new AccountDiskBoundTests();
        try {
            bench.useHome(Files.createDirectories(parent.resolve("home")));
            bench.overshootMeasured(only);
            bench.lookTimed();
        } finally {
            bench.sweep();
            Folders.deleteQuietly(parent);
        }
    }
}
