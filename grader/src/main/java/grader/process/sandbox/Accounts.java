package grader.process.sandbox;

import grader.model.SandboxReport;
import grader.process.ChildProcess;
import grader.process.Confinement;
import grader.process.Folders;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

/**
 * The confinement for machines where bubblewrap cannot make its namespaces (a container that
 * refuses user namespaces, as Docker's default profile does), built from kept tools: the grader
 * runs as root, and each judge runs as a user id of its own that owns no file of the machine,
 * in a group of its run's, holding two capabilities (read and write past file modes) so that it
 * can read the checks while its children cannot. The judge starts the subject and fault
 * children under the same user with every capability dropped ({@link AccountChildren}); lacking
 * the judge's capabilities, they cannot ptrace it or read its memory, environment or files
 * under {@code /proc}.
 *
 * <p>What keeps the grader's files out of reach is their modes: this confinement is whole only
 * when the grader's own classes are closed to other users (the Gradescope package closes its
 * folder; {@link #closesGraderFiles()} tells). The children's runtime lives in a folder every
 * user may read ({@link #childrenCache}), the submission's classes are copied for the run's
 * group, and each judge's temp folder is its user's alone. Limits: rlimits (file size, cores,
 * tasks of the user, address space when no memory cgroup), cgroups where writable; the bytes
 * its user writes in all are measured while the judge lives, and past bubblewrap's bounds every
 * process of it is killed ({@link AccountDiskBound}). When a judge is closed, every process of
 * its user is killed and its files in the world-writable folders removed ({@link AccountSweep}).
 * What this mode does not confine: the network, and reading the machine's world-readable files.
 */
public final class Accounts implements Sandbox {
    static final String SETPRIV = "/usr/bin/setpriv";
    static final String PRLIMIT = "/usr/bin/prlimit";
    private static final String SETSID = "/usr/bin/setsid";
    /**
     * Read any file, write any file: what the judge needs of root's rights, and nothing more.
     * CAP_DAC_OVERRIDE alone covers both, folders included, and Docker's default set (Gradescope's
     * containers) holds it; CAP_DAC_READ_SEARCH, which that set lacks, made the probe fail there.
     */
    private static final String JUDGE_CAPS = "-all,+dac_override";

    private final Bubblewrap.Limits limits;
    private final Path graderClasses;
    private final Map<Path, Long> runGroups = new ConcurrentHashMap<>();
    private final Map<Path, Path> runCopies = new ConcurrentHashMap<>();
    private Path childrenFolder;

    private Accounts(Bubblewrap.Limits limits, Path graderClasses) {
        this.limits = limits;
        this.graderClasses = graderClasses;
    }

