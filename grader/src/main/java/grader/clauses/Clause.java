package grader.clauses;

import java.util.List;

/**
 * One clause of a lab's contract, as {@code fixtures/clauses/<lab>.json} lists it: the checks
 * that enforce it (full ids), the exploring checks whose generated calls reach it
 * ({@code generators}, optional), and the authored mutants (file names without .json) that break it.
 */
public record Clause(String id, int step, String text, String source, List<String> checks, List<String> generators,
        List<String> mutants) {
    public Clause {
        checks = List.copyOf(checks);
        generators = List.copyOf(generators);
        mutants = List.copyOf(mutants);
    }
}
