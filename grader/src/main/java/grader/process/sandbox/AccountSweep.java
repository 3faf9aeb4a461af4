package grader.process.sandbox;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.LongPredicate;
import java.util.stream.Stream;

/**
 * What the accounts confinement does where bubblewrap would have had a pid namespace and a
 * private /tmp: once a judge is closed, every process still running under its user id (a
 * double-forked or {@code setsid} survivor included) is SIGKILLed, and whatever that user left
 * in the machine's world-writable folders ({@link WorldWritableFolders}) is deleted. Exact,
 * because no one else has that id. The disk bound ({@link AccountDiskBound}) kills the same way.
 */
final class AccountSweep {
    private static final Path PROC = Path.of("/proc");
    private static final int ROUNDS = 50;
    /** The first lines of a process's status, which hold its user ids (a longer name moves them down a little). */
    private static final int STATUS_HEAD = 1024;

    private AccountSweep() {
    }

    /** Kills every process of {@code uid} until none is left (a fork loop may add some while it runs). */
    static void killAll(long uid) {
        for (int round = 0; round < ROUNDS; round++) {
            List<ProcessHandle> left = processesOf(uid);
            if (left.isEmpty()) {
                return;
            }
            left.forEach(ProcessHandle::destroyForcibly);
            sleepBriefly();
        }
    }

    /** The live processes whose real user id is {@code uid}. */
    static List<ProcessHandle> processesOf(long uid) {
        List<ProcessHandle> found = new ArrayList<>();
        processesOf(id -> id == uid).keySet().forEach(pid -> ProcessHandle.of(pid).ifPresent(found::add));
        return found;
    }

    /** The pids of the live processes whose real user id {@code uids} accepts, each with that id. */
    static Map<Long, Long> processesOf(LongPredicate uids) {
        Map<Long, Long> found = new HashMap<>();
        try (Stream<Path> entries = Files.list(PROC)) {
            entries.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit)).forEach(p -> {
                OptionalLong uid = realUid(p);
                if (uid.isPresent() && uids.test(uid.getAsLong())) {
                    found.put(Long.parseLong(p.getFileName().toString()), uid.getAsLong());
                }
            });
        } catch (IOException | RuntimeException unreadable) {
            // No /proc: nothing can be found, and the cgroup (where there is one) still bounds them.
        }
        return found;
    }

    /**
     * Deletes what {@code uid} owns in the folders every user may write, at their top or in a
     * folder inside them that every user may write too (/tmp/.X11-unix, say): its own files and
     * folders, with their content.
     */
    static void removeFilesOf(long uid) {
        List<Path> owned = new ArrayList<>();
        for (Path shared : WorldWritableFolders.all()) {
            AccountFiles.walk(shared, id -> id == uid, false, found -> owned.add(found.path()));
        }
        owned.forEach(AccountSweep::deleteTree);
    }

    /**
     * The real user id in {@code /proc/<pid>/status}, read as bytes: the disk bound lists every
     * process of the machine at each look, and decoding each file line by line took twice as long.
     * Empty for a zombie: it writes nothing and no signal ends it, and where no one reaps the
     * account's orphans (a container whose first process is not an init) the kills would go round
     * for it without end.
     */
    private static OptionalLong realUid(Path process) {
        byte[] status = new byte[STATUS_HEAD];
        try (InputStream in = Files.newInputStream(process.resolve("status"))) {
            int length = in.readNBytes(status, 0, status.length);
            String head = new String(status, 0, length, StandardCharsets.ISO_8859_1);
            int uid = head.indexOf("\nUid:");
            if (uid >= 0 && !head.contains("\nState:\tZ")) {
                int start = uid + 5;
                while (start < length && Character.isWhitespace(head.charAt(start))) {
                    start++;
                }
                int end = start;
                while (end < length && Character.isDigit(head.charAt(end))) {
                    end++;
                }
                return OptionalLong.of(Long.parseLong(head.substring(start, end)));
            }
        } catch (IOException | RuntimeException gone) {
            // The process ended while we looked.
        }
        return OptionalLong.empty();
    }

    static long ownerUid(Path path) {
        try {
            return ((Number) Files.getAttribute(path, "unix:uid", LinkOption.NOFOLLOW_LINKS)).longValue();
        } catch (IOException | RuntimeException gone) {
            return -1;
        }
    }

    private static void deleteTree(Path path) {
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path p : walk.sorted((a, b) -> b.getNameCount() - a.getNameCount()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException | RuntimeException partly) {
            // What could not be deleted stays; the next sweep of the same id tries again.
        }
    }

    private static void sleepBriefly() {
        try {
            Thread.sleep(20);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
