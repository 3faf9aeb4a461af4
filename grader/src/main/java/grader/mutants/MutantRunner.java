package grader.mutants;

import grader.process.Folders;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ToIntFunction;
import grader.labs.Lab;
import grader.mutants.report.LabMethodSteps;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import grader.mutants.generate.MutantGenerator;
import grader.mutants.generate.Mutators;

/**
 * Runs the mutants: compiles the reference once, grades it as a baseline, then places,
 * compiles and grades every mutant in parallel worker JVMs, and collects their verdicts.
 */
public final class MutantRunner {
    private static final Duration BASELINE_LIMIT = Duration.ofMinutes(10);
    private static final Duration MIN_JOB_LIMIT = Duration.ofSeconds(30);

    private final MutantRunOptions options;
    private final MutantProgress progress;

    public MutantRunner(MutantRunOptions options, MutantProgress progress) {
        this.options = options;
        this.progress = progress;
    }

    public MutantRunReport run() throws IOException, InterruptedException {
        long started = System.nanoTime();
        RunInfo info = RunInfo.now(options.root(), options.seed());
        Selection selection = select();
        Path scratch = Files.createTempDirectory("idemlab-mutants-");
        try {
            MutantCompiler compiler = MutantCompiler.forReference(options.referenceSources(),
                    scratch.resolve("reference-classes"));
            List<String> labs = labsOf(selection.mutants());
            VerdictCache cache = verdictCache();
            WorkerSettings settings = WorkerSettings.fromThisJvm(BASELINE_LIMIT);
            Baseline.Finding baseline = baseline(cache, settings, scratch, compiler, labs);
            if (!baseline.ok()) {
                return new MutantRunReport(baseline, List.of(), options.referenceSources(), millisSince(started), 0,
                        options.jobs(), info, selection.sample());
            }
            WorkerPool pool = new WorkerPool(settings.withJobLimit(jobLimit(baseline)), scratch, options.jobs());
            long grading = System.nanoTime();
            List<MutantOutcome> outcomes = grade(selection, compiler, pool, scratch, cache);
            if (cache != null && !cache.save()) {
                progress.note("could not write the verdict cache " + cache.file() + "; the verdicts stand");
            }
            return new MutantRunReport(baseline, outcomes, options.referenceSources(), millisSince(started),
                    millisSince(grading), options.jobs(), info, selection.sample());
        } finally {
            Folders.deleteQuietly(scratch);
        }
    }

    /** The reference graded as a baseline, or a green baseline kept from an earlier run of the same code. */
    private Baseline.Finding baseline(VerdictCache cache, WorkerSettings settings, Path scratch,
            MutantCompiler compiler, List<String> labs) throws InterruptedException {
        int rounds = options.baselineRounds();
        Optional<Baseline.Finding> kept = cache == null ? Optional.empty()
                : cache.baseline(labs, rounds, options.seed());
        if (kept.isPresent()) {
            progress.note("baseline: reused from an earlier run of the same grader and reference");
            return kept.get();
        }
        progress.baselineStarted(rounds);
        Baseline.Finding finding = Baseline.run(new WorkerPool(settings, scratch, options.jobs()), compiler,
                labs, rounds, options.seed());
        if (cache != null) {
            cache.putBaseline(labs, rounds, options.seed(), finding);
        }
        return finding;
    }

    /** The lowest step whose checks can run each mutant's change, from the lab-api Javadoc (1 when unknown). */
    private ToIntFunction<Mutant> firstReachingStep(MutantCompiler compiler) {
        Map<String, FirstReachingStep> byLab = new ConcurrentHashMap<>();
        return mutant -> {
            try {
                FirstReachingStep finder = byLab.computeIfAbsent(mutant.lab(), lab -> {
                    try {
                        return new FirstReachingStep(LabMethodSteps.of(options.labApiSources(),
                                Lab.byId(lab).orElseThrow()), LabAnswerFiles.beside(options.referenceSources(), mutant.file()));
                    } catch (IOException e) {
                        return new FirstReachingStep(Map.of());
                    }
                });
                return finder.of(mutant, compiler.source(mutant.file())).orElse(1);
            } catch (IOException | RuntimeException e) {
                return 1;
            }
        };
    }

