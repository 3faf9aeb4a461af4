package grader.clauses;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a lab's clause matrix lacks, one line per gap: every clause needs a check that exists
 * and an authored mutant of the same lab, and every check and every authored mutant of the
 * lab must serve some clause.
 */
public final class ClauseAudit {
    private ClauseAudit() {
    }

    /**
     * The gaps of {@code matrix}, given the lab's discovered check ids and its authored mutants
     * (file name without .json to the lab its file names); empty when there is none.
     */
    public static List<String> problems(ClauseMatrix matrix, List<String> checkIds, Map<String, String> mutantLabs) {
        List<String> problems = new ArrayList<>(matrix.formatProblems());
        Set<String> seen = new HashSet<>();
        Set<String> namedChecks = new HashSet<>();
        Set<String> namedMutants = new HashSet<>();
        for (Clause clause : matrix.clauses()) {
            if (!seen.add(clause.id())) {
                problems.add("clause id " + clause.id() + " is used twice");
            }
            namedChecks.addAll(clause.checks());
            namedMutants.addAll(clause.mutants());
            problems.addAll(clauseGaps(clause, matrix.lab().id(), checkIds, mutantLabs));
        }
        for (String check : checkIds) {
            if (!namedChecks.contains(check)) {
                problems.add("check " + check + " is named by no clause");
            }
        }
        for (String mutant : new LinkedHashSet<>(mutantLabs.keySet())) {
            if (!namedMutants.contains(mutant)) {
                problems.add("mutant " + mutant + " is named by no clause");
            }
        }
        return problems;
    }

    private static List<String> clauseGaps(Clause clause, String lab, List<String> checkIds,
            Map<String, String> mutantLabs) {
        List<String> gaps = new ArrayList<>();
        String where = "clause " + clause.id();
        if (clause.checks().isEmpty()) {
            gaps.add(where + " names no check");
        }
        for (String check : clause.checks()) {
            if (!checkIds.contains(check)) {
                gaps.add(where + " names check " + check + ", which the lab does not have");
            }
        }
        if (clause.mutants().isEmpty()) {
            gaps.add(where + " names no mutant");
        }
        for (String mutant : clause.mutants()) {
            String mutantLab = mutantLabs.get(mutant);
            if (mutantLab == null) {
                gaps.add(where + " names mutant " + mutant + ", which has no file fixtures/mutants/" + lab + "/"
                        + mutant + ".json");
            } else if (!mutantLab.equals(lab)) {
                gaps.add(where + " names mutant " + mutant + ", whose file says lab " + mutantLab);
            }
        }
        return gaps;
    }
}
