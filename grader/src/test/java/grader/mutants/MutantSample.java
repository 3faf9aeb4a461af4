package grader.mutants;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The authored wrong changes the build grades, the same every run: of each lab's step, every
 * {@link #ONE_IN}th by name, the first always, so that every step of every lab keeps a proof
 * that its checks can fail. {@code ./grade mutants all} (or {@code -Didemlab.mutants=all})
 * grades every one; the build must stay well under a quarter of an hour.
 */
final class MutantSample {
    static final int ONE_IN = 4;

    private MutantSample() {
    }

    static List<AuthoredMutant> of(List<AuthoredMutant> mutants) {
        Map<String, List<AuthoredMutant>> byStep = new TreeMap<>();
        for (AuthoredMutant mutant : mutants) {
            byStep.computeIfAbsent(mutant.lab() + "/" + mutant.step(), k -> new ArrayList<>()).add(mutant);
        }
        List<AuthoredMutant> sample = new ArrayList<>();
        for (List<AuthoredMutant> group : byStep.values()) {
            group.sort((a, b) -> a.name().compareTo(b.name()));
            for (int i = 0; i < group.size(); i += ONE_IN) {
                sample.add(group.get(i));
            }
        }
        List<AuthoredMutant> inOrder = new ArrayList<>(mutants);
        inOrder.retainAll(sample);
        return inOrder;
    }
}
