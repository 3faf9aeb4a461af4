package grader.dist;

import java.io.IOException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import grader.labs.Lab;
import grader.process.Folders;

/**
 * Gradescope's autograder zip for one lab: {@code setup.sh} (installs a JDK when the image has
 * none), {@code run_autograder} (grades {@code /autograder/submission} into
 * {@code /autograder/results/results.json}), the distribution under {@code idemlab/}, and the
 * course's {@code weights.json} when one is given.
 */
public final class GradescopePackage {
    private static final String DIST = "idemlab";
    private static final Set<PosixFilePermission> EXECUTABLE = PosixFilePermissions.fromString("rwxr-xr-x");
    private static final Set<PosixFilePermission> PLAIN = PosixFilePermissions.fromString("rw-r--r--");

    private GradescopePackage() {
    }

    /** What the package's {@code run_autograder} passes to every grade. */
    public record Options(double budgetSeconds, String sandbox) {
        /** Below Gradescope's default limit of 10 minutes, leaving room for setup and the report; confined or nothing. */
        public static final Options DEFAULT = new Options(540, "require");

        List<String> words() {
            return List.of("--budget", budgetSeconds == Math.rint(budgetSeconds) ? Long.toString((long) budgetSeconds)
                    : Double.toString(budgetSeconds), "--sandbox", sandbox);
        }
    }

    public static void write(Lab lab, Path weights, Path zip) throws IOException {
        write(lab, weights, zip, Options.DEFAULT);
    }

    public static void write(Lab lab, Path weights, Path zip, Options options) throws IOException {
        Path staging = Files.createTempDirectory("idemlab-gradescope");
        try {
            Distribution.build(staging.resolve(DIST));
            Distribution.executable(Distribution.resource("gradescope-setup.sh"), staging.resolve("setup.sh"));
            Distribution.executable(Distribution.resource("gradescope-run_autograder").replace("@LAB@", lab.id())
                    .replace("@OPTIONS@", String.join(" ", options.words())), staging.resolve("run_autograder"));
            if (weights != null) {
                Files.copy(weights, staging.resolve("weights.json"));
            }
            zip(staging, zip);
        } finally {
            Folders.deleteQuietly(staging);
        }
    }

    /**
     * Zips the folder's content at the zip's top level, each entry with its Unix mode (0755 for
     * a folder or an executable, 0644 for any other file) in the entry's external attributes:
     * Gradescope unpacks the zip and runs {@code run_autograder} itself, so without the mode it
     * could not. java.util.zip cannot store a mode; the JDK's zip file system can.
     */
    private static void zip(Path folder, Path zip) throws IOException {
        List<Path> paths;
        try (Stream<Path> walk = Files.walk(folder)) {
            paths = walk.filter(p -> !p.equals(folder)).sorted().toList();
        }
        Path partial = zip.toAbsolutePath().resolveSibling(zip.getFileName() + ".part");
        Files.deleteIfExists(partial);
        try {
            try (FileSystem out = FileSystems.newFileSystem(partial,
                    Map.of("create", "true", "enablePosixFileAttributes", "true"))) {
                for (Path path : paths) {
                    Path entry = out.getPath("/", folder.relativize(path).toString().replace('\\', '/'));
                    if (Files.isDirectory(path)) {
                        Files.createDirectories(entry);
                    } else {
                        Files.copy(path, entry);
                    }
                    Files.setPosixFilePermissions(entry, mode(path));
                }
            }
            Files.move(partial, zip, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    /** The mode an entry gets: what the staged file can do, not the umask it was staged under. */
    private static Set<PosixFilePermission> mode(Path path) {
        return Files.isDirectory(path) || Files.isExecutable(path) ? EXECUTABLE : PLAIN;
    }
}
