package grader.mutants.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
import grader.mutants.LabAnswerFiles;
import grader.mutants.Mutant;
import grader.mutants.MutantOutcome;
import grader.mutants.MutantRunReport;
import grader.mutants.RunInfo;
import grader.mutants.Verdict;

/**
 * What every mutant report writer looks up besides the outcomes: the reference sources,
 * the checks of each step (from the baseline), and the nearest checks of a changed line.
 */
public final class ReportFacts {
    private final MutantRunReport report;
    private final Path labApiSources;
    private final Map<String, String> sources = new HashMap<>();
    private final Map<String, NearestChecks> nearest = new HashMap<>();

    public ReportFacts(MutantRunReport report, Path labApiSources) {
        this.report = report;
        this.labApiSources = labApiSources;
    }

    public MutantRunReport report() {
        return report;
    }

    /** The reference text of {@code file}, or null when the file is missing. */
    public String source(String file) {
        return sources.computeIfAbsent(file, f -> {
            Path path = report.referenceSources().resolve(f);
            try {
                return Files.isRegularFile(path) ? Files.readString(path) : null;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
    }

    /** The ids of the checks of {@code step} in {@code lab}, as the baseline ran them. */
    public List<String> checksOf(String lab, int step) {
        return report.baseline().firstRound().stream().filter(l -> l.lab().equals(lab))
                .flatMap(l -> l.steps().stream()).filter(s -> s.number() == step)
                .flatMap(s -> s.checks().stream()).map(CheckResult::id).toList();
    }

    /** Every check id the baseline ran, in order. */
    public List<String> allChecks() {
        return report.baseline().firstRound().stream().map(LabResult::steps).flatMap(List::stream)
                .flatMap(s -> s.checks().stream()).map(CheckResult::id).toList();
    }

    /** The step whose checks are nearest to a mutant's change, with the trace that chose it. */
    public NearestStep nearest(Mutant mutant) {
        String source = source(mutant.file());
        if (source == null || !mutant.applicable()) {
            NearestChecks.Trace none = new NearestChecks.Trace(
                    List.of("a change that could not be placed in " + mutant.file()), false, new TreeSet<>(), Set.of());
            return NearestStep.of(mutant, none);
        }
        NearestChecks finder = nearest.computeIfAbsent(mutant.lab(), lab -> {
            try {
                return new NearestChecks(LabMethodSteps.of(labApiSources, Lab.byId(lab).orElseThrow()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        try {
            return NearestStep.of(mutant, finder.of(mutant, LabAnswerFiles.beside(report.referenceSources(), mutant.file())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every mutant that survived, authored or generated, in report order. */
    public List<MutantOutcome> survivors() {
        return report.outcomes().stream().filter(o -> o.verdict() == Verdict.SURVIVED).toList();
    }

    /** The step a mutant should die at: an authored change's target, else the lowest step its trace found (1 when none). */
    public int shouldDieAt(Mutant mutant) {
        return nearest(mutant).step();
    }

    /** The mutant's unified diff, or a line saying why there is none. */
    public String diff(Mutant mutant) {
        String source = source(mutant.file());
        if (source == null || !mutant.applicable()) {
            return "(no diff: the change could not be placed in " + mutant.file() + ")\n";
        }
        return UnifiedDiff.of(mutant, source, 2);
    }

    /** One line about the run: seed, date, commit and grader version. */
    public String runLine() {
        RunInfo info = report.info();
        if (info == null) {
            return "run: (no run facts)";
        }
        return "seed " + info.seed() + ", " + info.date() + ", commit "
                + (info.commit() == null ? "(not in git)" : info.commit()) + ", grader " + info.graderVersion();
    }

    /** One line naming the nearest checks: what the change sits in, what reaches it, and the checks of its step. */
    public String nearestChecksLine(Mutant mutant) {
        NearestStep nearest = nearest(mutant);
        return nearest.line(checksOf(mutant.lab(), nearest.step()));
    }
}
