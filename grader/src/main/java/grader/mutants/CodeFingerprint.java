package grader.mutants;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * A digest of what every mutant's verdict depends on besides the mutant itself: the grader's
 * own classes (the engine, the host, the resources) and the reference sources. The check
 * classes are left out: which of them a verdict depends on is {@link CheckDigests}'s to say.
 * The grader's version string alone would not do: editing a check keeps the version.
 */
final class CodeFingerprint {
    private final MessageDigest digest;

    private CodeFingerprint() {
        try {
            digest = MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * Class folders and jars on this JVM's class path are hashed by content, but their check
     * classes: a jar by its entries' names and bytes, not its own, because a rebuild writes
     * the jars again with new times and the same classes, and that is no change of a verdict.
     */
    static String of(List<Path> classPath, Path referenceSources, String graderVersion) {
        CodeFingerprint f = new CodeFingerprint();
        f.text("grader " + graderVersion);
        classPath.forEach(f::entry);
        f.tree(referenceSources);
        return HexFormat.of().formatHex(f.digest.digest());
    }

    /** The class path of this JVM, as entries. */
    static List<Path> thisClassPath() {
        return Stream.of(System.getProperty("java.class.path", "").split(java.io.File.pathSeparator))
                .filter(s -> !s.isBlank()).map(Path::of).toList();
    }

    /** One class path entry's files, but its check classes. */
    private void entry(Path entry) {
        try {
            ClassPathFiles.forEach(entry, (path, bytes) -> {
                if (!CheckDigests.isCheckClass(path)) {
                    file(path, bytes);
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void tree(Path root) {
        if (!Files.isDirectory(root)) {
            text("missing " + root);
            return;
        }
        try {
            ClassPathFiles.forEach(root, this::file);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void file(String path, byte[] bytes) {
        text(path);
        digest.update(bytes);
    }

    private void text(String s) {
        digest.update(s.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
    }

    /** A digest of the given parts, for cache keys. */
    static String key(String... parts) {
        CodeFingerprint f = new CodeFingerprint();
        for (String part : parts) {
            f.text(part);
        }
        return HexFormat.of().formatHex(f.digest.digest());
    }
}
