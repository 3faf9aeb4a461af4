package grader.process.sandbox;

import grader.model.SandboxReport;
import grader.process.Confinement;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Where a sandboxed judge starts the processes that run submission code (the subject, fault
 * children): a second bubblewrap inside the judge's, with a user and a pid namespace of its
 * own and no {@code /proc}. The judge is outside that pid namespace, so the child cannot name
 * it: no signal, ptrace, {@code /proc/<pid>/mem} or attach can reach it, and when the child
 * dies so does everything it started. The network namespace stays the judge's (loopback only),
 * so the checks' peers and the child reach each other on 127.0.0.1. It may write only the
 * judge's temp folder and {@code /dev/shm} (its own temp folder and the checks' database files,
 * both private to the judge's sandbox) and read only the
 * system folders, the JDK and the paths it is given; the judge's own folder (its job file, the
 * coordinator's event socket) is not in its view.
 */
public final class NestedSandbox implements Sandbox {
    /** Set on a judge's command line when the judge is sandboxed: the bwrap to nest. */
    public static final String BWRAP_PROPERTY = "idemlab.subject.bwrap";
    /** The submission's class path, which every child of the judge may read. */
    public static final String SUBMISSION_PROPERTY = "idemlab.subject.readable";

    private static final Path SHARED_MEMORY = Path.of("/dev/shm");

    private final String bwrap;
    private final List<Path> submission;

    private NestedSandbox(String bwrap, List<Path> submission) {
        this.bwrap = bwrap;
        this.submission = List.copyOf(submission);
    }

    /** The judge's command-line flags that make its children confined; call only for a sandboxed judge. */
    public static List<String> judgeFlags(String bwrap, List<String> submissionClasses) {
        return List.of("-D" + BWRAP_PROPERTY + "=" + bwrap,
                "-D" + SUBMISSION_PROPERTY + "=" + String.join(File.pathSeparator, submissionClasses));
    }

    /** The sandbox of this JVM's children: nested when this JVM was started sandboxed, else none. */
    public static Sandbox ofThisJudge() {
        String bwrap = System.getProperty(BWRAP_PROPERTY);
        if (bwrap == null || bwrap.isEmpty()) {
            return Sandbox.NONE;
        }
        List<Path> submission = Arrays.stream(System.getProperty(SUBMISSION_PROPERTY, "").split(File.pathSeparator))
                .filter(entry -> !entry.isEmpty()).map(Path::of).toList();
        return new NestedSandbox(bwrap, submission);
    }

    @Override
    public Confinement confine(Path writable, List<Path> readable) {
        List<Path> all = new ArrayList<>(readable);
        all.addAll(submission);
        return Confinement.prefixed(options(writable, all), () -> { });
    }

    @Override
    public boolean confines() {
        return true;
    }

    @Override
    public SandboxReport report() {
        return new SandboxReport(SandboxReport.BUBBLEWRAP, "bubblewrap nested in the judge's: a user and pid namespace"
                + " of its own, no /proc, the judge's loopback-only network, writable only the judge's bounded temp"
                + " folder and /dev/shm");
    }

    private List<String> options(Path writable, List<Path> readable) {
        String javaLib = Path.of(System.getProperty("java.home"), "lib").toString();
        // No /proc here: the judge's sandbox covers parts of its own, so the kernel refuses a fresh
        // one in a nested pid namespace. The loader finds the JDK's libraries through /proc/self/exe;
        // without it, it needs their folders named.
        List<String> words = new ArrayList<>(List.of(bwrap, "--unshare-user", "--unshare-pid", "--unshare-ipc",
                "--unshare-uts", "--disable-userns", "--uid", "65534", "--gid", "65534", "--die-with-parent",
                "--new-session", "--cap-drop", "ALL", "--clearenv", "--setenv", "PATH", "/usr/bin:/bin",
                "--setenv", "LANG", "C.UTF-8", "--setenv", "LD_LIBRARY_PATH", javaLib + ":" + javaLib + "/server",
                "--dev", "/dev", "--tmpfs", "/tmp"));
        if (Files.isDirectory(SHARED_MEMORY)) {
            // The batch checks keep their databases in memory: the judge's /dev/shm, private to its sandbox.
            words.addAll(List.of("--bind", SHARED_MEMORY.toString(), SHARED_MEMORY.toString()));
        }
        Bubblewrap.readableRoots(readable).forEach((inside, real) ->
                words.addAll(List.of("--ro-bind", real.toString(), inside.toString())));
        Optional.ofNullable(writable).ifPresent(dir -> words.addAll(List.of("--bind", dir.toString(), dir.toString(),
                "--setenv", "HOME", dir.toString())));
        // The tmpfs at /tmp holds the parents of bound paths under /tmp (a checkout there): read-only too.
        words.addAll(List.of("--remount-ro", "/tmp", "--remount-ro", "/", "--"));
        return words;
    }
}
