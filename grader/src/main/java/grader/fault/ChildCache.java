package grader.fault;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Where the fault children's shared files live between runs: the extracted sqlite library
 * and the CDS archive. The folder's name is a digest of the JDK and of the fixed class
 * path (paths, sizes and times), so a new grader build or another JDK gets a fresh one.
 */
final class ChildCache {
    /** Overrides the cache root (default {@code $XDG_CACHE_HOME/idemlab} or {@code ~/.cache/idemlab}). */
    static final String ROOT_PROPERTY = "idemlab.cache";

    private ChildCache() {
    }

    static Path folderFor(List<Path> fixedClasspath) throws IOException {
        StringBuilder key = new StringBuilder(System.getProperty("java.home"))
                .append('|').append(Runtime.version());
        for (Path entry : fixedClasspath) {
            key.append('|').append(entry).append('@').append(stamp(entry));
        }
        Path folder = root().resolve("fault-child").resolve("jdk" + Runtime.version().feature() + "-" + digest(key));
        Files.createDirectories(folder);
        return folder;
    }

    /** Size and modification time of a class path entry (of every file in a folder): what makes an archive stale. */
    static String stamp(Path entry) throws IOException {
        if (!Files.isDirectory(entry)) {
            return Files.size(entry) + "-" + Files.getLastModifiedTime(entry).toMillis();
        }
        try (Stream<Path> walk = Files.walk(entry)) {
            StringBuilder all = new StringBuilder();
            for (Path file : walk.filter(Files::isRegularFile).sorted().collect(Collectors.toList())) {
                all.append(entry.relativize(file)).append(Files.size(file)).append(Files.getLastModifiedTime(file));
            }
            return digest(all);
        }
    }

    private static Path root() {
        String configured = System.getProperty(ROOT_PROPERTY);
        if (configured != null) {
            return Path.of(configured);
        }
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("idemlab");
    }

    private static String digest(CharSequence text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
