package grader.dist;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
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

    private GradescopePackage() {
    }

    public static void write(Lab lab, Path weights, Path zip) throws IOException {
        Path staging = Files.createTempDirectory("idemlab-gradescope");
        try {
            Distribution.build(staging.resolve(DIST));
            Distribution.executable(Distribution.resource("gradescope-setup.sh"), staging.resolve("setup.sh"));
            Distribution.executable(Distribution.resource("gradescope-run_autograder").replace("@LAB@", lab.id()),
                    staging.resolve("run_autograder"));
            if (weights != null) {
                Files.copy(weights, staging.resolve("weights.json"));
            }
            zip(staging, zip);
        } finally {
            Folders.deleteQuietly(staging);
        }
    }

    /** Zips the folder's content at the zip's top level; executables keep their mode (Unix bits in the entry). */
    private static void zip(Path folder, Path zip) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        Path partial = zip.resolveSibling(zip.getFileName() + ".part");
        try (OutputStream raw = Files.newOutputStream(partial); ZipOutputStream out = new ZipOutputStream(raw)) {
            for (Path file : files) {
                ZipEntry entry = new ZipEntry(folder.relativize(file).toString().replace('\\', '/'));
                out.putNextEntry(entry);
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        Files.move(partial, zip, StandardCopyOption.REPLACE_EXISTING);
    }
}
