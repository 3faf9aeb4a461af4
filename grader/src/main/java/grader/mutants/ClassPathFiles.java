package grader.mutants;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The files of one class path entry, a folder or a jar, each by its path inside the entry
 * ({@code /} separated) and its bytes, in path order: what both the engine fingerprint and the
 * check digests read, whichever form ./grade or a test runs the grader from.
 */
final class ClassPathFiles {
    /** Told each file in turn. */
    @FunctionalInterface
    interface Visitor {
        void file(String path, byte[] bytes) throws IOException;
    }

    private ClassPathFiles() {
    }

    /** Every file of {@code entry}; a folder is walked, any other regular file is read as a jar. */
    static void forEach(Path entry, Visitor visitor) throws IOException {
        if (Files.isDirectory(entry)) {
            try (Stream<Path> files = Files.walk(entry)) {
                for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                    visitor.file(entry.relativize(file).toString().replace('\\', '/'), Files.readAllBytes(file));
                }
            }
        } else if (Files.isRegularFile(entry)) {
            try (ZipFile zip = new ZipFile(entry.toFile())) {
                List<? extends ZipEntry> entries = zip.stream().filter(e -> !e.isDirectory())
                        .sorted(Comparator.comparing(ZipEntry::getName)).toList();
                for (ZipEntry file : entries) {
                    try (InputStream in = zip.getInputStream(file)) {
                        visitor.file(file.getName(), in.readAllBytes());
                    }
                }
            }
        }
    }
}
