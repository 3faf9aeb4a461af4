package grader.mutants;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import grader.model.LabResult;
import grader.mutants.worker.WorkerJob;
import grader.submission.CompileProblem;

/** Places, compiles and grades one mutant, and gives its verdict. */
final class MutantJudge {
    private static final AtomicLong JOB_IDS = new AtomicLong();
    private final MutantCompiler compiler;
    private final Path scratch;
    private final long seed;

    MutantJudge(MutantCompiler compiler, Path scratch, long seed) {
        this.compiler = compiler;
        this.scratch = scratch;
        this.seed = seed;
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
            Scratch.deleteTree(work);
        }
    }

    private MutantOutcome grade(Mutant mutant, Path work, WorkerPool.Grader grader, long started) {
        String classes = work.resolve("classes").toString();
        String reference = compiler.referenceClasses().toString();
        WorkerJob job = new WorkerJob(JOB_IDS.incrementAndGet(), List.of(classes, reference), reference,
                List.of(mutant.lab()), seed);
        WorkerProcess.Answer answer = grader.grade(job);
        if (answer instanceof WorkerProcess.Overran overran) {
            return done(mutant, Verdict.TIMED_OUT, null, "no answer within " + overran.millis()
                    + " ms: the worker was killed", started);
        }
        if (answer instanceof WorkerProcess.Died died) {
            return done(mutant, Verdict.CRASHED, null, died.reason(), started);
        }
        WorkerProcess.Replied replied = (WorkerProcess.Replied) answer;
        if (replied.reply().error() != null || replied.reply().results().isEmpty()) {
            return done(mutant, Verdict.CRASHED, null, String.valueOf(replied.reply().error()), started);
        }
        LabResult result = replied.reply().results().get(0);
        Verdict verdict = VerdictRules.classify(mutant.targetStep(), result);
        return done(mutant, verdict, result, describe(result), started);
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
