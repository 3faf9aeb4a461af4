package grader.mutants.report;

import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.mutants.MutantOutcome;

/**
 * One HTML id per mutant of a run, made from its mutant id so that a link to a mutant's
 * details ({@code PAGE.html#m-lease-05-renew-now-floored}) stays the same from run to run.
 * Characters an id or a URL fragment would need escaped become {@code -}; two mutants whose
 * ids read the same after that get a number, so every row links to a section of its own.
 */
final class HtmlAnchors {
    private final Map<MutantOutcome, String> ids = new IdentityHashMap<>();

    HtmlAnchors(List<MutantOutcome> outcomes) {
        Set<String> taken = new HashSet<>();
        for (MutantOutcome o : outcomes) {
            String base = "m-" + o.mutant().id().replaceAll("[^A-Za-z0-9_.-]", "-");
            String id = base;
            for (int n = 2; !taken.add(id); n++) {
                id = base + "-" + n;
            }
            ids.put(o, id);
        }
    }

    /** The id of the mutant's details section. */
    String details(MutantOutcome o) {
        return ids.get(o);
    }

    /** The id of the mutant's row in the matrix, which its details link back to. */
    String row(MutantOutcome o) {
        return "row-" + ids.get(o);
    }
}
