package grader.judge;

import java.util.List;
import java.util.Map;

/**
 * What one worker JVM is asked to do, sent by the coordinator as the first line on the event
 * channel once the worker said hello, and again for each further share of its lane's checks
 * once the worker said DONE: the submission's compiled classes, the labs in order, the checks
 * to run, and the run's seed.
 *
 * @param submissionClasses folders holding the submission's classes
 * @param implementations   lab id to the name of the class implementing it (the worker loads no submission class)
 * @param labs              lab ids, in the order to grade them
 * @param checkIds          full ids of the checks to run; every other check is filtered out
 * @param seed              the run's seed
 */
public record JudgeJob(List<String> submissionClasses, Map<String, String> implementations, List<String> labs,
        List<String> checkIds, long seed) {

    public JudgeJob {
        submissionClasses = List.copyOf(submissionClasses);
        implementations = Map.copyOf(implementations);
        labs = List.copyOf(labs);
        checkIds = List.copyOf(checkIds);
    }
}
