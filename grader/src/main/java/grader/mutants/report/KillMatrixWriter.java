package grader.mutants.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;
import java.util.stream.Collectors;
import grader.mutants.Baseline;
import grader.mutants.EquivalentMutants;
import grader.mutants.Mutant;
import grader.mutants.MutantOutcome;
import grader.mutants.MutantRunReport;
import grader.mutants.MutationScore;
import grader.mutants.SourcePosition;
import grader.mutants.Verdict;

/**
 * The terminal view: the baseline, a kill matrix (one row per mutant, one column per step:
 * {@code .} passed, {@code X} first failing step, {@code x} a later failing step, {@code -}
 * not graded) with the first failing check, the score, and every survivor's diff and
 * nearest checks.
 */
public final class KillMatrixWriter implements MutantReportWriter {
    private static final String HEADER = "1 2 3 4 5 6 7 8";

    @Override
    public void write(ReportFacts facts, Writer writer) throws IOException {
        PrintWriter out = new PrintWriter(writer);
        MutantRunReport report = facts.report();
        Baseline.Finding baseline = report.baseline();
        if (!baseline.ok()) {
            out.println("BASELINE FAILED: " + baseline.problem());
            out.println("No mutant was graded: a verdict on a red or flaky reference means nothing.");
            out.flush();
            return;
        }
        out.println("Run: " + facts.runLine());
        out.println(baselineLine(baseline));
        if (report.sample() != null) {
            out.println("Sample: " + report.sample().line());
        }
        section(out, facts, "Authored wrong changes", report.authored());
        if (!report.generated().isEmpty()) {
            section(out, facts, "Generated mutants", report.generated());
        }
        survivors(out, facts);
        if (!report.generated().isEmpty()) {
            out.println(scoreLine(report.score()));
        }
        summary(out, report);
        out.flush();
    }

    private static void section(PrintWriter out, ReportFacts facts, String title, List<MutantOutcome> outcomes) {
        out.println();
        out.printf("%s (%d)%n", title, outcomes.size());
        String row = rowFormat(facts, outcomes);
        out.printf(row, "mutant", "kind", "where", HEADER, "verdict", "time", "first failing check / reason");
        for (MutantOutcome o : outcomes) {
            String cells = StepCells.of(o).stream().map(StepCells.Cell::symbol).collect(Collectors.joining(" "));
            out.printf(row, o.mutant().id(), o.mutant().mutatorName(), where(facts, o.mutant()), cells,
                    o.verdict().label(), seconds(o.millis()), detail(o));
        }
    }

    /** Columns as wide as their widest cell, so the step columns line up. */
    private static String rowFormat(ReportFacts facts, List<MutantOutcome> outcomes) {
        int id = "mutant".length();
        int kind = "kind".length();
        int where = "where".length();
        for (MutantOutcome o : outcomes) {
            id = Math.max(id, o.mutant().id().length());
            kind = Math.max(kind, o.mutant().mutatorName().length());
            where = Math.max(where, where(facts, o.mutant()).length());
        }
        return "%-" + id + "s %-" + kind + "s %-" + where + "s %s  %-23s %6s  %s%n";
    }

    static String where(ReportFacts facts, Mutant m) {
        return place(facts, m) + (m.authored() ? " step " + m.targetStep() : "");
    }

    /** The file's name and, when the change could be placed, its line: {@code LeaseReference.java:131}. */
    static String place(ReportFacts facts, Mutant m) {
        String name = m.file().substring(m.file().lastIndexOf('/') + 1);
        String source = facts.source(m.file());
        if (source == null || !m.applicable()) {
            return name;
        }
        return name + ":" + SourcePosition.at(source, m.offset()).line();
    }

    static String detail(MutantOutcome o) {
        return o.firstFailingCheck().map(c -> c.id() + " (" + c.status().label() + ")")
                .orElse(o.reason() == null ? "" : o.reason());
    }

    /** Every survivor, authored or generated: its diff, where it should have died and the nearest checks. */
    private static void survivors(PrintWriter out, ReportFacts facts) {
        List<MutantOutcome> survivors = facts.survivors();
        if (survivors.isEmpty()) {
            return;
        }
        out.println();
        out.printf("Survivors (%d): add or sharpen a check, or record the mutant in fixtures/mutants/equivalent.json%n",
                survivors.size());
        for (MutantOutcome o : survivors) {
            Mutant m = o.mutant();
            out.printf("%n%s  %s  %s%n", m.id(), m.mutatorName(), where(facts, m));
            out.println("  should die at: step " + facts.shouldDieAt(m));
            if (m.why() != null && !m.why().isBlank()) {
                out.println("  why: " + m.why());
            }
            out.println("  nearest: " + facts.nearestChecksLine(m));
            out.print(facts.diff(m).indent(4));
            if (m.applicable()) {
                out.println("  if equivalent: " + EquivalentMutants.entryFor(m, facts.source(m.file())));
            }
        }
    }

    static String seconds(long millis) {
        return String.format("%.1fs", millis / 1000.0);
    }

    static String baselineLine(Baseline.Finding baseline) {
        String rounds = String.format("%d round%s, all green and identical (slowest %.1f s)",
                baseline.roundMillis().size(), baseline.roundMillis().size() == 1 ? "" : "s",
                baseline.slowestMillis() / 1000.0);
        return baseline.reused()
                ? "Baseline: reused from an earlier --incremental run of the same grader and reference (" + rounds + ")"
                : "Baseline: the unmodified reference graded in " + rounds;
    }

    /**
     * Mutants per minute next to the time of one full grade of the reference; only the mutants
     * a worker graded in this run count, since a reused verdict took no time.
     */
    public static String speedLine(MutantRunReport report) {
        String reused = report.reused() == 0 ? "" : "; " + report.reused() + " verdicts reused, not graded";
        String baseline = report.baseline().reused() ? "reused baseline round" : "slowest baseline round";
        return String.format("speed: %.1f mutants per minute with %d jobs (%d %s graded in %.1f s%s); "
                + "one full grade of the reference in a worker: %.1f s (%s)",
                report.mutantsPerMinute(), report.jobs(), report.gradedThisRun(), report.gradedThisRun() == 1 ? "mutant" : "mutants",
                report.gradingMillis() / 1000.0,
                reused, report.baseline().slowestMillis() / 1000.0, baseline);
    }

    public static String scoreLine(MutationScore s) {
        return String.format("Mutation score: %.1f%% (%d killed of %d scored; %d generated, %d survived, "
                + "%d excluded as equivalent, not applicable or not compiling; %d of the killed hit a limit)",
                s.percent(), s.killed(), s.scored(), s.total(), s.survived(), s.excluded(), s.limited());
    }

    private static void summary(PrintWriter out, MutantRunReport report) {
        List<MutantOutcome> authored = report.authored();
        long asIntended = authored.stream().filter(MutantOutcome::asIntended).count();
        out.println();
        out.printf("Authored: %d of %d killed at their intended step with the happy path passing%n",
                asIntended, authored.size());
        authored.stream().filter(o -> !o.asIntended() && o.verdict() != Verdict.EQUIVALENT)
                .forEach(o -> out.printf("  NOT AS INTENDED: %s: %s: %s%n", o.mutant().id(), o.verdict().label(),
                        o.reason()));
        out.printf("Time: %.1f s in all; %s%n", report.millis() / 1000.0, speedLine(report));
    }
}
