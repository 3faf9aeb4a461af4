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
        List<Mutant> mutants = mutants();
        Path scratch = Files.createTempDirectory("idemlab-mutants-");
        try {
            MutantCompiler compiler = MutantCompiler.forReference(options.referenceSources(),
                    scratch.resolve("reference-classes"));
            List<String> labs = labsOf(mutants);
            VerdictCache cache = verdictCache();
            WorkerSettings settings = WorkerSettings.fromThisJvm(BASELINE_LIMIT);
            Baseline.Finding baseline = baseline(cache, settings, scratch, compiler, labs);
            if (!baseline.ok()) {
                return new MutantRunReport(baseline, List.of(), options.referenceSources(), millisSince(started), 0,
                        options.jobs(), info);
            }
            WorkerPool pool = new WorkerPool(settings.withJobLimit(jobLimit(baseline)), scratch, options.jobs());
            long grading = System.nanoTime();
            List<MutantOutcome> outcomes = grade(mutants, compiler, pool, scratch, cache);
            if (cache != null && !cache.save()) {
                progress.note("could not write the verdict cache " + cache.file() + "; the verdicts stand");
            }
            return new MutantRunReport(baseline, outcomes, options.referenceSources(), millisSince(started),
                    millisSince(grading), options.jobs(), info);
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
                                Lab.byId(lab).orElseThrow()), filesBeside(mutant.file()));
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

    /** Every Java file of the reference in the folder of {@code file} (its lab's answer), by name as a mutant names it. */
    private Map<String, String> filesBeside(String file) throws IOException {
        Path root = options.referenceSources();
        Path folder = root.resolve(file).getParent();
        Map<String, String> files = new java.util.HashMap<>();
        try (java.util.stream.Stream<Path> list = Files.list(folder)) {
            for (Path p : list.filter(f -> f.toString().endsWith(".java")).toList()) {
                files.put(root.relativize(p).toString().replace('\\', '/'), Files.readString(p));
            }
        }
        return files;
    }

    private VerdictCache verdictCache() {
        if (options.verdictCache() == null) {
            return null;
        }
        String fingerprint = CodeFingerprint.of(CodeFingerprint.thisClassPath(), options.referenceSources(),
                grader.submission.GraderVersion.get());
        return VerdictCache.open(options.verdictCache(), fingerprint);
    }

    private List<MutantOutcome> grade(List<Mutant> mutants, MutantCompiler compiler, WorkerPool pool, Path scratch,
            VerdictCache cache) throws IOException, InterruptedException {
        EquivalentMutants equivalents = EquivalentMutants.read(options.equivalentFile());
        MutantJudge judge = new MutantJudge(compiler, scratch, options.seed(), options.full(),
                firstReachingStep(compiler));
        AtomicInteger done = new AtomicInteger();
        AtomicInteger reused = new AtomicInteger();
        progress.mutantsStarted(mutants.size());
        List<MutantOutcome> outcomes = pool.map(mutants, (mutant, grader) -> {
            Optional<MutantOutcome> kept = cache == null ? Optional.empty()
                    : cache.find(mutant, options.seed(), options.full());
            kept.ifPresent(k -> reused.incrementAndGet());
            MutantOutcome outcome = kept.orElseGet(() -> equivalentOrJudge(mutant, equivalents, compiler, judge, grader));
            if (cache != null && kept.isEmpty()) {
                cache.put(outcome, options.seed(), options.full());
            }
            synchronized (progress) {
                progress.mutantFinished(outcome, done.incrementAndGet(), mutants.size());
            }
            return outcome;
        });
        if (cache != null) {
            progress.note("reused " + reused.get() + " of " + mutants.size()
                    + " verdicts from earlier runs (" + cache.file() + ")");
        }
        return outcomes;
    }

    private static MutantOutcome equivalentOrJudge(Mutant mutant, EquivalentMutants equivalents,
            MutantCompiler compiler, MutantJudge judge, WorkerPool.Grader grader) {
        try {
            String source = compiler.source(mutant.file());
            Optional<EquivalentMutants.Entry> entry = source == null ? Optional.empty() : equivalents.find(mutant, source);
            if (entry.isPresent()) {
                return new MutantOutcome(mutant, Verdict.EQUIVALENT, null, entry.get().reason(), 0);
            }
        } catch (IOException e) {
            return new MutantOutcome(mutant, Verdict.CRASHED, null, "cannot read " + mutant.file(), 0);
        }
        return judge.judge(mutant, grader);
    }

    private List<Mutant> mutants() throws IOException {
        List<Mutant> mutants = new ArrayList<>();
        if (options.authored()) {
            for (AuthoredMutant fixture : AuthoredMutant.readAll(options.mutantFixtures())) {
                if (options.labs().contains(fixture.lab())) {
                    Path file = options.referenceSources().resolve(fixture.file());
                    mutants.add(Mutant.of(fixture, Files.isRegularFile(file) ? Files.readString(file) : null));
                }
            }
        }
        if (options.generated()) {
            List<Mutant> generated = new MutantGenerator(Mutators.all()).generate(options.referenceSources(),
                    options.labs());
            mutants.addAll(sample(generated, options.sample()));
        }
        return mutants;
    }

    /** Every k-th mutant, spread over the whole list, when only {@code size} are asked for (0: all). */
    static List<Mutant> sample(List<Mutant> mutants, int size) {
        if (size <= 0 || size >= mutants.size()) {
            return mutants;
        }
        List<Mutant> picked = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            picked.add(mutants.get((int) ((long) i * mutants.size() / size)));
        }
        return picked;
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
