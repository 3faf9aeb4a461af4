package grader.process.sandbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AccountDiskBoundTests {
    @TempDir
    Path home;

    /** For {@link DiskBoundBench}, which has no JUnit to make the folder and sweep. */
    void useHome(Path folder) {
        home = folder;
    }
    private final List<Account> accounts = new ArrayList<>();

    @BeforeEach
    void asRoot() {
        assertThat(AccountIds.graderUid()).as("separate accounts need root, as on Gradescope").isZero();
    }

    @AfterEach
    void sweep() {
        for (Account account : accounts) {
            account.watch().close();
            AccountSweep.killAll(account.uid());
            AccountSweep.removeFilesOf(account.uid());
            account.groups().release();
        }
    }

    /** Processes of a fresh account, as the accounts confinement starts them (file-size limit, groups), watched with these bounds. */
    private record Account(long uid, CgroupLimits groups, AccountDiskBound.Watch watch) {
    }

    private Account start(boolean withGroups, long diskBytes, long sharedMemoryBytes, List<String> scripts)
            throws Exception {
        long uid = AccountIds.nextUser();
        long gid = AccountIds.nextGroup();
        CgroupLimits groups = withGroups ? CgroupLimits.make(2L << 30, 1024) : CgroupLimits.NONE;
        Account account = new Account(uid, groups, AccountDiskBound.watch(uid, home, groups, diskBytes, sharedMemoryBytes));
        accounts.add(account);
        for (String script : scripts) {
            new ProcessBuilder(groups.wrap(List.of(Accounts.PRLIMIT, "--fsize=" + (256L << 20), "--", Accounts.SETPRIV,
                    "--reuid=" + uid, "--regid=" + gid, "--clear-groups", "--inh-caps=-all", "--no-new-privs", "--",
                    "/bin/sh", "-c", script))).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
        }
        return account;
    }

    /** A writer of files of {@code mb} MB into {@code folders} by turns, without end. */
    private static String writer(int mb, String... folders) {
        return "i=0; while :; do for f in " + String.join(" ", folders) + "; do dd if=/dev/zero of=$f/overshoot-$$-$i"
                + " bs=1M count=" + mb + " status=none; i=$((i+1)); done; done";
    }

    /** Why the account was stopped, once it was and none of its processes is left. */
    private static String stopped(Account account, long millis) throws InterruptedException {
        long end = System.nanoTime() + millis * 1_000_000;
        Optional<String> why;
        while ((why = account.watch().overstepped()).isEmpty() && System.nanoTime() < end) {
            Thread.sleep(5);
        }
        String reason = why.orElseThrow(() -> new AssertionError("the account was not stopped within " + millis + " ms"));
        assertThat(gone(account)).as("processes of the account, " + reason).isEmpty();
        return reason;
    }

    /** What a bound may be passed by (docs/security.md gives what was measured). */
    static final long OVERSHOOT = 128L << 20;
    /**
     * A bound for the tests that look at what is counted, not at how far it is passed: below
     * what a writer into the page cache adds between two far looks (2.5 GB/s here, so 250 MB).
     */
    private static final long BOUND = 96L << 20;
    /**
     * The bounds a grade has ({@link Bubblewrap.Limits#DEFAULT}), for the tests of how far they are
     * passed: the overshoot depends on the bound, since an account is looked at often only past half of it.
     */
    private static final long DISK = Bubblewrap.Limits.DEFAULT.scratchBytes();
    private static final long SHARED_MEMORY = Bubblewrap.Limits.DEFAULT.sharedMemoryBytes();
    private static final long STOP_MILLIS = 30_000;

    @Test
    void manyFilesEachBelowThePerFileLimitAreStoppedAtTheDiskBound() throws Exception {
        for (boolean withGroups : List.of(true, false)) {
            Path tmp = accountsTemp();
            Account account = start(withGroups, DISK, 1L << 40, List.of(writer(24, tmp.toString(), "/tmp", "/var/tmp"),
                    writer(24, "/var/tmp", tmp.toString(), "/tmp")));
            chown(tmp, account);
            String why = stopped(account, STOP_MILLIS);
            assertThat(why).contains("filling the disk", "over the 512 MB", "every process of the grade's account was killed");
            assertThat(written(account, false)).as(why).isGreaterThan(DISK).isLessThanOrEqualTo(DISK + OVERSHOOT);
        }
    }

    @Test
    void devShmHasABoundOfItsOwn() throws Exception {
        Account account = start(true, 1L << 40, SHARED_MEMORY, List.of(writer(24, "/dev/shm"), writer(24, "/dev/shm")));
        String why = stopped(account, STOP_MILLIS);
        assertThat(why).contains("filling /dev/shm", "over the 256 MB");
        assertThat(written(account, true)).as(why).isGreaterThan(SHARED_MEMORY)
                .isLessThanOrEqualTo(SHARED_MEMORY + OVERSHOOT);
    }

    /** A file deleted while open fills the disk all the same, though no folder lists it. */
    @Test
    void aFileDeletedWhileOpenStillCounts() throws Exception {
        Account account = start(true, BOUND, 1L << 40, List.of("exec 3>/var/tmp/unlinked-$$; rm /var/tmp/unlinked-$$;"
                + " i=0; while [ $i -lt 8 ]; do dd if=/dev/zero bs=1M count=24 status=none >&3; i=$((i+1)); done; sleep 60"));
        assertThat(stopped(account, STOP_MILLIS)).contains("filling the disk");
    }

    /** Empty files cost inodes and every look its time: each counts as a block. */
    @Test
    void aFloodOfEmptyFilesCounts() throws Exception {
        Account account = start(true, 16L << 20, 1L << 40, List.of("d=/tmp/flood-$$; mkdir $d; i=0;"
                + " while [ $i -lt 20000 ]; do : > $d/$i; i=$((i+1)); done; sleep 60"));
        assertThat(stopped(account, STOP_MILLIS)).contains("filling the disk", "over the 16 MB");
    }

    /** Correct code writes kilobytes: far below its bounds, it is left alone. */
    @Test
    void anAccountWithinItsBoundsIsLeftAlone() throws Exception {
        Account account = start(true, BOUND, BOUND, List.of("dd if=/dev/zero of=/tmp/small-$$ bs=1M count=8 status=none;"
                + " dd if=/dev/zero of=/dev/shm/small-$$ bs=1M count=8 status=none; exec sleep 60"));
        Thread.sleep(10 * AccountDiskBound.POLL_MILLIS);
        assertThat(account.watch().overstepped()).isEmpty();
        assertThat(AccountSweep.processesOf(account.uid())).hasSize(1);
        assertThat(written(account, false)).isGreaterThanOrEqualTo(8L << 20).isLessThan(9L << 20);
        assertThat(written(account, true)).isGreaterThanOrEqualTo(8L << 20).isLessThan(9L << 20);
    }

    /**
     * The bound counts, and the sweep removes, what an account leaves in a folder every user may
     * write inside /tmp (as /tmp/.X11-unix is), not only at the top.
     */
    @Test
    void theSweepRemovesWhatTheBoundCounts() throws Exception {
        Path open = Files.createDirectories(Path.of("/tmp", "idemlab-open-" + ProcessHandle.current().pid()));
        try {
            Files.setPosixFilePermissions(open, java.nio.file.attribute.PosixFilePermissions.fromString("rwxrwxrwx"));
            Account account = start(true, BOUND, BOUND, List.of("dd if=/dev/zero of=" + open + "/left-$$ bs=1M count=4"
                    + " status=none; mkdir " + open + "/folder-$$; : > " + open + "/folder-$$/inside; sleep 60"));
            long end = System.nanoTime() + STOP_MILLIS * 1_000_000;
            while (written(account, false) < (4L << 20) + 2 * AccountFiles.BLOCK && System.nanoTime() < end) {
                Thread.sleep(20);
            }
            assertThat(written(account, false)).isEqualTo((4L << 20) + 2 * AccountFiles.BLOCK);
            AccountSweep.killAll(account.uid());
            AccountSweep.removeFilesOf(account.uid());
            try (var left = Files.list(open)) {
                assertThat(left.toList()).isEmpty();
            }
        } finally {
            Files.deleteIfExists(open);
        }
    }

    /** The processes of the account left once the kill has had a moment: none, once their parent has reaped them. */
    private static List<ProcessHandle> gone(Account account) throws InterruptedException {
        long end = System.nanoTime() + 5_000_000_000L;
        while (!AccountSweep.processesOf(account.uid()).isEmpty() && System.nanoTime() < end) {
            Thread.sleep(20);
        }
        return AccountSweep.processesOf(account.uid());
    }

    /** The judge's temp folder, as the accounts confinement makes it: its account's alone. */
    private Path accountsTemp() throws Exception {
        Path tmp = Files.createTempDirectory(home, "tmp");
        Files.setPosixFilePermissions(home, java.nio.file.attribute.PosixFilePermissions.fromString("rwx--x--x"));
        Files.setPosixFilePermissions(home.getParent(), java.nio.file.attribute.PosixFilePermissions.fromString("rwx--x--x"));
        return tmp;
    }

    private static void chown(Path folder, Account account) throws Exception {
        Files.setAttribute(folder, "unix:uid", (int) account.uid());
    }

    private long written(Account account, boolean sharedMemory) {
        return AccountDiskBound.measure(Map.of(account.uid(), home), Map.of()).bytes(account.uid(), sharedMemory);
    }

    /** Not a test (it takes minutes and prints figures): {@code scripts/bench-disk-bound} runs it through {@link DiskBoundBench}. */
    void overshootMeasured(String only) throws Exception {
        for (Path folder : List.of(Path.of("/var/tmp"), Path.of("/dev/shm"))) {
            // Steady: writing from the start; near, and halfway: 90 or 47 % of the bound first, a pause, then all at once.
            for (int percent : List.of(0, 90, 47)) {
                for (int writers : List.of(1, 2, 4, 8)) {
                    for (int round = 0; round < 3; round++) {
                        if ((folder + " " + percent + " " + writers).contains(only)) {
                            overshootOnce(folder, percent, writers);
                        }
                    }
                }
            }
        }
    }

    /** One account writing into {@code folder} past its deployed bound, {@code percent} of it written first; prints by how much. */
    private void overshootOnce(Path folder, int percent, int writers) throws Exception {
        boolean sharedMemory = folder.equals(Path.of("/dev/shm"));
        long bound = sharedMemory ? SHARED_MEMORY : DISK;
        long base = (bound >> 20) * percent / 100;
        List<String> scripts = new ArrayList<>();
        if (base > 0) {
            scripts.add("dd if=/dev/zero of=" + folder + "/overshoot-$$-base bs=1M count=" + base + " status=none; sleep 60");
        }
        for (int w = 0; w < writers; w++) {
            scripts.add((base > 0 ? "sleep 1; " : "") + writer(255, folder.toString()));
        }
        Account account = start(true, DISK, SHARED_MEMORY, scripts);
        long startNanos = System.nanoTime();
        stopped(account, 60_000);
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        AccountSweep.killAll(account.uid());
        long written = written(account, sharedMemory);
        System.out.printf("OVERSHOOT %s %s writers=%d written=%d MB over=%d MB after %d ms%n", folder,
                base > 0 ? "burst after " + base + " MB" : "steady", writers, written >> 20, (written - bound) >> 20, millis);
        AccountSweep.removeFilesOf(account.uid());
    }

    /** Not a test: what one look costs, printed by {@code scripts/bench-disk-bound}. */
    void lookTimed() throws Exception {
        Account account = start(true, 1L << 40, 1L << 40, List.of("sleep 60", "sleep 60", "sleep 60"));
        Thread.sleep(300);
        for (boolean grouped : List.of(true, false)) {
            long[] times = new long[50];
            for (int i = 0; i < times.length; i++) {
                long start = System.nanoTime();
                AccountDiskBound.measure(Map.of(account.uid(), home), grouped
                        ? Map.of(account.uid(), account.groups().processes().orElseThrow()) : Map.of());
                times[i] = (System.nanoTime() - start) / 1000;
                Thread.sleep(20);
            }
            java.util.Arrays.sort(times);
            System.out.printf("LOOK %s median %d us, p90 %d us, max %d us%n", grouped ? "cgroup" : "/proc", times[25],
                    times[45], times[49]);
        }
    }
}
