package grader.mutants;

import java.util.List;

/**
 * Everything one mutant run found, the input of every mutant report writer.
 *
 * @param baseline the baseline's finding; when it is not ok, {@code outcomes} is empty
 * @param outcomes one per mutant, authored first, in a stable order
 * @param referenceSources the reference root the files are relative to, for reading sources
 * @param millis   wall time of the run
 * @param gradingMillis wall time of the mutant phase alone (after the baseline)
 * @param jobs     how many worker JVMs graded in parallel
 * @param info     the seed, date, commit and grader version of the run
 */
public record MutantRunReport(Baseline.Finding baseline, List<MutantOutcome> outcomes,
        java.nio.file.Path referenceSources, long millis, long gradingMillis, int jobs, RunInfo info) {

    public MutantRunReport {
        outcomes = List.copyOf(outcomes);
    }

    /** Exit 0 only when every authored change was killed at its step with its happy path passing. */
    public boolean authoredAllAsIntended() {
        return baseline.ok() && outcomes.stream().filter(o -> o.mutant().authored())
                .allMatch(MutantOutcome::asIntended);
    }

    public List<MutantOutcome> authored() {
        return outcomes.stream().filter(o -> o.mutant().authored()).toList();
    }

    public List<MutantOutcome> generated() {
        return outcomes.stream().filter(o -> !o.mutant().authored()).toList();
    }

    /** Mutants graded per minute of the mutant phase, leaving out those that never reached a worker. */
    public double mutantsPerMinute() {
        long graded = outcomes.stream().filter(o -> o.verdict() != Verdict.EQUIVALENT
                && o.verdict() != Verdict.NOT_APPLICABLE && o.verdict() != Verdict.COMPILE_ERROR).count();
        return gradingMillis <= 0 ? 0 : graded * 60_000.0 / gradingMillis;
    }

    /** The generated mutants' score: killed / (total - equivalent - not applicable - compile error). */
    public MutationScore score() {
        return MutationScore.of(generated());
    }
}
