package grader.engine.worker;

import java.util.List;

/**
 * What one worker JVM is asked to do, sent by the coordinator as the first line on the event
 * channel once the worker said hello: the submission's compiled classes, the labs in order,
 * the checks still to run, and the run's seed.
 *
 * @param submissionClasses folders holding the submission's classes
 * @param labs              lab ids, in the order to grade them
 * @param checkIds          full ids of the checks to run; every other check is filtered out
 * @param seed              the run's seed
 */
public record WorkerJob(List<String> submissionClasses, List<String> labs, List<String> checkIds, long seed) {

    public WorkerJob {
        submissionClasses = List.copyOf(submissionClasses);
        labs = List.copyOf(labs);
        checkIds = List.copyOf(checkIds);
    }
}
