package grader.process;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The children's class-path jars, each copied once into the children's cache folder. So a
 * child reads only that folder (and the JDK): where the grader's own installation is closed
 * to the child's user (the accounts confinement), the jars the child needs are still open to
 * it, and nothing else of the installation is.
 */
final class CachedJars {
    private CachedJars() {
    }

    /** {@code jars} as paths inside {@code cache}: those already there as they are, the others copied in. */
    static List<Path> inside(List<Path> jars, Path cache) throws IOException {
        Path folder = cache.toAbsolutePath().normalize();
        List<Path> result = new ArrayList<>();
        for (Path jar : jars) {
            Path absolute = jar.toAbsolutePath().normalize();
            result.add(absolute.startsWith(folder) ? absolute : copyOnce(absolute, folder));
        }
        return result;
    }

    /**
     * Makes each file readable by every user (its temp file was made for the owner only): they
     * are public jars, and a child under another user must be able to load them.
     */
    static void openToAll(List<Path> files) {
        for (Path file : files) {
            try {
                Set<PosixFilePermission> modes = new HashSet<>(Files.getPosixFilePermissions(file));
                if (modes.addAll(Set.of(PosixFilePermission.GROUP_READ, PosixFilePermission.OTHERS_READ))) {
                    Files.setPosixFilePermissions(file, modes);
                }
            } catch (IOException | UnsupportedOperationException notOurs) {
                // A read-only view (a sandboxed judge's) or another user's cache: it stays as its owner made it.
            }
        }
    }

    /** The copy of {@code jar} in {@code folder}, made unless one of the same size is there (the folder's name is a digest of the jars). */
    private static Path copyOnce(Path jar, Path folder) throws IOException {
        Path copy = folder.resolve("cp-" + jar.getFileName());
        if (Files.isRegularFile(copy) && Files.size(copy) == Files.size(jar)) {
            return copy;
        }
        Path partial = Files.createTempFile(folder, "jar", ".part");
        try {
            Files.copy(jar, partial, StandardCopyOption.REPLACE_EXISTING);
            Files.move(partial, copy, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(partial);
        }
        return copy;
    }
}
