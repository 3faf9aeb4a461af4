package grader.mutants;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The generated mutants a {@code --sample N} run grades: N spread evenly over those not
 * recorded equivalent. An equivalent mutant's verdict is known without grading, so it would
 * only take a slot from one that can tell something.
 *
 * @param generated  how many mutants the generator made
 * @param equivalent how many of them equivalent.json names, left out before sampling
 * @param picked     the mutants to grade
 */
public record GeneratedSample(int generated, int equivalent, List<Mutant> picked) {

    public GeneratedSample {
        picked = List.copyOf(picked);
    }

    static GeneratedSample of(List<Mutant> generated, int size, Predicate<Mutant> equivalent) {
        List<Mutant> open = generated.stream().filter(equivalent.negate()).toList();
        return new GeneratedSample(generated.size(), generated.size() - open.size(), spread(open, size));
    }

    /** Every k-th mutant, spread over the whole list, when only {@code size} are asked for. */
    private static List<Mutant> spread(List<Mutant> mutants, int size) {
        if (size >= mutants.size()) {
            return mutants;
        }
        List<Mutant> picked = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            picked.add(mutants.get((int) ((long) i * mutants.size() / size)));
        }
        return picked;
    }

    /** {@code 16 of 230 generated mutants (12 recorded equivalent left out)}. */
    public String line() {
        return picked.size() + " of " + generated + " generated mutants (" + equivalent
                + " recorded equivalent left out before sampling)";
    }
}
