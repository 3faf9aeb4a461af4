package grader.mutants.worker;

import java.util.List;

/**
 * One grading request sent to a worker JVM.
 *
 * @param jobId     echoed in the reply, so a stale reply is never taken for another job
 * @param classpath the mutant's class folders, the changed classes first
 * @param scanDir   the folder whose classes are searched for each lab's implementation
 * @param labs      the lab ids to grade
 * @param seed      the run's seed
 * @param steps     which steps to grade, and whether to stop at the first that does not pass
 */
public record WorkerJob(long jobId, List<String> classpath, String scanDir, List<String> labs, long seed,
        StepRange steps) {
    public WorkerJob {
        classpath = List.copyOf(classpath);
        labs = List.copyOf(labs);
        steps = steps == null ? StepRange.ALL : steps;
    }

    /** A job that grades every step of every lab. */
    public WorkerJob(long jobId, List<String> classpath, String scanDir, List<String> labs, long seed) {
        this(jobId, classpath, scanDir, labs, seed, StepRange.ALL);
    }
}