    /** This confinement, when the grader runs as root and setpriv can drop to a user with only the judge's capabilities. */
    public static Optional<Accounts> probe(Bubblewrap.Limits limits, Path graderClasses) {
        if (!isRoot() || !Files.isExecutable(Path.of(SETPRIV)) || !Files.isExecutable(Path.of(PRLIMIT))) {
            return Optional.empty();
        }
        List<String> probe = new ArrayList<>(judgeUser(AccountIds.nextUser(), AccountIds.nextGroup()));
        probe.addAll(AccountChildren.dropAll());
        probe.add("/bin/true");
        try {
            return ChildProcess.run("accounts-probe", probe, Duration.ofSeconds(10)).succeeded()
                    ? Optional.of(new Accounts(limits, graderClasses)) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** True when the grader's own classes (the checks) cannot be read by a user with no rights of its own. */
    public boolean closesGraderFiles() {
        return !OtherUsers.canRead(graderClasses);
    }

    @Override
    public Confinement confine(Path home, List<Path> readable) throws IOException {
        long user = AccountIds.nextUser();
        long group = groupOf(home.getParent());
        prepareFolders(home, user, group);
        CgroupLimits groups = CgroupLimits.make(limits.memoryBytes(), limits.tasks());
        List<String> prefix = new ArrayList<>(List.of(PRLIMIT, "--core=0", "--fsize=" + limits.fileBytes(),
                "--nproc=" + limits.tasks()));
        if (!groups.boundsMemory()) {
            prefix.add("--as=" + 2 * limits.memoryBytes());
        }
        prefix.add("--");
        prefix.addAll(judgeUser(user, group));
        if (Files.isExecutable(Path.of(SETSID))) {
            prefix.add(SETSID);
        }
        // No tmpfs can bound what the account writes in all, so the coordinator measures it while the judge lives.
        AccountDiskBound.Watch disk = AccountDiskBound.watch(user, home, groups, limits.scratchBytes(),
                limits.sharedMemoryBytes());
        return Confinement.prefixed(groups.wrap(prefix), () -> {
            disk.close();
            AccountSweep.killAll(user);
            AccountSweep.removeFilesOf(user);
            groups.release();
        }, disk::overstepped);
    }

    @Override
    public boolean confines() {
        return true;
    }

    @Override
    public SandboxReport report() {
        String files = closesGraderFiles() ? "the grader's files closed to it by their modes"
                : "but the grader's own classes (" + graderClasses + ") are readable by every user, so the checks are"
                        + " not kept out of reach";
        return new SandboxReport(SandboxReport.ACCOUNTS, "separate accounts (no namespaces here): each judge a user"
                + " id of its own holding only the capabilities to read and write files, the subject and fault"
                + " children the same user with no capability, " + files + "; rlimits of "
                + (limits.fileBytes() >> 20) + " MB per file and " + limits.tasks() + " tasks, cgroups where writable;"
                + " its files measured at least every " + AccountDiskBound.POLL_MILLIS + " ms and the user killed past "
                + (limits.scratchBytes() >> 20) + " MB in all (" + (limits.sharedMemoryBytes() >> 20) + " MB in /dev/shm);"
                + " every process of the user killed and its files in /tmp, /var/tmp, /dev/shm and the machine's other"
                + " folders open to every user removed after the grade; the network and the machine's world-readable"
                + " files are not confined");
    }

    @Override
    public List<String> judgeFlags(List<String> submissionClasses) {
        try {
            return AccountChildren.judgeFlags(childrenCache(null));
        } catch (IOException e) {
            throw new IllegalStateException("cannot make the children's runtime folder: " + e.getMessage(), e);
        }
    }

    /**
     * A folder every user may read, owned by this grader's user and writable by it alone, in
     * the temp folder (which every user may search): the children's runtime files are public
     * (sqlite-jdbc, lab-api, the host, their class-data archives), and the grader's cache is not.
     * One left by anyone else, or writable by others, is removed and made again.
     */
    @Override
    public synchronized Path childrenCache(Path cacheRoot) throws IOException {
        if (childrenFolder != null) {
            return childrenFolder;
        }
        Path tmp = Path.of(System.getProperty("java.io.tmpdir")).toAbsolutePath();
        Path folder = tmp.resolve("idemlab-children-" + AccountIds.graderUid());
        if (Files.exists(folder) && !ownedAndClosed(folder)) {
            Folders.delete(folder);
        }
        Files.createDirectories(folder);
        OtherUsers.setModes(folder, "rwxr-xr-x");
        OtherUsers.firstBarrier(folder, PosixFilePermission.OTHERS_EXECUTE).ifPresent(barrier -> {
            throw new IllegalStateException("the accounts confinement needs " + barrier + " searchable by every user");
        });
        childrenFolder = folder;
        return folder;
    }

    /** A copy of the submission's classes in the run's folder that only the run's group may read. */
    @Override
    public Path visibleClasses(Path runDir, Path classes) throws IOException {
        Path existing = runCopies.get(runDir);
        if (existing != null) {
            return existing;
        }
        long group = groupOf(runDir);
        Path copy = runDir.resolve("submission-classes");
        copyTree(classes, copy, group);
        runCopies.put(runDir, copy);
        return copy;
    }

    private long groupOf(Path runDir) {
        return runGroups.computeIfAbsent(runDir.toAbsolutePath().normalize(), dir -> AccountIds.nextGroup());
    }

    /**
     * The run's folder and the judge's searchable by its user (not listable); its temp folder,
     * where it, its subject and its fault children write everything, its user's alone; its job
     * file root's alone (the judge reads it by its capability).
     */
    private static void prepareFolders(Path home, long user, long group) throws IOException {
        Path runDir = home.getParent();
        OtherUsers.firstBarrier(runDir.getParent(), PosixFilePermission.OTHERS_EXECUTE).ifPresent(barrier -> {
            throw new IllegalStateException("the accounts confinement needs " + barrier + " searchable by every user"
                    + " (it holds the judges' temp folders)");
        });
        OtherUsers.setModes(runDir, "rwx--x--x");
        OtherUsers.setModes(home, "rwx--x--x");
        try (Stream<Path> files = Files.list(home)) {
            for (Path file : files.toList()) {
                if (Files.isRegularFile(file)) {
                    OtherUsers.setModes(file, "rw-------");
                }
            }
        }
        Path tmp = home.resolve(Bubblewrap.SCRATCH);
        Files.createDirectories(tmp);
        chown(tmp, user, group);
        OtherUsers.setModes(tmp, "rwx------");
    }

    private static void copyTree(Path from, Path to, long group) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path source : walk.toList()) {
                Path target = to.resolve(from.relativize(source).toString());
                if (Files.isDirectory(source)) {
                    Files.createDirectories(target);
                    OtherUsers.setModes(target, "rwxr-x---");
                } else if (Files.isRegularFile(source)) {
                    Files.copy(source, target);
                    OtherUsers.setModes(target, "rw-r-----");
                }
                Files.setAttribute(target, "unix:gid", (int) group);
            }
        }
    }

    private static void chown(Path path, long user, long group) throws IOException {
        Files.setAttribute(path, "unix:uid", (int) user);
        Files.setAttribute(path, "unix:gid", (int) group);
    }

    private static boolean ownedAndClosed(Path folder) throws IOException {
        var modes = Files.getPosixFilePermissions(folder);
        return AccountSweep.ownerUid(folder) == AccountIds.graderUid() && !modes.contains(PosixFilePermission.GROUP_WRITE)
                && !modes.contains(PosixFilePermission.OTHERS_WRITE);
    }

    /** setpriv down to the judge's user and group, keeping only the judge's capabilities, and none for what it execs beyond them. */
    private static List<String> judgeUser(long user, long group) {
        // no_setuid_fixup: without it the kernel's access(2) ignores the capabilities of a user that is
        // not root, and the JDK asks access(2) before it opens a jar as a file system (the checks' own).
        return List.of(SETPRIV, "--reuid=" + user, "--regid=" + group, "--clear-groups",
                "--securebits=+no_setuid_fixup", "--inh-caps=" + JUDGE_CAPS,
                "--ambient-caps=" + JUDGE_CAPS, "--bounding-set=" + JUDGE_CAPS, "--no-new-privs", "--");
    }

    private static boolean isRoot() {
        return AccountIds.graderUid() == 0;
    }
}
