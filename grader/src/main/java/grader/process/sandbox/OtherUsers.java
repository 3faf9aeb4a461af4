package grader.process.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;
import java.util.Set;

/**
 * What a user with no rights of its own (an id no file is owned by, a group of its own) can
 * reach by the file modes alone: the question the accounts confinement stands on, asked of
 * the grader's own files before a grade and answered from the modes, not by trying.
 */
final class OtherUsers {
    private OtherUsers() {
    }

    /** True when such a user could read {@code path}: every folder above it searchable, and it readable. */
    static boolean canRead(Path path) {
        return firstBarrier(path, PosixFilePermission.OTHERS_READ).isEmpty();
    }

    /**
     * The nearest folder above {@code path}, or {@code path} itself, that keeps such a user out
     * (not searchable, or lacking {@code last} on the path itself); empty when nothing does.
     */
    static Optional<Path> firstBarrier(Path path, PosixFilePermission last) {
        Path real;
        try {
            real = path.toRealPath();
        } catch (IOException missing) {
            return Optional.of(path);
        }
        for (Path folder = real.getParent(); folder != null; folder = folder.getParent()) {
            if (!modes(folder).contains(PosixFilePermission.OTHERS_EXECUTE)) {
                return Optional.of(folder);
            }
        }
        return modes(real).contains(last) ? Optional.empty() : Optional.of(real);
    }

    static void setModes(Path path, String modes) throws IOException {
        Files.setPosixFilePermissions(path, PosixFilePermissions.fromString(modes));
    }

    private static Set<PosixFilePermission> modes(Path path) {
        try {
            return Files.getPosixFilePermissions(path);
        } catch (IOException | UnsupportedOperationException unknown) {
            return Set.of();
        }
    }
}
