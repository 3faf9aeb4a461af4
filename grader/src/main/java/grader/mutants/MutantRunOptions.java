package grader.mutants;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;

/**
 * What one mutant run grades and how, frozen before it starts.
 *
 * @param root           the repository root (reference-impl, fixtures, lab-api under it)
 * @param labs           the labs whose mutants run
 * @param authored       run the authored fixtures
 * @param generated      run the generated mutants too
 * @param jobs           parallel worker JVMs
 * @param seed           the grading seed passed to every check
 * @param baselineRounds how often the unmodified reference is graded first
 * @param jobLimit       the limit per mutant; null derives it from the baseline's time
 * @param sample         grade only this many generated mutants, spread evenly (0: all)
 * @param full           grade every step of every mutant, not only the steps that decide its verdict
 * @param verdictCache   the folder of the verdicts kept for {@code --incremental}; null: grade everything
 * @param only           a name or glob ({@code --only}): only the authored changes of that fixture name and the
 *                       generated mutants of that id run; null: every one
 */
public record MutantRunOptions(Path root, Set<String> labs, boolean authored, boolean generated, int jobs,
        long seed, int baselineRounds, Duration jobLimit, int sample, boolean full, Path verdictCache,
        String only) {

    public MutantRunOptions {
        labs = Set.copyOf(labs);
    }

    /** Options that grade only what decides each verdict and keep no verdicts. */
    public MutantRunOptions(Path root, Set<String> labs, boolean authored, boolean generated, int jobs,
            long seed, int baselineRounds, Duration jobLimit, int sample) {
        this(root, labs, authored, generated, jobs, seed, baselineRounds, jobLimit, sample, false, null, null);
    }

    /** True when {@code --only} lets the mutant of this name (a fixture's file name, a generated id) run. */
    public boolean picks(String name) {
        return only == null || FileSystems.getDefault().getPathMatcher("glob:" + only).matches(Path.of(name));
    }

    public Path referenceSources() {
        return root.resolve("reference-impl/src/main/java");
    }

    public Path labApiSources() {
        return root.resolve("lab-api/src/main/java");
    }

    public Path mutantFixtures() {
        return root.resolve("fixtures/mutants");
    }

    public Path equivalentFile() {
        return mutantFixtures().resolve("equivalent.json");
    }
}
