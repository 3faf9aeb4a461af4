package grader.clauses;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import grader.clauses.ClauseProblem.Kind;
import grader.coordinator.CheckPlan;
import grader.labs.Lab;
import grader.mutants.AuthoredMutant;

/**
 * Everything that must agree with a lab's clause matrix, checked in one place for the build's
 * tests and for {@code ./grade clauses} alike: the matrix against the lab's checks and authored
 * mutants ({@link ClauseAudit}), the kit texts in both languages ({@link KitTextClauses}), and
 * the clause table of the lab's docs page ({@link ClauseDocsTable}).
 */
public final class ClauseReview {
    private ClauseReview() {
    }

    /** The matrix of {@code lab} in the repository at {@code root}, with what it lacks. */
    public record Finding(Lab lab, int clauses, List<ClauseProblem> problems) {
        public Finding {
            problems = List.copyOf(problems);
        }
    }

    /** Reviews {@code lab}'s matrix in the repository at {@code root}. */
    public static Finding of(Path root, Lab lab) throws IOException {
        Path file = ClauseMatrix.fileOf(root.resolve("fixtures/clauses"), lab);
        if (!Files.isRegularFile(file)) {
            return new Finding(lab, 0, List.of(ClauseProblem.of(Kind.MATRIX_MISSING, "", ClauseMatrix.pathOf(lab),
                    lab.id())));
        }
        ClauseMatrix matrix = ClauseMatrix.read(file, lab);
        List<ClauseProblem> problems = new ArrayList<>(
                ClauseAudit.problems(matrix, CheckPlan.allIds(lab), mutantLabs(root.resolve("fixtures/mutants"), lab)));
        problems.addAll(KitTextClauses.problems(matrix, read(root, KitTextClauses.pathOf(lab, "README.md")),
                read(root, KitTextClauses.pathOf(lab, "README.ko.md"))));
        problems.addAll(ClauseDocsTable.problems(matrix, read(root, ClauseDocsTable.pathOf(lab))));
        return new Finding(lab, matrix.clauses().size(), problems);
    }

    /** The authored mutants in the lab's folder, by file name, with the lab their file names. */
    public static Map<String, String> mutantLabs(Path mutantsDir, Lab lab) throws IOException {
        Map<String, String> mutants = new LinkedHashMap<>();
        if (!Files.isDirectory(mutantsDir)) {
            return mutants;
        }
        for (Path file : AuthoredMutant.files(mutantsDir)) {
            if (file.getParent().getFileName().toString().equals(lab.id())) {
                AuthoredMutant mutant = AuthoredMutant.read(file);
                mutants.put(mutant.name(), mutant.lab());
            }
        }
        return mutants;
    }

    /** A file of the repository, or nothing when it is missing (each review then says what is not there). */
    private static String read(Path root, String file) throws IOException {
        Path path = root.resolve(file);
        return Files.isRegularFile(path) ? Files.readString(path) : "";
    }
}
