package grader.course;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import grader.labs.Lab;
import grader.process.ExitCleanup;
import grader.submission.SubmissionHash;

/**
 * Grades a class: every submission of the shard in a grader JVM of its own, at most
 * {@code jobs} at once, each writing {@code <results>/<name>.json}; a submission whose report
 * from an earlier run still names its hash is kept, not graded again (unless a run graded the
 * folder unconfined: {@link UnconfinedMark}). Ends with
 * {@code summary.csv} (or {@code summary-<i>-of-<n>.csv} for a shard) over the shard.
 *
 * @param lab         the lab graded
 * @param classDir    the folder of submissions
 * @param results     where reports, logs and the summary go
 * @param jobs        how many grades run at once
 * @param shard       which share of the class this run takes
 * @param gradeOptions options passed to every grade (seed, timeout, weights)
 */
public record ClassRun(Lab lab, Path classDir, Path results, int jobs, Shard shard, List<String> gradeOptions,
        String graderMain) {

    /** What a run did: how many submissions it graded, kept, and could not grade. */
    public record Tally(int graded, int kept, int failed, long millis) {
    }

    public ClassRun {
        gradeOptions = List.copyOf(gradeOptions);
    }

    static Path reportOf(Path results, ClassSubmission submission) {
        return results.resolve(submission.name() + ".json");
    }

    private static Path logOf(Path results, ClassSubmission submission) {
        return results.resolve("logs").resolve(submission.name() + ".log");
    }

    public Tally run() throws IOException, InterruptedException {
        long start = System.nanoTime();
        Files.createDirectories(results.resolve("logs"));
        List<ClassSubmission> submissions = ClassFolder.list(classDir, results, shard);
        UnconfinedMark trust = UnconfinedMark.begin(results, gradeOptions);
        AtomicInteger graded = new AtomicInteger();
        AtomicInteger kept = new AtomicInteger();
        AtomicInteger failed = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            List<Future<?>> pending = new ArrayList<>();
            for (ClassSubmission submission : submissions) {
                pending.add(pool.submit(() -> {
                    Outcome outcome = gradeOne(submission, trust.trustsEarlierReports());
                    if (ExitCleanup.exiting()) {
                        // Ended by the interrupt, not by the submission: no verdict, no row; a run
                        // with the same command grades it (and keeps every report made).
                        return null;
                    }
                    (outcome == Outcome.KEPT ? kept : outcome == Outcome.GRADED ? graded : failed).incrementAndGet();
                    System.err.println("grade class: " + submission.name() + ": " + outcome.word);
                    return null;
                }));
            }
            for (Future<?> future : pending) {
                future.get();
            }
        } catch (java.util.concurrent.ExecutionException e) {
            if (ExitCleanup.exiting()) {
                return new Tally(graded.get(), kept.get(), failed.get(), (System.nanoTime() - start) / 1_000_000);
            }
            throw new IOException("grading the class failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
        String csv = shard.whole() ? "summary.csv" : "summary-" + shard.index() + "-of-" + shard.count() + ".csv";
        SummaryCsv.write(submissions, results, results.resolve(csv));
        if (shard.whole() && !ExitCleanup.exiting()) {
            trust.finishedWhole();
        }
        return new Tally(graded.get(), kept.get(), failed.get(), (System.nanoTime() - start) / 1_000_000);
    }

    private enum Outcome {
        GRADED("graded"), KEPT("kept (its report names the same hash)"), FAILED("could not be graded; see logs/");

        final String word;

        Outcome(String word) {
            this.word = word;
        }
    }

    /**
     * What a run ended by a signal leaves, said once its grades are ended: no empty log of a
     * grade it cut short, and a line that says what was done and that a rerun finishes it.
     */
    public static String interrupted(Path results) {
        try (var logs = Files.list(results.resolve("logs"))) {
            for (Path log : logs.toList()) {
                if (Files.size(log) == 0) {
                    Files.deleteIfExists(log);
                }
            }
        } catch (IOException e) {
            // No logs folder yet, or one that cannot be read: nothing to tidy.
        }
        return "grade class: interrupted (a signal or Ctrl-C): the reports written so far are in " + results
                + "; run the same command again to grade the rest (reports that name their submission's hash are kept)";
    }

    private Outcome gradeOne(ClassSubmission submission, boolean trustEarlier) throws IOException, InterruptedException {
        if (ExitCleanup.exiting()) {
            return Outcome.FAILED;  // not started: the interrupt's line says what to do
        }
        Path report = reportOf(results, submission);
        if (trustEarlier && EarlierReport.stillHolds(report, hashOrNull(submission.path()))) {
            return Outcome.KEPT;
        }
        Files.deleteIfExists(report);
        List<String> args = new ArrayList<>(List.of(lab.id(), submission.path().toString(), "--format", "json",
                "--out", report.toString(), "--submission-name", "."));
        args.addAll(gradeOptions);
        int status = GradeChild.run(graderMain, args, logOf(results, submission));
        return status <= 1 && EarlierReport.read(report).isPresent() ? Outcome.GRADED : Outcome.FAILED;
    }

    private static String hashOrNull(Path submission) {
        try {
            return SubmissionHash.of(submission);
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
