package grader.process;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * lab-api and host as one jar in the cache. In a build tree they are class folders,
 * and a CDS archive can neither be recorded nor used with a non-empty folder in the archived
 * part of the class path; a jar also opens faster than two folders.
 */
final class HarnessJar {
    private HarnessJar() {
    }

    /** The jars among {@code entries} as they are, and the class folders packed into one jar in {@code cache}. */
    static List<Path> of(List<Path> entries, Path cache) throws IOException {
        List<Path> folders = entries.stream().filter(Files::isDirectory).collect(Collectors.toList());
        List<Path> result = entries.stream().filter(e -> !Files.isDirectory(e)).collect(Collectors.toList());
        if (folders.isEmpty()) {
            return result;
        }
        Path jar = cache.resolve("host-harness.jar");
        if (!Files.isRegularFile(jar)) {
            Path partial = Files.createTempFile(cache, "harness", ".part");
            try {
                write(folders, partial);
                Files.move(partial, jar, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } finally {
                Files.deleteIfExists(partial);
            }
        }
        result.add(jar);
        return result;
    }

    private static void write(List<Path> folders, Path target) throws IOException {
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(target))) {
            for (Path folder : folders) {
                addFolder(out, folder);
            }
        }
    }

    private static void addFolder(JarOutputStream out, Path root) throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(root)) {
            // The subject's driver is a jar of its own, on the subject's class path alone.
            files = walk.filter(Files::isRegularFile).filter(f -> !f.startsWith(root.resolve(SubjectDriverJar.FOLDER)))
                    .sorted().collect(Collectors.toList());
        }
        for (Path file : files) {
            out.putNextEntry(new JarEntry(root.relativize(file).toString().replace('\\', '/')));
            copy(file, out);
            out.closeEntry();
        }
    }

    private static void copy(Path file, OutputStream out) throws IOException {
        Files.copy(file, out);
    }
}
