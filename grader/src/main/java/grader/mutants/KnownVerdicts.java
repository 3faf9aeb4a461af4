package grader.mutants;

import java.util.Optional;

/**
 * A mutant's verdict when it needs no grading: equivalent when this run's equivalent.json
 * names it, else a verdict an earlier {@code --incremental} run kept. The equivalence comes
 * first and is never kept, so an edit of equivalent.json changes the verdicts of exactly the
 * mutants its entries name, and a removed entry sends its mutant back to grading.
 */
final class KnownVerdicts {
    private final EquivalentMutants equivalents;
    private final VerdictCache cache;
    private final long seed;
    private final boolean full;

    /** {@code cache} is null without {@code --incremental}. */
    KnownVerdicts(EquivalentMutants equivalents, VerdictCache cache, long seed, boolean full) {
        this.equivalents = equivalents;
        this.cache = cache;
        this.seed = seed;
        this.full = full;
    }

    /** The verdict on {@code mutant} of the reference text {@code source} (null when missing), if known. */
    Optional<MutantOutcome> of(Mutant mutant, String source) {
        Optional<EquivalentMutants.Entry> entry = source == null ? Optional.empty() : equivalents.find(mutant, source);
        if (entry.isPresent()) {
            return Optional.of(new MutantOutcome(mutant, Verdict.EQUIVALENT, null, entry.get().reason(), 0));
        }
        return cache == null ? Optional.empty() : cache.find(mutant, seed, full);
    }

    /** Keeps a verdict this run graded for the next {@code --incremental} run. */
    void keep(MutantOutcome outcome) {
        if (cache != null && !outcome.reused()) {
            cache.put(outcome, seed, full);
        }
    }
}
