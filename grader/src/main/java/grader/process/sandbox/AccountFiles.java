package grader.process.sandbox;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.LongPredicate;

/**
 * The files of judges' accounts below a folder, looked for where an account could have made
 * them: in folders it owns, or that every user may write (anywhere else it cannot make a file),
 * never through a link. One walk for the two that need it: the disk bound counts what it finds
 * ({@link AccountDiskBound}), the sweep deletes it ({@link AccountSweep}).
 */
final class AccountFiles {
    /**
     * What any entry costs at least: one block of the file system. So a flood of empty files or
     * folders, which costs the disk its inodes and every walk its time, meets the bound too.
     */
    static final long BLOCK = 4096;
    private static final int TYPE_MASK = 0170000;
    private static final int FOLDER = 0040000;
    private static final int OTHERS_WRITE = 0002;

    /** An entry an account owns; {@code identity} is the same for two names of one file, which count once. */
    record Owned(Path path, long uid, long bytes, Object identity) {
    }

    private AccountFiles() {
    }

    /**
     * Hands {@code found} each entry below {@code root} owned by an account {@code owners}
     * accepts, descending into folders every user may write and, when {@code intoOwned}, into
     * the accounts' own (the sweep deletes those whole instead). Entries that vanish while it
     * looks are passed over: the accounts keep writing while they are measured.
     */
    static void walk(Path root, LongPredicate owners, boolean intoOwned, Consumer<Owned> found) {
        Deque<Path> folders = new ArrayDeque<>(List.of(root));
        while (!folders.isEmpty()) {
            try (DirectoryStream<Path> entries = Files.newDirectoryStream(folders.pop())) {
                for (Path entry : entries) {
                    Map<String, Object> facts = facts(entry, LinkOption.NOFOLLOW_LINKS);
                    if (facts == null) {
                        continue;
                    }
                    long uid = uid(facts);
                    int mode = (Integer) facts.get("mode");
                    boolean owned = owners.test(uid);
                    if (owned) {
                        found.accept(owned(entry, facts));
                    }
                    if ((mode & TYPE_MASK) == FOLDER && (owned ? intoOwned : (mode & OTHERS_WRITE) != 0)) {
                        folders.push(entry);
                    }
                }
            } catch (IOException | RuntimeException gone) {
                // Removed while we looked, or not a folder after all: nothing more of it to count.
            }
        }
    }

    /** The facts of {@code path} the walks need (type and modes, owner, size, identity); null when it is gone. */
    static Map<String, Object> facts(Path path, LinkOption... options) {
        try {
            return Files.readAttributes(path, "unix:mode,uid,size,dev,ino", options);
        } catch (IOException | RuntimeException gone) {
            return null;
        }
    }

    static long uid(Map<String, Object> facts) {
        return ((Number) facts.get("uid")).longValue() & 0xFFFF_FFFFL;
    }

    static boolean isRegularFile(Map<String, Object> facts) {
        return ((Integer) facts.get("mode") & TYPE_MASK) == 0100000;
    }

    static Owned owned(Path path, Map<String, Object> facts) {
        long size = ((Number) facts.get("size")).longValue();
        return new Owned(path, uid(facts), Math.max(BLOCK, size), List.of(facts.get("dev"), facts.get("ino")));
    }
}
