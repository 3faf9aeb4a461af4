package grader.process;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * The subject's own {@code org.sqlite.JDBC} as a jar in the cache, to put first on the
 * subject JVM's class path (and no other): host carries its classes under
 * {@code subject-driver/} (its build compiles them there), where they are resources of host's,
 * not classes, so that every other JVM with host on its class path keeps sqlite-jdbc's driver.
 */
public final class SubjectDriverJar {
    /** Where host's classes hold the driver's. */
    public static final String FOLDER = "subject-driver";
    private static final String JAR = "subject-driver.jar";

    private SubjectDriverJar() {
    }

    /** The jar in {@code cache}, made from {@code host} (its jar or class folder) if missing. */
    public static Path of(Path host, Path cache) throws IOException {
        Path jar = cache.resolve(JAR);
        if (Files.isRegularFile(jar)) {
            return jar;
        }
        Path partial = Files.createTempFile(cache, "subject-driver", ".part");
        try {
            int written = Files.isDirectory(host) ? fromFolder(host.resolve(FOLDER), partial) : fromJar(host, partial);
            if (written == 0) {
                throw new IOException(host + " holds no " + FOLDER + "/ classes: build host with Maven");
            }
            Files.move(partial, jar, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            return jar;
        } finally {
            Files.deleteIfExists(partial);
        }
    }

    private static int fromFolder(Path folder, Path target) throws IOException {
        if (!Files.isDirectory(folder)) {
            return 0;
        }
        List<Path> files;
        try (Stream<Path> walk = Files.walk(folder)) {
            files = walk.filter(Files::isRegularFile).sorted().toList();
        }
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(target))) {
            for (Path file : files) {
                out.putNextEntry(new JarEntry(folder.relativize(file).toString().replace('\\', '/')));
                Files.copy(file, out);
                out.closeEntry();
            }
        }
        return files.size();
    }

    private static int fromJar(Path hostJar, Path target) throws IOException {
        String prefix = FOLDER + "/";
        int written = 0;
        try (JarFile in = new JarFile(hostJar.toFile());
             JarOutputStream out = new JarOutputStream(Files.newOutputStream(target))) {
            for (JarEntry entry : in.stream().toList()) {
                if (entry.isDirectory() || !entry.getName().startsWith(prefix)) {
                    continue;
                }
                out.putNextEntry(new JarEntry(entry.getName().substring(prefix.length())));
                try (InputStream bytes = in.getInputStream(entry)) {
                    bytes.transferTo(out);
                }
                out.closeEntry();
                written++;
            }
        }
        return written;
    }
}
