package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import grader.model.CheckResult;

/**
 * One mutant ({@code --only}) made into an ordinary submission: its lab's reference files with
 * the change applied, written to a folder, and the {@code ./grade} command that grades its first
 * failing check again with the run's seed. The mutant worker is the only place a mutant is
 * graded otherwise, and an author who wants to see a check's failure in full (its state dump,
 * its thread dump) or change a check and retry needs the plain grade of it.
 *
 * @param mutantId the mutant
 * @param checkId  its first failing check, or null when it survived
 * @param message  that check's message, or the outcome's reason when no check failed
 * @param folder   the submission: the lab's reference files, the mutant's one changed
 * @param command  the command that grades the check (or, for a survivor, the target step) again
 */
public record MutantReproduction(String mutantId, String checkId, String message, Path folder, String command) {

    /** Writes the submission of {@code outcome} under {@code into} and names the command that grades it. */
    static MutantReproduction of(MutantOutcome outcome, Path referenceSources, Path into, long seed)
            throws IOException {
        Mutant m = outcome.mutant();
        Path folder = into.resolve(m.id().replaceAll("[^A-Za-z0-9._-]", "-"));
        writeSubmission(m, referenceSources, folder);
        String grade = "./grade " + m.lab() + " " + folder;
        CheckResult check = outcome.firstFailingCheck().orElse(null);
        if (check == null) {
            int step = Math.max(1, m.targetStep());
            return new MutantReproduction(m.id(), null, outcome.reason(), folder,
                    grade + " --step " + step + " --seed " + seed);
        }
        return new MutantReproduction(m.id(), check.id(), check.message(), folder,
                grade + " --check " + check.id() + " --seed " + seed);
    }

    /** The files of the mutant's lab folder, copied fresh, its own file with the change applied. */
    private static void writeSubmission(Mutant m, Path referenceSources, Path folder) throws IOException {
        Path original = referenceSources.resolve(m.file());
        Path target = folder.resolve(m.file());
        grader.process.Folders.deleteQuietly(folder);
        Files.createDirectories(target.getParent());
        try (Stream<Path> files = Files.list(original.getParent())) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                Files.copy(file, target.getParent().resolve(file.getFileName()));
            }
        }
        Files.writeString(target, m.applyTo(Files.readString(original)));
    }
}
