package grader.coordinator.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
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
 * Grades a plan in worker JVMs: lanes of one worker each take the plan's steps one at a time,
 * and when a worker hangs or dies, the check it was on takes the blame and a fresh worker goes
 * on with the rest of that step. The
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
     * @param lanes      how many judges may grade at once (see {@link Lanes})
     */
    public record Settings(Duration checkLimit, Path tempRoot, long seed, Path cacheDir, Sandbox sandbox,
            Budget budget, StepGate gate, int lanes) {
    }

    private final Path classes;
    /** Lab id to the name of the class implementing it: the judge loads no submission class to find it. */
    private final Map<String, String> implementations;
    private final Settings settings;
    private final Path runDir;
    private final Optional<Path> sqliteNative;
    private final List<Path> shared;
    private final AtomicInteger workers = new AtomicInteger();
    private final StuckLabs stuck = new StuckLabs();
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

    /**
     * Every planned check's result, keyed by id in plan order; {@code onResult} hears each in
     * plan order, step by step (see {@link OrderedResults}). Up to {@link Settings#lanes} lanes
     * grade at once, each with a judge of its own that takes one step of one lab at a time.
     */
    public Map<String, CheckResult> grade(CheckPlan plan, Consumer<CheckResult> onResult) {
        List<GradeUnit> units = GradeUnit.of(plan);
        OrderedResults ordered = new OrderedResults(units, settings.gate(), onResult);
        Consumer<CheckResult> record = r -> {
            settings.gate().record(r);
            ordered.record(r);
        };
        Queue<GradeUnit> queue = new ConcurrentLinkedQueue<>(units);
        int lanes = Math.max(1, Math.min(settings.lanes(), units.size()));
        List<Thread> others = new ArrayList<>();
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        LaunchedJudge first = ahead;
        ahead = null;
        for (int i = 1; i < lanes; i++) {
            Thread lane = new Thread(() -> runLane(null, queue, record, failure), "grade-lane-" + i);
            lane.setDaemon(true);
            others.add(lane);
            lane.start();
        }
        runLane(first, queue, record, failure);
        for (Thread lane : others) {
            try {
                lane.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new GradingException("interrupted while grading", e);
            }
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        Map<String, CheckResult> results = ordered.released();
        Map<String, CheckResult> inPlanOrder = new LinkedHashMap<>();
        plan.checks().forEach(c -> inPlanOrder.put(c.id(), results.get(c.id())));
        return inPlanOrder;
    }

    /**
     * One lane: takes units until none is left, each graded by this lane's judge, which is kept
     * from one unit to the next while it is well; a lane that fails stops every lane.
     */
    private void runLane(LaunchedJudge given, Queue<GradeUnit> queue, Consumer<CheckResult> record,
            AtomicReference<RuntimeException> failure) {
        LaunchedJudge judge = given;
        try {
            GradeUnit unit;
            while (failure.get() == null && (unit = queue.poll()) != null) {
                judge = gradeUnit(unit, judge, record);
            }
        } catch (RuntimeException e) {
            failure.compareAndSet(null, e);
        } finally {
            if (judge != null) {
                judge.close();
            }
        }
    }

    /** Grades one unit on {@code judge} (a new one when null or spent); returns the judge still fit for the next. */
    private LaunchedJudge gradeUnit(GradeUnit unit, LaunchedJudge judge, Consumer<CheckResult> record) {
        Map<String, PlannedCheck> pending = unit.pending();
        Consumer<CheckResult> recordHere = r -> {
            if (pending.remove(r.id()) != null) {
                record.accept(r);
            }
        };
        int given = -1;  // how many checks were left when the last judge was given them
        while (!pending.isEmpty()) {
            stuck.timeOut(List.copyOf(pending.values()), settings.seed()).forEach(recordHere);
            settings.gate().skipClosed(List.copyOf(pending.values()), settings.seed()).forEach(recordHere);
            if (pending.isEmpty()) {
                break;
            }
            if (settings.budget().usedUp()) {
                settings.budget().skipAll(List.copyOf(pending.values()), settings.seed()).forEach(recordHere);
                break;
            }
            // Nothing graded, and nothing closed meanwhile (a lower step that failed, a stuck lab): the judge
            // ended without a word, and another would too.
            if (pending.size() == given) {
                throw new GradingException("a worker JVM ended without grading or failing any check");
            }
            given = pending.size();
            LaunchedJudge worker = judge != null ? judge : launch();
            judge = runOnWorker(worker, pending, recordHere) ? worker : null;
        }
        return judge;
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
        Path home = runDir.resolve("worker-" + workers.incrementAndGet());
        try {
            return LaunchedJudge.start(home, classes, sqliteNative, settings, shared);
        } catch (IOException e) {
            throw new GradingException("could not run a worker JVM: " + e.getMessage(), e);
        }
    }

    /**
     * {@code worker} runs the checks left of one unit; true when it finished them and may take
     * more, false when it was ended (it died, timed out, or the gate closed its checks).
     */
    private boolean runOnWorker(LaunchedJudge worker, Map<String, PlannedCheck> pending, Consumer<CheckResult> record) {
        List<String> labs = pending.values().stream().map(c -> c.lab().id()).distinct().toList();
        JudgeJob job = new JudgeJob(List.of(classes.toString()), implementations, labs, List.copyOf(pending.keySet()),
                settings.seed());
        boolean fit = false;
        try {
            boolean fresh = worker.send(job);
            fit = new Supervision(worker.process(), worker.channel(), Map.copyOf(pending), settings, record, stuck,
                    fresh).supervise();
            return fit;
        } catch (IOException e) {
            throw new GradingException("could not run a worker JVM: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GradingException("interrupted while grading", e);
        } finally {
            if (!fit) {
                worker.close();
            }
        }
    }
}
