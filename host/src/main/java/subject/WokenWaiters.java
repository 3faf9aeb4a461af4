package subject;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * How many threads of this process the kernel has woken from a wait for sockets that have not
 * yet run: runnable (state R in /proc/self/task/N/stat) while still inside the wait's system
 * call (/proc/self/task/N/syscall). Java shows such a thread in its native wait frame, like one
 * that still sleeps there; the kernel tells them apart. A server's selector that bytes just
 * woke is on its way to a statement, however long a loaded machine takes to give it a core.
 * The judge reads it from outside (a submission in the subject's JVM cannot change what the
 * kernel says); the subject's own count serves where the judge may not read its tasks.
 */
public final class WokenWaiters {
    /** Unknown: the kernel's files could not be read. */
    public static final long UNKNOWN = -1;

    /** read, poll, accept, recvfrom, epoll_wait, ppoll, epoll_pwait, accept4, epoll_pwait2. */
    private static final Set<Integer> X86_64 = Set.of(0, 7, 43, 45, 232, 271, 281, 288, 441);
    /** epoll_pwait, read, ppoll, accept, recvfrom, accept4, epoll_pwait2. */
    private static final Set<Integer> AARCH64 = Set.of(22, 63, 73, 202, 207, 242, 441);

    private WokenWaiters() {
    }

    /** Of this process, seen from inside (its own /proc), leaving out the thread that asks. */
    static long ofThisProcess() {
        try {
            String me = Path.of("/proc/thread-self").toRealPath().getFileName().toString();
            return count(List.of(Path.of("/proc/self/task")), me);
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
    }

    /** In the task folders {@code taskFolders} (/proc/PID/task), leaving out the task named {@code skip}. */
    public static long count(List<Path> taskFolders, String skip) {
        Set<Integer> waits = switch (System.getProperty("os.arch")) {
            case "amd64", "x86_64" -> X86_64;
            case "aarch64" -> AARCH64;
            default -> null;
        };
        if (waits == null) {
            return UNKNOWN;
        }
        long woken = 0;
        try {
            for (Path folder : taskFolders) {
                try (DirectoryStream<Path> tasks = Files.newDirectoryStream(folder)) {
                    for (Path task : tasks) {
                        if (!task.getFileName().toString().equals(skip) && woken(task, waits)) {
                            woken++;
                        }
                    }
                } catch (NoSuchFileException ended) {
                    // A process that ended has no waiter left.
                }
            }
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
        return woken;
    }

    private static boolean woken(Path task, Set<Integer> waits) throws IOException {
        try {
            String stat = Files.readString(task.resolve("stat"));
            // The state follows the command name, which is in parentheses and may hold spaces.
            char state = stat.charAt(stat.lastIndexOf(')') + 2);
            if (state != 'R') {
                return false;
            }
            String call = Files.readString(task.resolve("syscall")).trim().split(" ")[0];
            return !call.equals("running") && !call.startsWith("-") && waits.contains(Integer.parseInt(call));
        } catch (NoSuchFileException ended) {
            return false;
        }
    }
}
