package grader.engine.worker;

import java.util.List;
import java.util.Map;

/**
 * What one worker JVM is asked to do, written by the coordinator to a file the worker reads
 * at start: the submission's compiled classes, the labs in order, the checks still to run,
 * the run's seed, and where to report.
 *
 * @param submissionClasses folders holding the submission's classes
 * @param implementations   lab id to the name of the class implementing it (the worker loads no submission class)
 * @param labs              lab ids, in the order to grade them
 * @param checkIds          full ids of the checks to run; every other check is filtered out
 * @param seed              the run's seed
 * @param channel           the event channel's Unix domain socket, a file name relative to the worker's folder
 * @param token             proves to the coordinator that the connection is this worker's
 */
public record WorkerJob(List<String> submissionClasses, Map<String, String> implementations, List<String> labs,
        List<String> checkIds, long seed, String channel, String token) {

    public WorkerJob {
        submissionClasses = List.copyOf(submissionClasses);
        implementations = Map.copyOf(implementations);
        labs = List.copyOf(labs);
        checkIds = List.copyOf(checkIds);
    }
}
