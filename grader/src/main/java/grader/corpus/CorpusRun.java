package grader.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import grader.clauses.ClauseMatrix;
import grader.judge.CheckLauncher;
import grader.labs.Lab;
import grader.model.LabResult;
import grader.submission.SourceSubmission;

/**
 * Grades corpus entries with the engine the build's fixture tests use ({@link CheckLauncher};
 * crash checks start their fault children from there) and judges each against its expected
 * verdict. Entries are graded {@code lanes} at a time: most of a grade waits on locks, sleeps
 * and child processes, and every check works in folders of its own.
 */
public final class CorpusRun {
    private final Path clausesDir;
    private final Path scratch;
    private final long seed;
    private final Map<Lab, Set<String>> clauseIds = new HashMap<>();

    /** {@code clausesDir}: where the clause matrices are; {@code scratch}: where compiled classes go. */
    public CorpusRun(Path clausesDir, Path scratch, long seed) {
        this.clausesDir = clausesDir;
        this.scratch = scratch;
        this.seed = seed;
    }

    /** The verdicts of {@code entries}, in their order. */
    public List<CorpusVerdict> judge(List<CorpusEntry> entries, int lanes) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(lanes);
        try {
            List<Future<CorpusVerdict>> pending = new ArrayList<>();
            for (CorpusEntry entry : entries) {
                pending.add(pool.submit(() -> judge(entry)));
            }
            List<CorpusVerdict> verdicts = new ArrayList<>();
            for (int i = 0; i < entries.size(); i++) {
                verdicts.add(outcome(entries.get(i), pending.get(i)));
            }
            return verdicts;
        } finally {
            pool.shutdownNow();
        }
    }

    private static CorpusVerdict outcome(CorpusEntry entry, Future<CorpusVerdict> pending) throws InterruptedException {
        try {
            return pending.get();
        } catch (ExecutionException e) {
            return CorpusVerdict.broken(entry, "grading it threw " + e.getCause());
        }
    }

    /**
     * Compiles and grades one entry: steps 1..step for a failing one, up to the first check that
     * rejects it; every step for a passing one.
     */
    public CorpusVerdict judge(CorpusEntry entry) throws IOException {
        if (!entry.shouldPass() && !clauses(entry.lab()).contains(entry.clause())) {
            return CorpusVerdict.broken(entry, "clause " + entry.clause() + " is not in "
                    + ClauseMatrix.fileOf(clausesDir, entry.lab()));
        }
        // One run, racing or not: every race is forced, so a racing bug is caught in every grade.
        return gradeOnce(entry);
    }

    private CorpusVerdict gradeOnce(CorpusEntry entry) throws IOException {
        SourceSubmission.Outcome outcome = SourceSubmission.load(entry.sources(),
                scratch.resolve(entry.lab().id() + "-" + entry.name()));
        if (!outcome.compiled()) {
            return CorpusVerdict.broken(entry, "it does not compile: " + outcome.problems());
        }
        if (outcome.submission().implementationOf(entry.lab()).isEmpty()) {
            return CorpusVerdict.broken(entry, "no class implements the " + entry.lab().id() + " interface");
        }
        // A wrong change's verdict needs its first failing step and no more: as for the mutants,
        // a failing entry's grade ends at the first check that rejects it. A passing entry runs
        // every check, so that each false failure is listed.
        LabResult result = entry.shouldPass()
                ? CheckLauncher.grade(outcome.submission(), entry.lab(), entry.step(), seed)
                : CheckLauncher.gradeSteps(outcome.submission(), entry.lab(), 1, entry.step(), true, seed);
        return CorpusVerdict.judge(entry, result);
    }

    private synchronized Set<String> clauses(Lab lab) throws IOException {
        Set<String> ids = clauseIds.get(lab);
        if (ids == null) {
            Path file = ClauseMatrix.fileOf(clausesDir, lab);
            ids = Files.isRegularFile(file) ? ClauseMatrix.read(file, lab).ids() : Set.of();
            clauseIds.put(lab, ids);
        }
        return ids;
    }
}
