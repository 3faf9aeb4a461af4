package grader.process.sandbox;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.stream.Stream;

/**
 * What the accounts confinement does where bubblewrap would have had a pid namespace and a
 * private /tmp: once a judge is closed, every process still running under its user id (a
 * double-forked or {@code setsid} survivor included) is SIGKILLed, and whatever that user left
 * in the machine's world-writable folders is deleted. Exact, because no one else has that id.
 */
final class AccountSweep {
    /** The folders every user may write, where a confined child could leave files behind. */
    static final List<Path> SHARED_WRITABLE = List.of(Path.of("/tmp"), Path.of("/var/tmp"), Path.of("/dev/shm"));
    private static final Path PROC = Path.of("/proc");
    private static final int ROUNDS = 50;

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
        try (Stream<Path> entries = Files.list(PROC)) {
            entries.filter(p -> p.getFileName().toString().chars().allMatch(Character::isDigit))
                    .filter(p -> realUid(p).orElse(-1) == uid)
                    .forEach(p -> ProcessHandle.of(Long.parseLong(p.getFileName().toString())).ifPresent(found::add));
        } catch (IOException | RuntimeException unreadable) {
            // No /proc: nothing can be found, and the cgroup (where there is one) still bounds them.
        }
        return found;
    }

    /** Deletes what {@code uid} owns in the shared writable folders (its own files and folders, with their content). */
    static void removeFilesOf(long uid) {
        for (Path shared : SHARED_WRITABLE) {
            try (Stream<Path> entries = Files.list(shared)) {
                entries.filter(p -> ownerUid(p) == uid).forEach(AccountSweep::deleteTree);
            } catch (IOException | RuntimeException unreadable) {
                // Not on this machine, or not listable: nothing of the child's can be there for us to see.
            }
        }
    }

    private static OptionalLong realUid(Path process) {
        try {
            for (String line : Files.readAllLines(process.resolve("status"))) {
                if (line.startsWith("Uid:")) {
                    return OptionalLong.of(Long.parseLong(line.substring(4).trim().split("\\s+")[0]));
                }
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
