package grader.process.sandbox;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The folders of this machine where a user with no rights of its own (a judge's account) may
 * make files: without a mount namespace, the only places besides its temp folder where its
 * children can write, so the only places the accounts confinement must measure
 * ({@link AccountDiskBound}) and clean ({@link AccountSweep}). The usual ones ({@code /tmp},
 * {@code /var/tmp}, {@code /dev/shm}, {@code /run/lock}) and any other folder every user may
 * write found at most {@link #DEPTH} levels below the root, once per JVM: a whole walk of the
 * machine takes seconds (21 s here), four levels a tenth of one. A world-writable folder
 * inside one of these is reached by the walks that start here; one deeper elsewhere is not.
 */
final class WorldWritableFolders {
    /** Where the FHS and the common images (Debian, Ubuntu, Alpine, Docker's) put folders every user may write. */
    private static final List<Path> USUAL = List.of(Path.of("/tmp"), Path.of("/var/tmp"), Path.of("/dev/shm"),
            Path.of("/run/lock"), Path.of("/var/lock"), Path.of("/dev/mqueue"), Path.of("/var/crash"));
    /** Levels below the root the search looks: /var/lib/php/sessions (1733 on many hosts) is the fourth. */
    static final int DEPTH = 4;
    /** Not folders of files: a walk there reads the kernel, not a disk. */
    private static final Set<Path> NOT_FILES = Set.of(Path.of("/proc"), Path.of("/sys"));

    private static List<Path> found;

    private WorldWritableFolders() {
    }

    /** Every such folder, by its real path, none inside another (a walk of the outer one reaches it). */
    static synchronized List<Path> all() {
        if (found == null) {
            Set<Path> candidates = new LinkedHashSet<>(USUAL);
            candidates.addAll(searchBelowRoot());
            found = outermost(candidates.stream().filter(WorldWritableFolders::writableByAnyone).map(
                    WorldWritableFolders::real).toList());
        }
        return found;
    }

    /** True when every user may make files in {@code folder}: it, and the way to it, open to other users. */
    static boolean writableByAnyone(Path folder) {
        return Files.isDirectory(folder) && OtherUsers.firstBarrier(folder, PosixFilePermission.OTHERS_WRITE).isEmpty();
    }

    private static List<Path> searchBelowRoot() {
        List<Path> writable = new ArrayList<>();
        Deque<Path> todo = new ArrayDeque<>(List.of(Path.of("/")));
        while (!todo.isEmpty()) {
            Path folder = todo.pop();
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(folder)) {
                for (Path entry : entries) {
                    if (NOT_FILES.contains(entry) || !Files.isDirectory(entry, LinkOption.NOFOLLOW_LINKS)) {
                        continue;
                    }
                    if (othersMayWrite(entry)) {
                        writable.add(entry);
                    } else if (entry.getNameCount() < DEPTH) {
                        todo.push(entry);
                    }
                }
            } catch (IOException | RuntimeException unreadable) {
                // Gone, or not a folder we may list: nothing there for the search.
            }
        }
        return writable;
    }

    private static boolean othersMayWrite(Path folder) {
        try {
            return Files.getPosixFilePermissions(folder, LinkOption.NOFOLLOW_LINKS).contains(PosixFilePermission.OTHERS_WRITE);
        } catch (IOException | RuntimeException unknown) {
            return false;
        }
    }

    /** The real path of {@code path}, as {@link #all()} gives the folders; itself, made absolute, once it is gone. */
    static Path real(Path path) {
        try {
            return path.toRealPath();
        } catch (IOException gone) {
            return path.toAbsolutePath().normalize();
        }
    }

    private static List<Path> outermost(List<Path> folders) {
        List<Path> distinct = folders.stream().distinct().toList();
        return distinct.stream().filter(f -> distinct.stream().noneMatch(o -> !o.equals(f) && f.startsWith(o))).toList();
    }
}
