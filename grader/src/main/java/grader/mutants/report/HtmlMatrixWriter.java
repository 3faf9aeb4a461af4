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
 * resources, so it opens offline and can be mailed or attached to a CI run as it is. The
 * matrix has one line per mutant and fits the window; each row links to the mutant's
 * details section ({@link HtmlMutantDetails}), the only links in the page.
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
        HtmlAnchors anchors = new HtmlAnchors(report.outcomes());
        out.println("<p id=\"run\" class=\"run\">" + esc(facts.runLine()) + "</p>");
        out.println("<p>" + esc(summary(report)) + survivorLinks(facts, anchors) + "</p>");
        out.println("<p class=\"legend\"><span class=\"c pass\">.</span> passed "
                + "<span class=\"c first\">X</span> first failing step (killed there) "
                + "<span class=\"c later\">x</span> later failing step "
                + "<span class=\"c broken\">X</span> failed with that step's happy path (no correct kill) "
                + "<span class=\"c none\">-</span> not graded "
                + "<span class=\"c pass target\">&nbsp;</span> intended step; a mutant's name opens its details and diff</p>");
        out.println("<table id=\"kill-matrix\" class=\"matrix\">" + COLUMNS + "<thead><tr><th>mutant</th><th>kind</th>"
                + "<th>where</th>" + stepHeaders() + "<th>verdict</th><th>time</th>"
                + "<th>first failing check / reason</th><th>why</th></tr></thead><tbody>");
        report.outcomes().forEach(o -> out.println(row(facts, anchors, o)));
        out.println("</tbody></table>");
        out.println("<h2>Details</h2>");
        HtmlMutantDetails details = new HtmlMutantDetails(facts, anchors);
        report.outcomes().forEach(o -> details.write(out, o));
        out.println("</body></html>");
        out.flush();
    }

    /**
     * Fixed widths, so that the table is as wide as the window and no wider (table-layout:
     * fixed): the step, verdict and time columns in pixels, the text columns in shares of what
     * is left; a text longer than its column ends in an ellipsis and is whole in its title
     * and in the mutant's details.
     */
    private static final String COLUMNS = "<colgroup><col class=\"w-id\"><col class=\"w-kind\"><col class=\"w-where\">"
            + "<col class=\"w-step\">".repeat(8)
            + "<col class=\"w-verdict\"><col class=\"w-time\"><col class=\"w-check\"><col class=\"w-why\"></colgroup>";

    private static String summary(MutantRunReport report) {
        long intended = report.authored().stream().filter(MutantOutcome::asIntended).count();
        String text = intended + " of " + report.authored().size() + " authored changes killed at their intended "
                + "step with the happy path passing.";
        if (!report.generated().isEmpty()) {
            text += " " + KillMatrixWriter.scoreLine(report.score());
        }
        return text;
    }

    private static String survivorLinks(ReportFacts facts, HtmlAnchors anchors) {
        List<MutantOutcome> survivors = facts.survivors();
        if (survivors.isEmpty()) {
            return "";
        }
        StringBuilder b = new StringBuilder(" <span class=\"bad\">Survivors (" + survivors.size() + "):</span>");
        survivors.forEach(o -> b.append(" <a href=\"#").append(anchors.details(o)).append("\">")
                .append(esc(o.mutant().id())).append("</a>"));
        return b.toString();
    }

    private static String stepHeaders() {
        StringBuilder b = new StringBuilder();
        for (int i = 1; i <= 8; i++) {
            b.append("<th class=\"step\">").append(i).append("</th>");
        }
        return b.toString();
    }

    private static String row(ReportFacts facts, HtmlAnchors anchors, MutantOutcome o) {
        Mutant m = o.mutant();
        StringBuilder b = new StringBuilder("<tr id=\"").append(anchors.row(o)).append("\" class=\"")
                .append(verdictClass(o.verdict())).append("\">");
        b.append("<td class=\"id\"><a href=\"#").append(anchors.details(o)).append("\" title=\"").append(esc(m.id()))
                .append("\">").append(esc(m.id())).append("</a></td>");
        b.append(text("kind", m.mutatorName()));
        // The intended step is the outlined cell, so the column holds only the file and line.
        b.append(text("where", KillMatrixWriter.place(facts, m)));
        List<StepCells.Cell> cells = StepCells.of(o);
        for (int step = 1; step <= cells.size(); step++) {
            String target = step == m.targetStep() ? " target" : "";
            b.append("<td class=\"c ").append(cellClass(cells.get(step - 1), o.verdict())).append(target).append("\">")
                    .append(cells.get(step - 1).symbol()).append("</td>");
        }
        b.append(text("verdict", o.verdict().label()));
        b.append("<td class=\"time\">").append(KillMatrixWriter.seconds(o.millis())).append("</td>");
        b.append(text("check", KillMatrixWriter.detail(o)));
        b.append(text("why", m.why())).append("</tr>");
        return b.toString();
    }

    /** A cell of one line: the whole text is its title, since the column may cut it short. */
    private static String text(String column, String text) {
        return "<td class=\"" + column + "\" title=\"" + esc(text) + "\">" + esc(text) + "</td>";
    }

    /**
     * A step that failed killed the mutant: the good outcome, so it is green, as in other
     * mutation tools; a step a mutant got through is pale red when the mutant survived. The
     * first failing step of a happy path broken is orange: it failed, but proved no check right.
     */
    static String cellClass(StepCells.Cell cell, Verdict verdict) {
        return switch (cell) {
            case PASSED -> "pass";
            case FIRST_FAILURE -> verdict == Verdict.HAPPY_PATH_BROKEN ? "broken" : "first";
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
