package grader.engine.isolation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;
import grader.engine.CheckPlan;
import grader.engine.GradingException;
import grader.engine.PlannedCheck;
import grader.engine.worker.WorkerJob;
import grader.model.CheckResult;
import grader.fault.ChildRuntime;
import grader.process.Sandbox;
import grader.process.SqliteNativeLibrary;
import grader.submission.Folders;
import grader.submission.SubmissionClasses;

/**
 * Grades a plan in worker JVMs: one worker runs the checks left, and when it hangs or dies,
 * the check it was on takes the blame and a fresh worker goes on with the rest. The
 * submission's code never runs in this JVM.
 */
public final class IsolatedRun {
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

    /** The event channel's socket file, in the worker's own folder (short: a socket path has a length limit). */
    private static final String EVENTS_SOCKET = "ev.sock";

    private IsolatedRun() {
    }

    /** Every planned check's result, keyed by id in plan order; {@code onResult} hears each as it comes. */
    public static Map<String, CheckResult> grade(CheckPlan plan, SubmissionClasses submissionClasses, Settings settings,
            Consumer<CheckResult> onResult) {
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
        Path runDir = runFolder(settings.tempRoot());
        Optional<Path> sqliteNative = SqliteNativeLibrary.folder(settings.cacheDir());
        List<Path> shared = sharedFiles(settings);
        try {
            int workers = 0;
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
                Worker worker = new Worker(submissionClasses, sqliteNative, shared, runDir.resolve("worker-" + ++workers));
                runOneWorker(pending, worker, settings, record);
                if (pending.size() == before && !settings.budget().usedUp()) {
                    throw new GradingException("a worker JVM ended without grading or failing any check");
                }
            }
        } finally {
            Folders.deleteQuietly(runDir);
            Liveness.untrackFolder(runDir);
        }
        Map<String, CheckResult> ordered = new LinkedHashMap<>();
        plan.checks().forEach(c -> ordered.put(c.id(), results.get(c.id())));
        return ordered;
    }

    private static Path runFolder(Path tempRoot) {
        try {
            Files.createDirectories(tempRoot);
            return Liveness.makeFolder(() -> Files.createTempDirectory(tempRoot, "idemlab-run-"));
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
            return List.of(ChildRuntime.prepareFilesUnder(settings.cacheDir()));
        } catch (IOException e) {
            // Without them a crash check fails to start its children and says so; the grade goes on.
            return List.of();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GradingException("interrupted while grading", e);
        }
    }

    /** What one worker is started with. */
    private record Worker(SubmissionClasses classes, Optional<Path> sqliteNative, List<Path> shared, Path home) {
    }

    private static void runOneWorker(Map<String, PlannedCheck> pending, Worker w, Settings settings,
            Consumer<CheckResult> record) {
        SubmissionClasses classes = w.classes();
        Path home = w.home();
        String token = UUID.randomUUID().toString();
        List<String> labs = pending.values().stream().map(c -> c.lab().id()).distinct().toList();
        try (EventChannel channel = EventChannel.open(home.resolve(EVENTS_SOCKET))) {
            Map<String, String> implementations = new LinkedHashMap<>();
            classes.implementations().forEach((lab, name) -> implementations.put(lab.id(), name));
            WorkerJob job = new WorkerJob(classes.classpath().stream().map(Path::toString).toList(), implementations,
                    labs, List.copyOf(pending.keySet()), settings.seed(), EVENTS_SOCKET, token);
            try (WorkerProcess worker = WorkerProcess.start(job, home, w.sqliteNative(), settings.cacheDir(),
                    settings.sandbox(), w.shared())) {
                channel.awaitHello(worker, token, Supervision.STARTUP_LIMIT_MILLIS);
                new Supervision(worker, channel, Map.copyOf(pending), settings, record).supervise();
            }
        } catch (IOException e) {
            throw new GradingException("could not run a worker JVM: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new GradingException("interrupted while grading", e);
        }
    }
}
