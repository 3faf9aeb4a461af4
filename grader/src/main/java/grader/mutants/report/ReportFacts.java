package grader.mutants.report;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Collectors;
import grader.labs.Lab;
import grader.model.CheckResult;
import grader.model.LabResult;
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

    /** The steps nearest to a mutant's change, and the lab methods they come from. */
    public NearestChecks.Steps nearestSteps(Mutant mutant) {
        String source = source(mutant.file());
        if (source == null || !mutant.applicable()) {
            return new NearestChecks.Steps(new TreeSet<>(List.of(Math.max(1, mutant.targetStep()))), java.util.Set.of());
        }
        NearestChecks finder = nearest.computeIfAbsent(mutant.lab(), lab -> {
            try {
                return new NearestChecks(LabMethodSteps.of(labApiSources, Lab.byId(lab).orElseThrow()));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        NearestChecks.Steps steps = finder.of(mutant, source);
        return steps.via().isEmpty() ? finder.viaSiblings(className(mutant.file()), siblings(mutant.file())) : steps;
    }

    private static String className(String file) {
        String name = file.substring(file.lastIndexOf('/') + 1);
        return name.substring(0, name.length() - ".java".length());
    }

    /** The texts of the other reference files in the same folder. */
    private List<String> siblings(String file) {
        Path folder = report.referenceSources().resolve(file).getParent();
        try (var files = Files.list(folder)) {
            return files.filter(p -> p.toString().endsWith(".java") && !p.endsWith(Path.of(file).getFileName()))
                    .map(p -> source(report.referenceSources().relativize(p).toString().replace('\\', '/')))
                    .filter(java.util.Objects::nonNull).toList();
        } catch (IOException e) {
            return List.of();
        }
    }

    /** Every mutant that survived, authored or generated, in report order. */
    public List<MutantOutcome> survivors() {
        return report.outcomes().stream().filter(o -> o.verdict() == Verdict.SURVIVED).toList();
    }

    /** The step a mutant should die at: an authored change's target, else the lowest nearest step. */
    public int shouldDieAt(Mutant mutant) {
        return mutant.authored() ? mutant.targetStep() : nearestSteps(mutant).steps().first();
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

    /** One line naming the nearest checks: the checks of the lowest nearest step, and how it was found. */
    public String nearestChecksLine(Mutant mutant) {
        NearestChecks.Steps steps = nearestSteps(mutant);
        int first = steps.steps().first();
        String via = steps.via().isEmpty() ? "no enclosing lab method found"
                : "enclosing lab method " + String.join(", ", steps.via()) + "()";
        return "steps " + steps.steps() + " (" + via + "); checks of step " + first + ": "
                + checksOf(mutant.lab(), first).stream().collect(Collectors.joining(", "));
    }
}
