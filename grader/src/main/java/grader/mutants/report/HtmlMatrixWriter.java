package grader.mutants.report;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.util.List;
import grader.mutants.Mutant;
import grader.mutants.MutantOutcome;
import grader.mutants.MutantRunReport;
import grader.mutants.Verdict;

/**
 * The kill matrix as one self-contained HTML page: inline CSS, no scripts, no external
 * resources, so it opens offline and can be mailed or attached to a CI run as it is.
 */
public final class HtmlMatrixWriter implements MutantReportWriter {

    @Override
    public void write(ReportFacts facts, Writer writer) throws IOException {
        PrintWriter out = new PrintWriter(writer);
        MutantRunReport report = facts.report();
        out.println("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">");
        out.println("<title>Mutant kill matrix</title>");
        out.println("<style>" + HtmlStyle.CSS + "</style></head><body>");
        out.println("<h1>Mutant kill matrix</h1>");
        if (!report.baseline().ok()) {
            out.println("<p class=\"bad\">Baseline failed: " + esc(report.baseline().problem())
                    + ". No mutant was graded.</p></body></html>");
            out.flush();
            return;
        }
        out.println("<p id=\"run\" class=\"run\">" + esc(facts.runLine()) + "</p>");
        out.println("<p>" + esc(summary(report)) + "</p>");
        out.println("<p class=\"legend\"><span class=\"c pass\">.</span> passed (the mutant got through) "
                + "<span class=\"c first\">X</span> first failing step (killed there) "
                + "<span class=\"c later\">x</span> later failing step "
                + "<span class=\"c broken\">X</span> failed, but so did that step's happy path (not a correct kill) "
                + "<span class=\"c none\">-</span> not graded (not needed for the verdict)</p>");
        out.println("<table id=\"kill-matrix\" class=\"matrix\"><thead><tr><th>mutant</th><th>kind</th>"
                + "<th>where</th>" + stepHeaders() + "<th>verdict</th><th>time</th>"
                + "<th>first failing check / reason</th><th>why</th></tr></thead><tbody>");
        report.outcomes().forEach(o -> out.println(row(facts, o)));
        out.println("</tbody></table>");
        survivors(out, facts, report);
        out.println("</body></html>");
        out.flush();
    }

    private static String summary(MutantRunReport report) {
        long intended = report.authored().stream().filter(MutantOutcome::asIntended).count();
        String text = intended + " of " + report.authored().size() + " authored changes killed at their intended "
                + "step with the happy path passing.";
        if (!report.generated().isEmpty()) {
            text += " " + KillMatrixWriter.scoreLine(report.score());
        }
        return text;
    }

    private static String stepHeaders() {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= 8; i++) {
            b.append("<th class=\"step\">").append(i).append("</th>");
        }
        return b.toString();
    }

    private static String row(ReportFacts facts, MutantOutcome o) {
        Mutant m = o.mutant();
        StringBuilder b = new StringBuilder("<tr class=\"").append(verdictClass(o.verdict())).append("\">");
        b.append("<td class=\"id\">").append(esc(m.id())).append("</td>");
        b.append("<td class=\"kind\">").append(esc(m.mutatorName())).append("</td>");
        b.append("<td>").append(esc(KillMatrixWriter.where(facts, m))).append("</td>");
        for (StepCells.Cell cell : StepCells.of(o)) {
            b.append("<td class=\"c ").append(cellClass(cell)).append("\">").append(cell.symbol()).append("</td>");
        }
        b.append("<td class=\"verdict\">").append(esc(o.verdict().label())).append("</td>");
        b.append("<td class=\"time\">").append(KillMatrixWriter.seconds(o.millis())).append("</td>");
        b.append("<td>").append(esc(KillMatrixWriter.detail(o))).append("</td>");
        b.append("<td class=\"why\">").append(esc(m.why())).append("</td></tr>");
        return b.toString();
    }

    private static void survivors(PrintWriter out, ReportFacts facts, MutantRunReport report) {
        List<MutantOutcome> survivors = facts.survivors();
        if (survivors.isEmpty()) {
            return;
        }
        out.println("<h2>Survivors (" + survivors.size() + ")</h2>");
        for (MutantOutcome o : survivors) {
            Mutant m = o.mutant();
            out.println("<section class=\"survivor\"><h3>" + esc(m.id() + "  " + m.mutatorName() + "  "
                    + KillMatrixWriter.where(facts, m)) + "</h3>");
            out.println("<p>should die at: step " + facts.shouldDieAt(m) + "</p>");
            out.println("<p>why: " + esc(m.why()) + "</p>");
            out.println("<p>nearest: " + esc(facts.nearestChecksLine(m)) + "</p>");
            out.println("<pre>" + esc(facts.diff(m)) + "</pre></section>");
        }
    }

    /**
     * A step that failed killed the mutant: the good outcome, so it is green, as in other
     * mutation tools; a step a mutant got through is pale red when the mutant survived.
     */
    private static String cellClass(StepCells.Cell cell) {
        return switch (cell) {
            case PASSED -> "pass";
            case FIRST_FAILURE -> "first";
            case LATER_FAILURE -> "later";
            case NOT_GRADED -> "none";
        };
    }

    /** A happy path broken is a failing step too, but not a correct kill: its row must not read green. */
    static String verdictClass(Verdict v) {
        if (v == Verdict.KILLED_AT_INTENDED_STEP || v == Verdict.KILLED) {
            return "good";
        }
        if (v == Verdict.HAPPY_PATH_BROKEN) {
            return "broken";
        }
        if (v == Verdict.SURVIVED || v.killed()) {
            return "bad";
        }
        return "other";
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
