package grader.process;

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
    private ChildCache() {
    }

    /** The folder under the cache root where the fault children's shared files live. */
    static final String FOLDER = "host";

    static Path folderFor(Path cacheRoot, List<Path> fixedClasspath) throws IOException {
        StringBuilder key = new StringBuilder(System.getProperty("java.home"))
                .append('|').append(Runtime.version());
        for (Path entry : fixedClasspath) {
            key.append('|').append(entry).append('@').append(stamp(entry));
        }
        Path folder = cacheRoot.resolve(FOLDER).resolve("jdk" + Runtime.version().feature() + "-" + digest(key));
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

    private static String digest(CharSequence text) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 8);
        } catch (NoSuchAlgorithmException impossible) {
            throw new IllegalStateException(impossible);
        }
    }
}
