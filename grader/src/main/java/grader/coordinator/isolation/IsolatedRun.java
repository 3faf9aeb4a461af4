package grader.coordinator.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import grader.process.ExitCleanup;
import grader.coordinator.CheckPlan;
import grader.coordinator.GradingException;
import grader.coordinator.PlannedCheck;
import grader.judge.JudgeJob;
import grader.model.CheckResult;
import grader.process.ChildRuntime;
import grader.process.sandbox.Sandbox;
import grader.process.SqliteNativeLibrary;
import grader.process.Folders;
import grader.submission.SubmissionClasses;

/**
 * Grades a plan in worker JVMs: one worker runs the checks left, and when it hangs or dies,
 * the check it was on takes the blame and a fresh worker goes on with the rest. The
 * submission's code never runs in this JVM. The first worker is started by {@link #begin},
 * before the checks are planned, so that its JVM starts while the coordinator plans; it is
 * told its checks when {@link #grade} is called.
 */
public final class IsolatedRun implements AutoCloseable {
    /**
     * @param checkLimit how long one check may run
     * @param tempRoot   where the run makes its own folder (each worker a subfolder), removed at its end
     * @param seed       the run's seed
     * @param cacheDir   where sqlite's native library is kept for the workers
     * @param sandbox    what confines each worker
     * @param budget     when the whole grade must end: checks not finished by then are skipped
     * @param gate       whether the steps after the first failing one are graded
     */
    public record Settings(Duration checkLimit, Path tempRoot, long seed, Path cacheDir, Sandbox sandbox,
            Budget budget, StepGate gate) {
    }

    private final Path classes;
    /** Lab id to the name of the class implementing it: the judge loads no submission class to find it. */
    private final Map<String, String> implementations;
    private final Settings settings;
    private final Path runDir;
    private final Optional<Path> sqliteNative;
    private final List<Path> shared;
    private int workers;
    /** The worker started ahead, until it is given its checks. */
    private LaunchedJudge ahead;

    private IsolatedRun(SubmissionClasses submission, Settings settings, Path runDir) {
        this.classes = visibleClasses(settings, runDir, submission.classpath().get(0));
        this.implementations = new LinkedHashMap<>();
        submission.implementations().forEach((lab, name) -> implementations.put(lab.id(), name));
        this.settings = settings;
        this.runDir = runDir;
        this.sqliteNative = SqliteNativeLibrary.folder(settings.cacheDir());
        this.shared = sharedFiles(settings);
    }

    /** Makes the run's folder and starts its first worker for the compiled {@code submission}. */
    public static IsolatedRun begin(SubmissionClasses submission, Settings settings) {
        Path runDir = runFolder(settings.tempRoot());
        IsolatedRun run = null;
        try {
            run = new IsolatedRun(submission, settings, runDir);
            run.ahead = run.launch();
            return run;
        } catch (RuntimeException e) {
            if (run != null) {
                run.close();
            } else {
                deleteRunFolder(runDir);
            }
            throw e;
        }
    }

    /** Every planned check's result, keyed by id in plan order; {@code onResult} hears each as it comes. */
    public Map<String, CheckResult> grade(CheckPlan plan, Consumer<CheckResult> onResult) {
        Map<String, PlannedCheck> pending = new LinkedHashMap<>();
        plan.checks().forEach(c -> pending.put(c.id(), c));
        Map<String, CheckResult> results = new LinkedHashMap<>();
        Consumer<CheckResult> record = r -> {
            if (pending.remove(r.id()) != null) {
                results.put(r.id(), r);
                settings.gate().record(r);
                onResult.accept(r);
            }
        };
        while (!pending.isEmpty()) {
            settings.gate().skipClosed(List.copyOf(pending.values()), settings.seed()).forEach(record);
            if (pending.isEmpty()) {
                break;
            }
            if (settings.budget().usedUp()) {
                settings.budget().skipAll(List.copyOf(pending.values()), settings.seed()).forEach(record);
                break;
            }
            int before = pending.size();
            runOneWorker(pending, record);
            if (pending.size() == before && !settings.budget().usedUp()) {
                throw new GradingException("a worker JVM ended without grading or failing any check");
            }
        }
        Map<String, CheckResult> ordered = new LinkedHashMap<>();
        plan.checks().forEach(c -> ordered.put(c.id(), results.get(c.id())));
        return ordered;
    }

    /** Ends a worker not given any checks and removes the run's folder. */
    @Override
    public void close() {
        if (ahead != null) {
            ahead.close();
            ahead = null;
        }
        deleteRunFolder(runDir);
    }

    private static void deleteRunFolder(Path runDir) {
        Folders.deleteQuietly(runDir);
        ExitCleanup.forget(runDir);
    }

    private static Path runFolder(Path tempRoot) {
        try {
            return RunFolders.make(tempRoot);
        } catch (IOException e) {
            throw new GradingException("cannot make a temp folder under " + tempRoot + ": " + e.getMessage(), e);
        }
    }

    /** The fault children's shared files, made now: a sandboxed worker may read them but not write them. */
    private static List<Path> sharedFiles(Settings settings) {
        if (!settings.sandbox().confines()) {
            return List.of();
        }
        try {
            return List.of(ChildRuntime.prepareFilesUnder(settings.sandbox().childrenCache(settings.cacheDir())));
        } catch (IOException e) {
            // Without them a crash check fails to start its children and says so; the grade goes on.
            return List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GradingException("interrupted while grading", e);
        }
    }

    /** The submission's classes as the run's judges read them (a copy only they can read, under separate accounts). */
    private static Path visibleClasses(Settings settings, Path runDir, Path classes) {
        try {
            return settings.sandbox().visibleClasses(runDir, classes);
        } catch (IOException e) {
            throw new GradingException("cannot copy the submission's classes for its judges: " + e.getMessage(), e);
        }
    }

    private LaunchedJudge launch() {
        Path home = runDir.resolve("worker-" + ++workers);
        try {
            return LaunchedJudge.start(home, classes, sqliteNative, settings, shared);
        } catch (IOException e) {
            throw new GradingException("could not run a worker JVM: " + e.getMessage(), e);
        }
    }

    /** The worker started ahead when there is one, else a new one, runs the checks left. */
    private void runOneWorker(Map<String, PlannedCheck> pending, Consumer<CheckResult> record) {
        List<String> labs = pending.values().stream().map(c -> c.lab().id()).distinct().toList();
        JudgeJob job = new JudgeJob(List.of(classes.toString()), implementations, labs, List.copyOf(pending.keySet()),
                settings.seed());
        LaunchedJudge worker = ahead != null ? ahead : launch();
        ahead = null;
        try (worker) {
            worker.awaitHelloAndSend(job);
            new Supervision(worker.process(), worker.channel(), Map.copyOf(pending), settings, record).supervise();
        } catch (IOException e) {
            throw new GradingException("could not run a worker JVM: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GradingException("interrupted while grading", e);
        }
    }
}
