package grader.mutants;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import grader.mutants.worker.WorkerJob;

/**
 * Runs work items on {@code jobs} lanes in parallel; each lane owns at most one worker JVM,
 * reuses it while it stays clean, and replaces it after a crash, an overrun, leftover
 * threads or its quota of jobs.
 */
final class WorkerPool {
    /** Grades on a lane's worker, starting a fresh one when needed. */
    interface Grader {
        WorkerProcess.Answer grade(WorkerJob job);
    }

    private final WorkerSettings settings;
    private final Path scratch;
    private final int lanes;

    WorkerPool(WorkerSettings settings, Path scratch, int lanes) {
        this.settings = settings;
        this.scratch = scratch;
        this.lanes = Math.max(1, lanes);
    }

    /** Applies {@code work} to every item, in parallel, and returns the results in item order. */
    <I, R> List<R> map(List<I> items, BiFunction<I, Grader, R> work) throws InterruptedException {
        List<R> results = new ArrayList<>(java.util.Collections.nCopies(items.size(), null));
        AtomicInteger next = new AtomicInteger();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < Math.min(lanes, items.size()); i++) {
            Thread lane = new Thread(() -> runLane(items, work, results, next), "mutant-lane-" + i);
            lane.start();
            threads.add(lane);
        }
        for (Thread t : threads) {
            t.join();
        }
        return results;
    }

    private <I, R> void runLane(List<I> items, BiFunction<I, Grader, R> work, List<R> results, AtomicInteger next) {
        try (Lane lane = new Lane()) {
            for (int i = next.getAndIncrement(); i < items.size(); i = next.getAndIncrement()) {
                R result = work.apply(items.get(i), lane::grade);
                synchronized (results) {
                    results.set(i, result);
                }
            }
        }
    }

    /** One lane's worker, started lazily and replaced whenever it is no longer safe to reuse. */
    private final class Lane implements AutoCloseable {
        private WorkerProcess worker;

        WorkerProcess.Answer grade(WorkerJob job) {
            try {
                if (worker != null && !worker.reusable()) {
                    worker.close();
                    worker = null;
                }
                if (worker == null) {
                    worker = new WorkerProcess(settings, scratch);
                }
            } catch (IOException e) {
                return new WorkerProcess.Died("could not start a worker JVM: " + e.getMessage());
            }
            return worker.grade(job);
        }

        @Override
        public void close() {
            if (worker != null) {
                worker.close();
            }
        }
    }
}
