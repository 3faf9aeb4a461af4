package grader.clauses;

import java.util.List;
import java.util.Map;

/** The clause matrices at a glance, as a Markdown table the docs can cite: per lab, clauses, checks, mutants. */
public final class ClauseTable {
    private ClauseTable() {
    }

    /** One row per lab: how many clauses, and how many of its checks and mutants the clauses name. */
    public static String render(List<ClauseMatrix> matrices, Map<String, List<String>> checksByLab,
            Map<String, Map<String, String>> mutantsByLab) {
        StringBuilder out = new StringBuilder("| lab | clauses | checks named / all | mutants named / all |\n"
                + "|---|---|---|---|\n");
        for (ClauseMatrix matrix : matrices) {
            String lab = matrix.lab().id();
            List<String> checks = checksByLab.getOrDefault(lab, List.of());
            Map<String, String> mutants = mutantsByLab.getOrDefault(lab, Map.of());
            long namedChecks = checks.stream().filter(c -> names(matrix, c, true)).count();
            long namedMutants = mutants.keySet().stream().filter(m -> names(matrix, m, false)).count();
            out.append("| ").append(lab).append(" | ").append(matrix.clauses().size())
                    .append(" | ").append(namedChecks).append(" / ").append(checks.size())
                    .append(" | ").append(namedMutants).append(" / ").append(mutants.size()).append(" |\n");
        }
        return out.toString();
    }

    private static boolean names(ClauseMatrix matrix, String name, boolean check) {
        return matrix.clauses().stream().anyMatch(c -> (check ? c.checks() : c.mutants()).contains(name));
    }
}
