package grader.tools;

import grader.process.ChildProcess;
import grader.process.Confinement;
import grader.process.OutputTail;
import grader.process.sandbox.Bubblewrap;
import grader.process.sandbox.SandboxChoice;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Runs one command in the sandbox a worker gets (bubblewrap, cgroups, limits), with this JVM's
 * class path and the given folders readable and a fresh folder writable; its output is printed
 * when it ends (the last 64 KiB of each stream). For measuring and trying the sandbox by hand, e.g. {@code scripts/bench-kill-cycle}.
 * Usage: {@code RunSandboxed READABLE[:READABLE...] -- COMMAND...}, where {@code @HOME@} in the command names
 * the writable folder; exits with the command's status.
 */
public final class RunSandboxed {
    private RunSandboxed() {
    }

    private static final String HOME_WORD = "@HOME@";

    public static void main(String[] args) throws Exception {
        Bubblewrap sandbox = Bubblewrap.probe(Bubblewrap.Limits.DEFAULT).orElseThrow(() ->
                new IllegalStateException(SandboxChoice.UNAVAILABLE));
        List<Path> readable = new ArrayList<>();
        Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator)).map(Path::of)
                .forEach(readable::add);
        Arrays.stream(args[0].split(File.pathSeparator)).filter(s -> !s.isEmpty()).map(Path::of).forEach(readable::add);
        Path home = Files.createTempDirectory("idemlab-sandboxed-");
        // The sandbox's /tmp is read-only: a command that needs a temp folder names its own as @HOME@.
        List<String> command = List.of(args).subList(2, args.length).stream()
                .map(word -> word.replace(HOME_WORD, home.toString())).toList();
        Confinement confinement = sandbox.confine(home, readable);
        Integer status;
        try (ChildProcess child = ChildProcess.start("sandboxed", command, home, home, confinement)) {
            status = child.exitStatus(Long.MAX_VALUE);
            System.out.println(child.stdoutTail(OutputTail.CAPACITY));
            System.err.println(child.stderrTail(OutputTail.CAPACITY));
        }
        // Only now, with the child closed (folder deleted, cgroups removed): exit skips what is still open.
        System.exit(status == null ? 1 : status);
    }
}