    private VerdictCache verdictCache() {
        if (options.verdictCache() == null) {
            return null;
        }
        String fingerprint = CodeFingerprint.of(CodeFingerprint.thisClassPath(), options.referenceSources(),
                grader.submission.GraderVersion.get());
        return VerdictCache.open(options.verdictCache(), fingerprint, CheckDigests.of(CodeFingerprint.thisClassPath()));
    }

    private List<MutantOutcome> grade(Selection selection, MutantCompiler compiler, WorkerPool pool, Path scratch,
            VerdictCache cache) throws InterruptedException {
        List<Mutant> mutants = selection.mutants();
        KnownVerdicts known = new KnownVerdicts(selection.equivalents(), cache, options.seed(), options.full());
        MutantJudge judge = new MutantJudge(compiler, scratch, options.seed(), options.full(),
                firstReachingStep(compiler));
        AtomicInteger done = new AtomicInteger();
        progress.mutantsStarted(mutants.size());
        List<MutantOutcome> outcomes = pool.map(mutants, (mutant, grader) -> {
            MutantOutcome outcome = knownOrJudged(mutant, known, compiler, judge, grader);
            known.keep(outcome);
            synchronized (progress) {
                progress.mutantFinished(outcome, done.incrementAndGet(), mutants.size());
            }
            return outcome;
        });
        if (cache != null) {
            long reused = outcomes.stream().filter(MutantOutcome::reused).count();
            progress.note("reused " + reused + " of " + mutants.size()
                    + " verdicts from earlier runs (" + cache.file() + ")");
        }
        return outcomes;
    }

    private static MutantOutcome knownOrJudged(Mutant mutant, KnownVerdicts known, MutantCompiler compiler,
            MutantJudge judge, WorkerPool.Grader grader) {
        try {
            return known.of(mutant, compiler.source(mutant.file())).orElseGet(() -> judge.judge(mutant, grader));
        } catch (IOException e) {
            return new MutantOutcome(mutant, Verdict.CRASHED, null, "cannot read " + mutant.file(), 0);
        }
    }

    /** The mutants of this run, and the equivalences read for it (once, so both use the same). */
    private record Selection(List<Mutant> mutants, EquivalentMutants equivalents, GeneratedSample sample) {
    }

    private Selection select() throws IOException {
        EquivalentMutants equivalents = EquivalentMutants.read(options.equivalentFile());
        List<Mutant> mutants = new ArrayList<>();
        if (options.authored()) {
            for (AuthoredMutant fixture : AuthoredMutant.readAll(options.mutantFixtures())) {
                if (options.labs().contains(fixture.lab()) && options.picks(fixture.name())) {
                    mutants.add(Mutant.of(fixture, readReference(fixture.file())));
                }
            }
        }
        GeneratedSample sample = null;
        if (options.generated()) {
            List<Mutant> generated = new MutantGenerator(Mutators.all()).generate(options.referenceSources(),
                    options.labs()).stream().filter(m -> options.picks(m.id())).toList();
            if (options.sample() > 0) {
                sample = GeneratedSample.of(generated, options.sample(), m -> isEquivalent(equivalents, m));
                progress.note("sampled " + sample.line());
                generated = sample.picked();
            }
            mutants.addAll(generated);
        }
        return new Selection(mutants, equivalents, sample);
    }

    private boolean isEquivalent(EquivalentMutants equivalents, Mutant mutant) {
        try {
            String source = readReference(mutant.file());
            return source != null && equivalents.find(mutant, source).isPresent();
        } catch (IOException e) {
            return false;
        }
    }

    private String readReference(String file) throws IOException {
        Path path = options.referenceSources().resolve(file);
        return Files.isRegularFile(path) ? Files.readString(path) : null;
    }

    private List<String> labsOf(List<Mutant> mutants) {
        TreeSet<String> labs = new TreeSet<>();
        mutants.forEach(m -> labs.add(m.lab()));
        if (labs.isEmpty()) {
            labs.addAll(options.labs());
        }
        return List.copyOf(labs);
    }

    private Duration jobLimit(Baseline.Finding baseline) {
        if (options.jobLimit() != null) {
            return options.jobLimit();
        }
        Duration fiveTimes = Duration.ofMillis(5 * baseline.slowestMillis());
        return fiveTimes.compareTo(MIN_JOB_LIMIT) > 0 ? fiveTimes : MIN_JOB_LIMIT;
    }

    private static long millisSince(long started) {
        return (System.nanoTime() - started) / 1_000_000;
    }
}
