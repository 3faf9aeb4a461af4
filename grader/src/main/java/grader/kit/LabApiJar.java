package grader.kit;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import labs.FaultHook;

/**
 * The lab-api a student compiles against, as one jar: copied when the grader runs from jars,
 * packed from the class folder when it runs from a build tree. Entries carry a fixed time so
 * the same classes always give the same jar.
 */
final class LabApiJar {
    private static final FileTime FIXED = FileTime.fromMillis(0);

    private LabApiJar() {
    }

    static void writeTo(Path jar) throws IOException {
        Path origin = origin();
        Files.createDirectories(jar.getParent());
        if (Files.isRegularFile(origin)) {
            Files.copy(origin, jar, StandardCopyOption.REPLACE_EXISTING);
            return;
        }
        pack(origin, jar);
    }

    private static Path origin() throws IOException {
        try {
            return Path.of(FaultHook.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException | RuntimeException e) {
            throw new IOException("cannot find the lab-api classes of this grader: " + e.getMessage(), e);
        }
    }

    private static void pack(Path classes, Path jar) throws IOException {
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        try (OutputStream file = Files.newOutputStream(jar);
             JarOutputStream out = new JarOutputStream(file, manifest);
             Stream<Path> walk = Files.walk(classes)) {
            List<Path> files = walk.filter(Files::isRegularFile).sorted().toList();
            for (Path f : files) {
                JarEntry entry = new JarEntry(classes.relativize(f).toString().replace('\\', '/'));
                entry.setLastModifiedTime(FIXED);
                out.putNextEntry(entry);
                Files.copy(f, out);
                out.closeEntry();
            }
        }
    }
}
