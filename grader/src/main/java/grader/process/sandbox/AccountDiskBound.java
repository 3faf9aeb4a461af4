package grader.process.sandbox;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The bound on what a judge's account may keep in files, in all, under separate accounts.
 * Bubblewrap bounds it with a tmpfs over the judge's temp folder and another on /dev/shm; here
 * no mount can be made (no CAP_SYS_ADMIN in a container, and no quotas either), so the
 * per-file limit alone held, and many files each below it filled the machine's disk (issue 19:
 * 1,600 MB in the temp folder and /dev/shm). So the coordinator looks: one thread adds up,
 * every {@link #POLL_MILLIS}, the files each watched account owns in its judge's folder and in
 * every folder any user may write ({@link WorldWritableFolders}), and those its processes hold
 * open (a file deleted while open still fills the disk); when an account is over a bound it
 * kills every process of it at once: the check running ends crashed, and the reason
 * ({@link Watch#overstepped}) says it was the submission's writing. The bounds are bubblewrap's:
 * {@link Bubblewrap.Limits#scratchBytes} for everything but /dev/shm,
 * {@link Bubblewrap.Limits#sharedMemoryBytes} for /dev/shm (memory, not disk). Looking, not
 * refusing, overshoots by what the account writes between the look that last found it below the
 * bound and its kill. So the next look comes before a writer could pass a bound from what this
 * one found, writing at {@link #FAST_WRITER_BYTES_PER_MILLI} or as fast as the account did since
 * the last look, whichever is faster: every {@link #POLL_MILLIS} far from the bounds, down to
 * {@link #NEAR_POLL_MILLIS} near one (docs/security.md gives what was measured).
 */
final class AccountDiskBound {
    /** How often the files are added up while every account is far from its bounds. */
    static final long POLL_MILLIS = 100;
    /** How often at most, near a bound: a pause still, so that looking is not all a core does. */
    static final long NEAR_POLL_MILLIS = 10;
    /**
     * The writer a look must come before, when the account wrote slower: eight writers into the
     * page cache or /dev/shm on two cores reached about 4 GB/s here. So an account with nothing
     * yet is looked at every 64 ms (256 MB of /dev/shm), one that waits below a bound to write
     * all at once sooner the nearer it is.
     */
    static final long FAST_WRITER_BYTES_PER_MILLI = 4L << 20;
    private static final Path SHARED_MEMORY = Path.of("/dev/shm");
    private static final Path PROC = Path.of("/proc");
    private static final Map<Long, Watch> WATCHED = new ConcurrentHashMap<>();
    private static Thread looker;

    private AccountDiskBound() {
    }

    /**
     * Watches the account {@code uid}, whose judge lives in {@code home} and runs in
     * {@code groups}, until the watch is closed: at most {@code diskBytes} in files outside
     * /dev/shm, {@code sharedMemoryBytes} in it.
     */
    static synchronized Watch watch(long uid, Path home, CgroupLimits groups, long diskBytes, long sharedMemoryBytes) {
        Watch watch = new Watch(uid, home, groups, diskBytes, sharedMemoryBytes);
        WATCHED.put(uid, watch);
        if (looker == null) {
            WorldWritableFolders.all();  // found now, once, rather than in the first look
            looker = new Thread(AccountDiskBound::lookWhileTheJvmLives, "account-disk-bound");
            looker.setDaemon(true);
            looker.start();
        }
        return watch;
    }

    /** One account watched: its bounds, what the last look found, and, once it went over a bound, why it was killed. */
    static final class Watch implements AutoCloseable {
        private final long uid;
        private final Path home;
        private final CgroupLimits groups;
        private final long diskBytes;
        private final long sharedMemoryBytes;
        private final AtomicReference<String> overstepped = new AtomicReference<>();
        /** What the last look found, and when: from nothing at the start, so the first look can tell a fast writer already. */
        private long lastDisk;
        private long lastSharedMemory;
        private long lastNanos = System.nanoTime();

        private Watch(long uid, Path home, CgroupLimits groups, long diskBytes, long sharedMemoryBytes) {
            this.uid = uid;
            this.home = home;
            this.groups = groups;
            this.diskBytes = diskBytes;
            this.sharedMemoryBytes = sharedMemoryBytes;
        }

        /** Why its processes were killed, for the check's message; empty while it kept within its bounds. */
        Optional<String> overstepped() {
            return Optional.ofNullable(overstepped.get());
        }

        /**
         * Kills the account once its files are over a bound (saying why first, so the crash is
         * read with its reason); else the millis until it needs the next look, which itself takes
         * {@code lookNanos}.
         */
        private long judge(Tally tally, long nanos, long lookNanos) {
            long disk = tally.bytes(uid, false);
            long sharedMemory = tally.bytes(uid, true);
            String why = over(disk, sharedMemory);
            if (why != null) {
                overstepped.compareAndSet(null, why + "; every process of the grade's account was killed");
                // Again at every look while it stays over (its files stay until the judge is closed): a
                // process forked while the last kill went round must not write on. Those the look just
                // found die first, without waiting for another list of the machine's processes.
                tally.processesOf(uid).forEach(pid -> ProcessHandle.of(pid).ifPresent(ProcessHandle::destroyForcibly));
                AccountSweep.killAll(uid);
                return POLL_MILLIS;
            }
            double millis = Math.min(untilPassed(lastDisk, disk, diskBytes, nanos),
                    untilPassed(lastSharedMemory, sharedMemory, sharedMemoryBytes, nanos)) - lookNanos / 1e6;
            lastDisk = disk;
            lastSharedMemory = sharedMemory;
            lastNanos = nanos;
            return Math.max(NEAR_POLL_MILLIS, Math.min(POLL_MILLIS, (long) millis));
        }

        /** The bound the account's files are over, in the words of a crash message; null while they are within both. */
        private String over(long disk, long sharedMemory) {
            if (disk > diskBytes) {
                return "stopped for filling the disk (separate accounts): the files its account wrote in its temp folder,"
                        + " /tmp, /var/tmp and the machine's other folders open to every user came to " + mb(disk)
                        + ", over the " + mb(diskBytes) + " a grade may write in all";
            }
            if (sharedMemory > sharedMemoryBytes) {
                return "stopped for filling /dev/shm (separate accounts): the files its account wrote there came to "
                        + mb(sharedMemory) + ", over the " + mb(sharedMemoryBytes) + " a grade may keep there";
            }
            return null;
        }

        /** The millis a writer needs from {@code now} to pass {@code bound}: see {@link #FAST_WRITER_BYTES_PER_MILLI}. */
        private double untilPassed(long before, long now, long bound, long nanos) {
            double seen = (now - before) * 1e6 / Math.max(1, nanos - lastNanos);
            return (bound - now) / Math.max(FAST_WRITER_BYTES_PER_MILLI, seen);
        }

        @Override
        public void close() {
            WATCHED.remove(uid, this);
        }
    }

    private static void lookWhileTheJvmLives() {
        while (true) {
            long next = POLL_MILLIS;
            try {
                next = look();
            } catch (RuntimeException e) {
                // One failed look (a folder that changed under it) must not end the looking.
            }
            try {
                Thread.sleep(next);
            } catch (InterruptedException e) {
                return;
            }
        }
    }

    /** One look at every watched account and its judgement; the millis until the next look one of them needs. */
    private static long look() {
        Map<Long, Watch> watched = Map.copyOf(WATCHED);
        if (watched.isEmpty()) {
            return POLL_MILLIS;
        }
        Map<Long, Path> homes = new HashMap<>();
        Map<Long, List<Long>> grouped = new HashMap<>();
        watched.forEach((uid, watch) -> {
            homes.put(uid, watch.home);
            watch.groups.processes().ifPresent(pids -> grouped.put(uid, pids));
        });
        long start = System.nanoTime();
        Tally tally = measure(homes, grouped);
        long end = System.nanoTime();
        long next = POLL_MILLIS;
        for (Watch watch : watched.values()) {
            next = Math.min(next, watch.judge(tally, end, end - start));
        }
        return next;
    }

    /**
     * The bytes of the accounts {@code homes} names (each with its judge's folder): where they
     * may write, and what their processes hold open. Those processes are the ones in the judge's
     * cgroup ({@code grouped}), where it has one; for the others, every process of the machine
     * is read, which on a busy machine (a hundred processes, a loaded core) took 10-25 ms a look.
     */
    static Tally measure(Map<Long, Path> homes, Map<Long, List<Long>> grouped) {
        Tally tally = new Tally();
        Path sharedMemory = WorldWritableFolders.real(SHARED_MEMORY);
        for (Path folder : WorldWritableFolders.all()) {
            boolean memory = folder.equals(sharedMemory);
            AccountFiles.walk(folder, homes::containsKey, true, owned -> tally.add(owned, memory));
        }
        for (Path home : homes.values()) {
            AccountFiles.walk(home, homes::containsKey, true, owned -> tally.add(owned, false));
        }
        grouped.forEach((uid, pids) -> pids.forEach(pid -> tally.processes.put(pid, uid)));
        if (!grouped.keySet().containsAll(homes.keySet())) {
            tally.processes.putAll(AccountSweep.processesOf(uid -> homes.containsKey(uid) && !grouped.containsKey(uid)));
        }
        tally.processes.forEach((pid, uid) -> tally.openBy(pid, homes));
        return tally;
    }

    /** The bytes found per account, each file once however many names or descriptors lead to it, and the accounts' processes. */
    static final class Tally {
        private final Map<Long, long[]> bytes = new HashMap<>();
        private final Set<Object> seen = new HashSet<>();
        private final Map<Long, Long> processes = new HashMap<>();

        private void add(AccountFiles.Owned owned, boolean sharedMemory) {
            if (seen.add(owned.identity())) {
                bytes.computeIfAbsent(owned.uid(), u -> new long[2])[sharedMemory ? 1 : 0] += owned.bytes();
            }
        }

        /**
         * The files process {@code pid} holds open, for one deleted while open: no walk finds it,
         * and it fills the disk all the same. Reading another user's descriptors takes
         * CAP_SYS_PTRACE, which Docker's default set lacks: there this part sees nothing.
         */
        private void openBy(long pid, Map<Long, ?> accounts) {
            try (DirectoryStream<Path> descriptors = Files.newDirectoryStream(PROC.resolve(Long.toString(pid)).resolve("fd"))) {
                for (Path descriptor : descriptors) {
                    Map<String, Object> facts = AccountFiles.facts(descriptor);
                    if (facts != null && AccountFiles.isRegularFile(facts) && accounts.containsKey(AccountFiles.uid(facts))) {
                        add(AccountFiles.owned(descriptor, facts), inSharedMemory(descriptor));
                    }
                }
            } catch (IOException | RuntimeException unreadable) {
                // Ended, or its descriptors are closed to us: the walks still count its named files.
            }
        }

        /** The bytes of {@code uid}'s files in /dev/shm ({@code sharedMemory}) or everywhere else. */
        long bytes(long uid, boolean sharedMemory) {
            long[] found = bytes.get(uid);
            return found == null ? 0 : found[sharedMemory ? 1 : 0];
        }

        private Set<Long> processesOf(long uid) {
            Set<Long> pids = new HashSet<>();
            processes.forEach((pid, owner) -> {
                if (owner == uid) {
                    pids.add(pid);
                }
            });
            return pids;
        }

        private static boolean inSharedMemory(Path descriptor) {
            try {
                return Files.readSymbolicLink(descriptor).startsWith(SHARED_MEMORY);
            } catch (IOException | RuntimeException gone) {
                return false;
            }
        }
    }

    /** In whole MB, rounded up: a count just past a bound must not read as the bound itself. */
    private static String mb(long bytes) {
        return ((bytes + (1L << 20) - 1) >> 20) + " MB";
    }
}
