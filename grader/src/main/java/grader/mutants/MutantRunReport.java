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
 * @param sample   what {@code --sample} picked from how many generated mutants; null without it
 */
public record MutantRunReport(Baseline.Finding baseline, List<MutantOutcome> outcomes,
        java.nio.file.Path referenceSources, long millis, long gradingMillis, int jobs, RunInfo info,
        GeneratedSample sample) {

    public MutantRunReport {
        outcomes = List.copyOf(outcomes);
    }

    /**
     * Exit 0 only when every authored change was killed at its step with its happy path passing,
     * or is recorded in equivalent.json with the author's reason.
     */
    public boolean authoredAllAsIntended() {
        return baseline.ok() && outcomes.stream().filter(o -> o.mutant().authored())
                .allMatch(o -> o.asIntended() || o.verdict() == Verdict.EQUIVALENT);
    }

    public List<MutantOutcome> authored() {
        return outcomes.stream().filter(o -> o.mutant().authored()).toList();
    }

    public List<MutantOutcome> generated() {
        return outcomes.stream().filter(o -> !o.mutant().authored()).toList();
    }

    /** How many mutants a worker graded in this run; a reused verdict took no grading. */
    public long gradedThisRun() {
        return outcomes.stream().filter(MutantOutcome::gradedThisRun).count();
    }

    /** How many verdicts were kept from an earlier {@code --incremental} run. */
    public long reused() {
        return outcomes.stream().filter(MutantOutcome::reused).count();
    }

    /** Mutants graded per minute of the mutant phase, counting only those a worker graded in this run. */
    public double mutantsPerMinute() {
        return gradingMillis <= 0 ? 0 : gradedThisRun() * 60_000.0 / gradingMillis;
    }

    /** The generated mutants' score: killed / (total - equivalent - not applicable - compile error). */
    public MutationScore score() {
        return MutationScore.of(generated());
    }
}
