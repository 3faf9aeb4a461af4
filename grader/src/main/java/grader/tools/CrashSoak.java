package grader.tools;

import grader.process.Folders;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.mutants.AuthoredMutant;
import grader.mutants.MutantApplier;
import grader.submission.LoadedSubmission;
import grader.submission.SourceSubmission;

/**
 * Runs every crash and stall check many times in a row: on the reference each must pass
 * every time, and each crash-only wrong change must be rejected every time. Prints the
 * counts. Run by {@code scripts/crash-soak ROOT [ROUNDS]}; not part of the build.
 */
public final class CrashSoak {
    private CrashSoak() {
    }

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]).toAbsolutePath();
        int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 20;
        Path work = Files.createTempDirectory("idemlab-soak-");
        try {
            LoadedSubmission reference = compile(root.resolve("reference-impl/src/main/java"), work.resolve("ref"));
            for (Lab lab : Lab.values()) {
                Map<String, Integer> passed = soak(reference, lab, rounds);
                passed.forEach((id, n) -> System.out.printf("reference  %-62s passed %2d/%d%n", id, n, rounds));
            }
            Path mutants = root.resolve("fixtures/mutants");
            for (AuthoredMutant mutant : Files.isDirectory(mutants) ? AuthoredMutant.readAll(mutants) : List.<AuthoredMutant>of()) {
                if (mutant.crashOnly()) {
                    soakMutant(root, work, mutant, rounds);
                }
            }
        } finally {
            Folders.delete(work);
        }
    }

    private static void soakMutant(Path root, Path work, AuthoredMutant mutant, int rounds) throws Exception {
        Path sources = work.resolve(mutant.name() + "-src");
        MutantApplier.apply(mutant, root.resolve("reference-impl/src/main/java"), sources);
        LoadedSubmission submission = compile(sources, work.resolve(mutant.name() + "-classes"));
        Lab lab = Lab.byId(mutant.lab()).orElseThrow();
        int rejected = 0;
        for (int i = 0; i < rounds; i++) {
            Map<String, Integer> passed = soak(submission, lab, 1);
            boolean failedAtTarget = passed.entrySet().stream()
                    .anyMatch(e -> e.getKey().startsWith(lab.id() + "." + mutant.step() + ".") && e.getValue() == 0);
            rejected += failedAtTarget ? 1 : 0;
        }
        System.out.printf("mutant     %-62s rejected at step %d %2d/%d%n", mutant.lab() + "/" + mutant.name(),
                mutant.step(), rejected, rounds);
    }

    private static LoadedSubmission compile(Path sources, Path classes) throws Exception {
        SourceSubmission.Outcome outcome = SourceSubmission.load(sources, classes);
        if (!outcome.compiled()) {
            throw new IllegalStateException("does not compile: " + outcome.problems());
        }
        return outcome.submission();
    }

    /** How many of {@code rounds} runs each crash or stall check of {@code lab} passed. */
    static Map<String, Integer> soak(LoadedSubmission submission, Lab lab, int rounds) {
        Map<String, Integer> passed = new TreeMap<>();
        for (int i = 0; i < rounds; i++) {
            for (CheckResult result : CrashChecks.run(submission, lab, i)) {
                passed.merge(result.id(), result.status().passed() ? 1 : 0, Integer::sum);
            }
        }
        return passed;
    }
}
