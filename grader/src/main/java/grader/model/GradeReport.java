package grader.model;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * Everything one grade produced, the input of every report writer.
 *
 * @param graderVersion the grader's version
 * @param submission    how the submission was named on the command line (a path, or "reference")
 * @param submissionHash the SHA-256 of the submission's content
 * @param seed          the run's seed; each check's seed derives from it and its id
 * @param labs          the graded labs, in the order asked
 * @param compileErrors the compiler's errors when the submission did not compile, else empty
 * @param millis        wall time of the whole grade
 * @param error         why nothing was graded, or null when the checks ran
 */
public record GradeReport(
        String graderVersion,
        String submission,
        String submissionHash,
        long seed,
        List<LabResult> labs,
        List<String> compileErrors,
        long millis,
        GradeError error,
        SandboxReport sandbox) {

    public GradeReport {
        labs = List.copyOf(labs);
        compileErrors = List.copyOf(compileErrors);
    }

    /** A grade whose checks ran (compile errors included). */
    public GradeReport(String graderVersion, String submission, String submissionHash, long seed,
            List<LabResult> labs, List<String> compileErrors, long millis) {
        this(graderVersion, submission, submissionHash, seed, labs, compileErrors, millis, null, null);
    }

    /** This report, recording the confinement its submission code ran under. */
    public GradeReport withSandbox(SandboxReport ranUnder) {
        return new GradeReport(graderVersion, submission, submissionHash, seed, labs, compileErrors, millis, error,
                ranUnder);
    }

    /** A grade that could not take place, for the reason given; it has no labs and scores 0. */
    public static GradeReport ungradable(String graderVersion, String submission, String submissionHash, long seed,
            GradeError error) {
        return new GradeReport(graderVersion, submission, submissionHash, seed, List.of(), List.of(), 0, error, null);
    }

    /** False when the submission could not be graded at all; {@link #error()} says why. */
    public boolean gradable() {
        return error == null;
    }

    /** True when every check of every graded lab passed. */
    public boolean passed() {
        return !labs.isEmpty() && labs.stream().allMatch(LabResult::passed);
    }

    /** The checks the grader could not decide (its fault or limit, see {@link Blame#GRADER}), in report order. */
    public List<CheckResult> graderFaults() {
        return labs.stream().flatMap(l -> l.steps().stream()).flatMap(s -> s.checks().stream())
                .filter(CheckResult::byGrader).toList();
    }

    /** How many checks ended with each status (every status present, zero included). */
    public Map<Status, Integer> counts() {
        Map<Status, Integer> counts = new EnumMap<>(Status.class);
        for (Status s : Status.values()) {
            counts.put(s, 0);
        }
        labs.forEach(l -> l.steps().forEach(s -> s.checks().forEach(c -> counts.merge(c.status(), 1, Integer::sum))));
        return counts;
    }
}
