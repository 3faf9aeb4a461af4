package grader.mutants;

import grader.process.Folders;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import grader.labs.Lab;
import grader.model.LabResult;
import grader.model.StepResult;
import grader.mutants.worker.StepRange;
import grader.mutants.worker.WorkerJob;
import grader.submission.CompileProblem;

/** Places, compiles and grades one mutant, and gives its verdict. */
final class MutantJudge {
    private static final AtomicLong JOB_IDS = new AtomicLong();
    private final MutantCompiler compiler;
    private final Path scratch;
    private final long seed;
    private final boolean full;
    private final ToIntFunction<Mutant> firstReachingStep;

    /**
     * {@code full}: grade every step of every mutant, not only what decides its verdict;
     * {@code firstReachingStep}: the lowest step whose checks can run a mutant's change (1 when unknown).
     */
    MutantJudge(MutantCompiler compiler, Path scratch, long seed, boolean full, ToIntFunction<Mutant> firstReachingStep) {
        this.compiler = compiler;
        this.scratch = scratch;
        this.seed = seed;
        this.full = full;
        this.firstReachingStep = firstReachingStep;
    }

    /** A judge that grades from step 1. */
    MutantJudge(MutantCompiler compiler, Path scratch, long seed, boolean full) {
        this(compiler, scratch, seed, full, mutant -> 1);
    }

    MutantOutcome judge(Mutant mutant, WorkerPool.Grader grader) {
        long started = System.nanoTime();
        Path work = null;
        try {
            if (!mutant.applicable()) {
                return done(mutant, Verdict.NOT_APPLICABLE, null, notApplicableReason(mutant), started);
            }
            work = Files.createTempDirectory(scratch, "mutant-");
            List<CompileProblem> problems = compiler.compile(mutant, work);
            if (!problems.isEmpty()) {
                return done(mutant, Verdict.COMPILE_ERROR, null, problems.get(0).toString(), started);
            }
            return grade(mutant, work, grader, started);
        } catch (IOException | RuntimeException e) {
            return done(mutant, Verdict.CRASHED, null, "the runner failed on it: " + e, started);
        } finally {
            Folders.deleteQuietly(work);
        }
    }

    private MutantOutcome grade(Mutant mutant, Path work, WorkerPool.Grader grader, long started) {
        List<String> classpath = List.of(work.resolve("classes").toString(), compiler.referenceClasses().toString());
        Graded first = gradeOn(grader, mutant, classpath, firstRange(mutant));
        if (first.failure() != null) {
            return done(mutant, first.failure(), null, first.reason(), started);
        }
        LabResult result = first.result();
        if (!full && result.firstFailingStep().isEmpty() && mutant.targetStep() < Lab.STEPS) {
            // Nothing failed up to the target: only the later steps can tell "killed late" from "survived".
            Graded later = gradeOn(grader, mutant, classpath,
                    StepRange.untilFirstFailure(mutant.targetStep() + 1, Lab.STEPS));
            if (later.failure() != null) {
                return done(mutant, later.failure(), null, later.reason(), started);
            }
            result = joined(result, later.result());
        }
        Verdict verdict = VerdictRules.classify(mutant.targetStep(), result);
        return done(mutant, verdict, result, describe(result), started);
    }

    /**
     * What decides the verdict: an authored change is judged at its target step, so the steps
     * after it are graded only with {@code --full}; a generated one is killed by its first
     * failing step, so grading stops there. Steps whose checks cannot run the change pass as
     * the baseline did, and are not graded either.
     */
    private StepRange firstRange(Mutant mutant) {
        if (full) {
            return StepRange.ALL;
        }
        int last = mutant.authored() ? mutant.targetStep() : Lab.STEPS;
        int from = firstReachingStep.applyAsInt(mutant);
        return StepRange.untilFirstFailure(from >= 1 && from <= last ? from : 1, last);
    }

    /** A worker's answer: a graded lab, or the limit verdict that replaced it. */
    private record Graded(LabResult result, Verdict failure, String reason) {
    }

    private Graded gradeOn(WorkerPool.Grader grader, Mutant mutant, List<String> classpath, StepRange steps) {
        String reference = compiler.referenceClasses().toString();
        WorkerJob job = new WorkerJob(JOB_IDS.incrementAndGet(), classpath, reference, List.of(mutant.lab()), seed,
                steps);
        WorkerProcess.Answer answer = grader.grade(job);
        if (answer instanceof WorkerProcess.Overran overran) {
            return new Graded(null, Verdict.TIMED_OUT, "no answer within " + overran.millis()
                    + " ms: the worker was killed");
        }
        if (answer instanceof WorkerProcess.Died died) {
            return new Graded(null, Verdict.CRASHED, died.reason());
        }
        WorkerProcess.Replied replied = (WorkerProcess.Replied) answer;
        if (replied.reply().error() != null || replied.reply().results().isEmpty()) {
            return new Graded(null, Verdict.CRASHED, String.valueOf(replied.reply().error()));
        }
        return new Graded(replied.reply().results().get(0), null, null);
    }

    private static LabResult joined(LabResult earlier, LabResult later) {
        List<StepResult> steps = new ArrayList<>(earlier.steps());
        steps.addAll(later.steps());
        return new LabResult(earlier.lab(), steps);
    }

    private String notApplicableReason(Mutant mutant) {
        try {
            String source = compiler.source(mutant.file());
            if (source == null) {
                return "no file " + mutant.file() + " in the reference";
            }
            return "the text to find occurs " + MutantApplier.occurrences(source, mutant.original())
                    + " times in " + mutant.file() + ", not exactly once";
        } catch (IOException e) {
            return "cannot read " + mutant.file() + ": " + e.getMessage();
        }
    }

    /** The failing checks of the first failing step, or "every check passed". */
    static String describe(LabResult result) {
        return result.firstFailingStep()
                .map(step -> "first failing step " + step.number() + ": " + step.checks().stream()
                        .filter(c -> !c.status().passed())
                        .map(c -> c.id() + " (" + c.status().label() + ")")
                        .collect(Collectors.joining(", ")))
                .orElse("every check passed");
    }

    private static MutantOutcome done(Mutant mutant, Verdict verdict, LabResult result, String reason,
            long started) {
        return new MutantOutcome(mutant, verdict, result, reason, (System.nanoTime() - started) / 1_000_000);
    }
}
