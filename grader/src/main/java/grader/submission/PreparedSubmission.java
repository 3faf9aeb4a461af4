package grader.submission;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import grader.labs.Lab;

/**
 * A submission made ready to grade, without running any of its code: its content hash, and
 * either its compiled classes and the labs it implements, or the compiler's errors and the
 * labs its sources name.
 *
 * @param hash     SHA-256 of the submission's content and the grader version
 * @param classes  the folder of compiled classes, null when it did not compile
 * @param problems the compiler's errors, empty when it compiled
 * @param labs     the labs implemented (compiled) or mentioned by interface name (not compiled)
 * @param implementations the implementing class of each lab, by name (empty when not compiled)
 */
public record PreparedSubmission(String hash, Path classes, List<CompileProblem> problems, Set<Lab> labs,
        Map<Lab, String> implementations) {

    public PreparedSubmission {
        problems = List.copyOf(problems);
        labs = Set.copyOf(labs);
        implementations = Map.copyOf(implementations);
    }

    /** What the judge needs of a compiled submission. */
    public SubmissionClasses forJudge() {
        return new SubmissionClasses(List.of(classes), implementations);
    }

    public boolean compiled() {
        return problems.isEmpty();
    }
}
