package grader.process.sandbox;

import grader.model.SandboxReport;
import grader.process.ChildProcess;
import grader.process.Confinement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Map;
import java.time.Duration;

/**
 * The sandbox made with bubblewrap: new user, pid, network, mount, IPC and UTS namespaces,
 * uid 65534 inside, no capabilities, a new session, a root of read-only bindings of exactly
 * the system folders, the JDK and the paths a child needs, an empty {@code /tmp}, and one
 * writable folder. The child is pid 1's child in its pid namespace: when it dies, so does
 * everything it started, double-forked or not. Limits: a pids and a memory cgroup where the
 * machine allows, else an address-space limit; always a file-size and a core limit.
 */
public final class Bubblewrap implements Sandbox {
    /** System folders a JVM and the {@code kill} command need; missing ones are skipped. */
    private static final List<String> SYSTEM = List.of("/usr", "/bin", "/lib", "/lib64", "/sbin");

    private final String bwrap;
    private final Limits limits;

    /** What one confined child may use. */
    public record Limits(long memoryBytes, int tasks, long fileBytes, long scratchBytes, long sharedMemoryBytes) {
        /**
         * Room for a judge JVM (384 MB heap) and the few fault children its crash checks run at
         * once; the checks' databases are kilobytes, so 512 MB of files and 256 MB of shared
         * memory in all leave correct code far from the bound.
         */
        public static final Limits DEFAULT = new Limits(2L << 30, 1024, 256L << 20, 512L << 20, 256L << 20);
    }

    /**
     * The sandboxed child's temp folder, under its writable folder: a tmpfs of
     * {@link Limits#scratchBytes} mounted over it, so that everything the judge, its subject and
     * its fault children write (they all write below it) is bounded in total, not only per file,
     * and never reaches the machine's disk.
     */
    public static final String SCRATCH = "tmp";

    private Bubblewrap(String bwrap, Limits limits) {
        this.bwrap = bwrap;
        this.limits = limits;
    }

    /** The sandbox, when bubblewrap is installed and this machine lets it make its namespaces. */
    public static Optional<Bubblewrap> probe(Limits limits) {
        Optional<String> found = onPath("bwrap");
        if (found.isEmpty()) {
            return Optional.empty();
        }
        Bubblewrap sandbox = new Bubblewrap(found.get(), limits);
        List<String> probe = new ArrayList<>(sandbox.options(null, List.of()));
        probe.add("true");
        try {
            return ChildProcess.run("sandbox-probe", probe, Duration.ofSeconds(10)).succeeded()
                    ? Optional.of(sandbox) : Optional.empty();
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    @Override
    public Confinement confine(Path writable, List<Path> readable) {
        CgroupLimits groups = CgroupLimits.make(limits.memoryBytes(), limits.tasks());
        List<String> prefix = groups.wrap(options(writable, readable));
        List<String> rlimits = new ArrayList<>(List.of("/usr/bin/prlimit", "--core=0",
                "--fsize=" + limits.fileBytes()));
        if (!groups.boundsMemory()) {
            // No memory cgroup: bound each process's address space instead (a JVM reserves more than it uses).
            rlimits.add("--as=" + 2 * limits.memoryBytes());
        }
        rlimits.add("--");
        List<String> words = new ArrayList<>(prefix);
        words.addAll(rlimits);
        return Confinement.prefixed(words, groups::release);
    }

    @Override
    public boolean confines() {
        return true;
    }

    @Override
    public SandboxReport report() {
        return new SandboxReport(SandboxReport.BUBBLEWRAP, "bubblewrap: user, pid, IPC, UTS, mount and network"
                + " namespaces of its own (loopback only), uid 65534, no capabilities, a read-only view of the JDK and"
                + " the grader's runtime (no checks' sources, no reference, no other submission), "
                + (limits.memoryBytes() >> 20) + " MB of memory and " + limits.tasks() + " tasks (cgroups, else rlimits),"
                + " files of at most " + (limits.fileBytes() >> 20) + " MB and " + (limits.scratchBytes() >> 20)
                + " MB in all; the subject and fault children nested in a second sandbox");
    }

    @Override
    public List<String> judgeFlags(List<String> submissionClasses) {
        return NestedSandbox.judgeFlags(bwrap, submissionClasses);
    }

    /** bwrap and its options up to and including {@code --}. */
    private List<String> options(Path writable, List<Path> readable) {
        List<String> words = new ArrayList<>(List.of(bwrap, "--unshare-all", "--unshare-user", "--uid", "65534",
                "--gid", "65534", "--die-with-parent", "--new-session", "--cap-drop", "ALL", "--clearenv",
                "--setenv", "PATH", "/usr/bin:/bin", "--setenv", "LANG", "C.UTF-8"));
        // First the fresh /proc, /dev and /tmp, so that bindings below /tmp stay visible over the empty one.
        words.addAll(List.of("--proc", "/proc", "--dev", "/dev", "--tmpfs", "/tmp"));
        // /dev/shm (where the batch checks keep in-memory databases) bounded in total too.
        words.addAll(List.of("--size", Long.toString(limits.sharedMemoryBytes()), "--tmpfs", "/dev/shm"));
        List<Path> bound = new ArrayList<>(readable);
        // The judge nests its children's sandbox with this very bwrap: outside the system folders
        // (a copy on the PATH) it must be bound too, or every child fails to start.
        Path own = Path.of(bwrap).toAbsolutePath().normalize();
        if (SYSTEM.stream().noneMatch(own::startsWith)) {
            bound.add(own);
        }
        readableRoots(bound).forEach((inside, real) ->
                words.addAll(List.of("--ro-bind", real.toString(), inside.toString())));
        if (writable != null) {
            words.addAll(List.of("--bind", writable.toString(), writable.toString(),
                    "--setenv", "HOME", writable.toString(), "--chdir", writable.toString()));
            Path scratch = writable.resolve(SCRATCH);
            if (Files.isDirectory(scratch)) {
                words.addAll(List.of("--size", Long.toString(limits.scratchBytes()), "--tmpfs", scratch.toString()));
            }
        }
        // The folders made to hold the bindings live on the sandbox's own root and /tmp: read-only
        // too, so no write can seem to have reached a path outside (a checkout under /tmp, say).
        // Every write goes to the one writable folder, which is a mount of its own and stays writable.
        words.addAll(List.of("--remount-ro", "/tmp", "--remount-ro", "/", "--"));
        return words;
    }

    /** Each path as the child names it, mapped to the real file it stands for; missing ones are left out. */
    static Map<Path, Path> readableRoots(List<Path> readable) {
        List<Path> all = new ArrayList<>();
        SYSTEM.stream().map(Path::of).forEach(all::add);
        all.add(Path.of(System.getProperty("java.home")));
        // Debian's JDK keeps its conf files here, linked from java.home.
        all.add(Path.of("/etc/java-" + Runtime.version().feature() + "-openjdk"));
        all.addAll(readable);
        Map<Path, Path> roots = new LinkedHashMap<>();
        for (Path path : all) {
            realPath(path).ifPresent(real -> roots.putIfAbsent(path.toAbsolutePath().normalize(), real));
        }
        return roots;
    }

    private static Optional<Path> realPath(Path path) {
        try {
            return Optional.of(path.toRealPath());
        } catch (IOException missing) {
            return Optional.empty();
        }
    }

    private static Optional<String> onPath(String name) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin:/bin");
        for (String dir : path.split(":")) {
            Path candidate = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isExecutable(candidate)) {
                return Optional.of(candidate.toString());
            }
        }
        return Optional.empty();
    }
}
