package grader.coordinator;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import grader.labs.Lab;
import grader.process.sandbox.Sandbox;

/**
 * One grade as asked, frozen before anything starts.
 *
 * @param lab         the lab to grade, or null for every lab the submission implements
 * @param submission  a folder of Java sources or a jar
 * @param label       how the report names the submission ("reference" or the path as typed)
 * @param maxStep     grade steps 1..maxStep
 * @param checkIds    grade only these checks (all of one lab), or every check when empty
 * @param seed        the run's seed
 * @param checkLimit  how long one check may run before it is timed out
 * @param cacheDir    where compiled submissions are kept
 * @param tempRoot    where the run's temp folder goes
 * @param sandbox     what confines the processes that run submission code
 * @param budget      how long the whole grade may take; checks not run by then are skipped
 * @param everyStep   grade every step; false stops each lab at its first step that does not pass
 */
public record GradeRequest(Lab lab, Path submission, String label, int maxStep, Set<String> checkIds, long seed,
        Duration checkLimit, Path cacheDir, Path tempRoot, Sandbox sandbox, Duration budget, boolean everyStep) {
    /** The budget when none is asked: a platform can rely on a report within it. */
    public static final Duration DEFAULT_BUDGET = Duration.ofMinutes(20);


    public GradeRequest {
        checkIds = Set.copyOf(checkIds);
    }

    /** A request that grades every step asked. */
    public GradeRequest(Lab lab, Path submission, String label, int maxStep, Set<String> checkIds, long seed,
            Duration checkLimit, Path cacheDir, Path tempRoot, Sandbox sandbox, Duration budget) {
        this(lab, submission, label, maxStep, checkIds, seed, checkLimit, cacheDir, tempRoot, sandbox, budget, true);
    }

    /** The same request for other checks (ids of one lab), every step of them graded. */
    public GradeRequest withChecks(Set<String> ids) {
        return new GradeRequest(lab, submission, label, maxStep, ids, seed, checkLimit, cacheDir, tempRoot, sandbox,
                budget, everyStep);
    }
}
