package grader.mutants;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.time.Duration;
import java.util.List;
import grader.process.ChildProcess;
import grader.submission.GraderVersion;

/**
 * What a mutant report must say about the run so that it can be compared with another:
 * the seed, when it ran, the commit of the repository (null outside git), the grader version.
 */
public record RunInfo(long seed, String date, String commit, String graderVersion) {

    static RunInfo now(Path root, long seed) {
        return new RunInfo(seed, Instant.now().truncatedTo(ChronoUnit.SECONDS).toString(), commitOf(root),
                GraderVersion.get());
    }

    /** The HEAD commit of {@code root}, with "+changes" when the work tree differs from it; null without git. */
    static String commitOf(Path root) {
        String head = git(root, "rev-parse", "HEAD");
        if (head == null) {
            return null;
        }
        String changes = git(root, "status", "--porcelain", "--untracked-files=no");
        return changes == null || changes.isEmpty() ? head : head + "+changes";
    }

    private static String git(Path root, String... args) {
        String[] command = new String[args.length + 3];
        command[0] = "git";
        command[1] = "-C";
        command[2] = root.toString();
        System.arraycopy(args, 0, command, 3, args.length);
        try {
            ChildProcess.Ran git = ChildProcess.run("git", List.of(command), Duration.ofSeconds(10));
            return git.succeeded() ? git.stdout() : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }
}
