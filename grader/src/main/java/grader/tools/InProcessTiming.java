package grader.tools;

import grader.judge.CheckLauncher;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import grader.labs.Lab;
import grader.model.LabResult;
import grader.process.Folders;
import grader.submission.SourceSubmission;

/**
 * The baseline of scripts/bench-grade: the same checks as {@code ./grade}, run in this one
 * JVM with no isolation. Prints the compile time, the checks' own time and how many passed.
 */
public final class InProcessTiming {
    private InProcessTiming() {
    }

    /** {@code args[0]}: a folder of sources; {@code args[1]}: the seed. */
    public static void main(String[] args) throws IOException {
        Path classes = Files.createTempDirectory("idemlab-bench-");
        try {
            long compileStart = System.nanoTime();
            SourceSubmission.Outcome outcome = SourceSubmission.load(Path.of(args[0]), classes);
            long compileMillis = (System.nanoTime() - compileStart) / 1_000_000;
            if (!outcome.compiled()) {
                throw new IllegalStateException("does not compile: " + outcome.problems());
            }
            long seed = Long.parseLong(args[1]);
            long start = System.nanoTime();
            int checks = 0;
            int passed = 0;
            for (Lab lab : Lab.values()) {
                if (outcome.submission().implementationOf(lab).isEmpty()) {
                    continue;
                }
                LabResult result = CheckLauncher.grade(outcome.submission(), lab, Lab.STEPS, seed);
                for (var step : result.steps()) {
                    checks += step.checks().size();
                    passed += (int) step.checks().stream().filter(c -> c.status().passed()).count();
                }
            }
            // Machine-readable for the script: compile ms, checks ms, passed, checks.
            System.out.printf("%d %d %d %d%n", compileMillis, (System.nanoTime() - start) / 1_000_000, passed, checks);
        } finally {
            Folders.deleteQuietly(classes);
        }
    }
}
