package grader.mutants.worker;

import java.util.List;
import grader.model.LabResult;

/**
 * A worker's answer to one {@link WorkerJob}.
 *
 * @param jobId    the job answered
 * @param results  one result per lab asked, in order; empty when {@code error} is set
 * @param error    why the job could not be graded (the classes would not load), else null
 * @param reusable false when the job left threads behind: the coordinator retires the worker
 */
public record WorkerReply(long jobId, List<LabResult> results, String error, boolean reusable) {
    public WorkerReply {
        results = results == null ? List.of() : List.copyOf(results);
    }
}
