package grader.submission;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * The SHA-256 of a submission: every file's path relative to the root and its bytes, in
 * path order, plus the grader version, so a new grader never reuses an old compilation.
 */
final class ContentHash {
    private ContentHash() {
    }

    static String of(Path root, List<Path> files, String graderVersion) throws IOException {
        MessageDigest sha = sha256();
        update(sha, "idemlab " + graderVersion);
        for (Path file : files) {
            update(sha, Files.isDirectory(root) ? root.relativize(file).toString().replace('\\', '/') : "");
            byte[] bytes = Files.readAllBytes(file);
            update(sha, Integer.toString(bytes.length));
            sha.update(bytes);
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    /** The SHA-256 of everything in a built cache entry but the seal itself: what it must still hold when read. */
    static String ofEntry(Path entry, String sealName) throws IOException {
        List<Path> files;
        try (java.util.stream.Stream<Path> walk = Files.walk(entry)) {
            files = walk.filter(Files::isRegularFile).filter(f -> !f.getFileName().toString().equals(sealName))
                    .sorted().toList();
        }
        return of(entry, files, "entry");
    }

    private static void update(MessageDigest sha, String text) {
        sha.update(text.getBytes(StandardCharsets.UTF_8));
        sha.update((byte) 0);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
