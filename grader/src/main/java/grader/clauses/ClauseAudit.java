package grader.clauses;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.clauses.ClauseProblem.Kind;
import grader.labs.Lab;

/**
 * What a lab's clause matrix lacks against the lab itself: every clause needs a check that
 * exists and an authored mutant of the same lab, every generator it names must be a check of
 * the lab, every step needs a clause, and every check and every authored mutant of the lab
 * must serve some clause.
 */
public final class ClauseAudit {
    private ClauseAudit() {
    }

    /**
     * The gaps of {@code matrix}, given the lab's discovered check ids and its authored mutants
     * (file name without .json to the lab its file names); empty when there is none.
     */
    public static List<ClauseProblem> problems(ClauseMatrix matrix, List<String> checkIds,
            Map<String, String> mutantLabs) {
        String file = ClauseMatrix.pathOf(matrix.lab());
        List<ClauseProblem> problems = new ArrayList<>(matrix.formatProblems());
        Set<String> seen = new HashSet<>();
        Set<String> namedChecks = new HashSet<>();
        Set<String> namedMutants = new HashSet<>();
        Set<Integer> steps = new HashSet<>();
        for (Clause clause : matrix.clauses()) {
            if (!seen.add(clause.id())) {
                problems.add(ClauseProblem.of(Kind.DUPLICATE_ID, clause.id(), file));
            }
            steps.add(clause.step());
            namedChecks.addAll(clause.checks());
            namedMutants.addAll(clause.mutants());
            problems.addAll(clauseGaps(clause, matrix.lab().id(), checkIds, mutantLabs));
        }
        if (!matrix.clauses().isEmpty()) {
            for (int step = 1; step <= Lab.STEPS; step++) {
                if (!steps.contains(step)) {
                    problems.add(ClauseProblem.of(Kind.STEP_WITHOUT_CLAUSE, "", file, String.valueOf(step)));
                }
            }
        }
        for (String check : checkIds) {
            if (!namedChecks.contains(check)) {
                problems.add(ClauseProblem.of(Kind.CHECK_UNNAMED, "", file, check));
            }
        }
        for (String mutant : new LinkedHashSet<>(mutantLabs.keySet())) {
            if (!namedMutants.contains(mutant)) {
                problems.add(ClauseProblem.of(Kind.MUTANT_UNNAMED, "", file, mutant, matrix.lab().id()));
            }
        }
        return problems;
    }

    private static List<ClauseProblem> clauseGaps(Clause clause, String lab, List<String> checkIds,
            Map<String, String> mutantLabs) {
        String file = ClauseMatrix.pathOf(Lab.byId(lab).orElseThrow());
        List<ClauseProblem> gaps = new ArrayList<>();
        if (clause.checks().isEmpty()) {
            gaps.add(ClauseProblem.of(Kind.NO_CHECK, clause.id(), file));
        }
        for (String check : clause.checks()) {
            if (!checkIds.contains(check)) {
                gaps.add(ClauseProblem.of(Kind.UNKNOWN_CHECK, clause.id(), file, check, lab));
            }
        }
        for (String generator : clause.generators()) {
            if (!checkIds.contains(generator)) {
                gaps.add(ClauseProblem.of(Kind.UNKNOWN_GENERATOR, clause.id(), file, generator, lab));
            }
        }
        if (clause.mutants().isEmpty()) {
            gaps.add(ClauseProblem.of(Kind.NO_MUTANT, clause.id(), file, lab));
        }
        for (String mutant : clause.mutants()) {
            String mutantLab = mutantLabs.get(mutant);
            if (mutantLab == null) {
                gaps.add(ClauseProblem.of(Kind.UNKNOWN_MUTANT, clause.id(), file, mutant, lab));
            } else if (!mutantLab.equals(lab)) {
                gaps.add(ClauseProblem.of(Kind.MUTANT_OF_OTHER_LAB, clause.id(), file, mutant, mutantLab, lab));
            }
        }
        return gaps;
    }
}
