package grader.score;

import java.util.Map;
import grader.model.CheckResult;
import grader.model.GradeReport;

/** A report with its weights applied: what each check is worth, and the points earned and possible. */
public final class Scoring {
    private final GradeReport report;
    private final Map<String, Weight> byCheck;

    Scoring(GradeReport report, Map<String, Weight> byCheck) {
        this.report = report;
        this.byCheck = Map.copyOf(byCheck);
    }

    /** Without weights: one point per check. */
    public static Scoring equal(GradeReport report) {
        return Weights.EQUAL.apply(report);
    }

    public Weight weight(CheckResult check) {
        return byCheck.getOrDefault(check.id(), Weight.DEFAULT);
    }

    /** The points the check earned: all of its weight when it passed, else none. */
    public double earned(CheckResult check) {
        return check.status().passed() ? weight(check).points() : 0;
    }

    /** Points earned over every check; 0 when nothing could be graded. */
    public double score() {
        return rounded(report.labs().stream().flatMap(l -> l.steps().stream()).flatMap(s -> s.checks().stream())
                .mapToDouble(this::earned).sum());
    }

    /**
     * Points possible over the checks that ran, less those the grader could not decide: such a
     * check is nobody's verdict, so it neither earns nor costs the student points.
     */
    public double maxScore() {
        double undecided = report.graderFaults().stream().mapToDouble(c -> weight(c).points()).sum();
        return rounded(byCheck.values().stream().mapToDouble(Weight::points).sum() - undecided);
    }

    /** Shares such as 10/3 would otherwise show a long tail of digits. */
    static double rounded(double points) {
        return Math.round(points * 1_000_000) / 1_000_000.0;
    }
}
